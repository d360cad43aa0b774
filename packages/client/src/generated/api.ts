// Generated from the route declarations under app/api by `npm run client:generate`; do not edit.

export interface paths {
    "/api/documentation/{organization_id}/{documentation_id}/ai/edit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Revise markdown with AI
         * @description Permission `ai.use`: owner, admin, member.
         */
        post: operations["postDocumentationAiEdit"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/documentation/{organization_id}/{documentation_id}/ai/generate-image": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Generate an image asset with AI
         * @description Permission `ai.use`: owner, admin, member.
         */
        post: operations["postDocumentationAiGenerateImage"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/documentations/{documentation_id}/{project_id}/search": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Search a project's pages
         * @description Permission `documentation.read`: owner, admin, member, reader.
         */
        post: operations["postDocumentationsSearch"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/documentations/{documentation_id}/publish": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Publish a project
         * @description Permission `documentation.publish`: owner, admin, member.
         */
        post: operations["postDocumentationsPublish"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/documentations/{documentation_id}/publish/history": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List a project's publish jobs
         * @description Permission `documentation.read`: owner, admin, member, reader.
         */
        get: operations["getDocumentationsPublishHistory"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/documentations/{documentation_id}/publish/latest": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get the last completed publish
         * @description Permission `documentation.read`: owner, admin, member, reader.
         */
        get: operations["getDocumentationsPublishLatest"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/documentations/{documentation_id}/publish/status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get the latest publish job's status
         * @description Permission `documentation.read`: owner, admin, member, reader.
         */
        get: operations["getDocumentationsPublishStatus"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/health": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Check the service's health
         * @description Public: no token needed.
         */
        get: operations["getHealth"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/inngest": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the functions served to Inngest
         * @description Public: no token needed.
         */
        get: operations["getInngest"];
        /**
         * Register the functions with Inngest
         * @description Public: no token needed.
         */
        put: operations["putInngest"];
        /**
         * Run an Inngest function step
         * @description Public: no token needed.
         */
        post: operations["postInngest"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/internal/subscriptions/{organization_id}/toggle-active": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Turn an organization's documentation on or off
         * @description Internal: the server-to-server token (`INTERNAL_API_TOKEN`), from an allowed network only.
         */
        post: operations["postInternalSubscriptionsToggleActive"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/openapi.json": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get the OpenAPI document
         * @description Public: no token needed.
         */
        get: operations["getOpenapiJson"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/organization/{organization_id}/subscription/feature-value": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a plan feature's value
         * @description Permission `subscription.read`: owner, admin, member, reader.
         */
        get: operations["getOrganizationSubscriptionFeatureValue"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/organization/{organization_id}/subscription/validate-feature": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Check whether a plan feature is enabled
         * @description Permission `subscription.read`: owner, admin, member, reader.
         */
        get: operations["getOrganizationSubscriptionValidateFeature"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/organization/{organization_id}/subscription/validate-limit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Check whether a plan limit allows an amount
         * @description Permission `subscription.read`: owner, admin, member, reader.
         */
        get: operations["getOrganizationSubscriptionValidateLimit"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/organization/{organization_id}/support/tickets": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the organization's support tickets
         * @description Permission `support.read`: owner, admin, member, reader.
         */
        get: operations["getOrganizationSupportTickets"];
        put?: never;
        /**
         * Create a support ticket
         * @description Permission `support.write`: owner, admin, member, reader.
         */
        post: operations["postOrganizationSupportTickets"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/organization/{organization_id}/support/tickets/{ticket_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a support ticket
         * @description Permission `support.read`: owner, admin, member, reader.
         */
        get: operations["getOrganizationSupportTicketsByTicketId"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Close or reopen a support ticket
         * @description Permission `support.write`: owner, admin, member, reader.
         */
        patch: operations["patchOrganizationSupportTicketsByTicketId"];
        trace?: never;
    };
    "/api/organization/{organization_id}/support/tickets/{ticket_id}/messages": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Reply to a support ticket
         * @description Permission `support.write`: owner, admin, member, reader.
         */
        post: operations["postOrganizationSupportTicketsMessages"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/preference": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get a preference */
        get: operations["getPreference"];
        /** Set a preference */
        put: operations["putPreference"];
        post?: never;
        /** Delete a preference */
        delete: operations["deletePreference"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/preferences": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List preferences */
        get: operations["getPreferences"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/problems": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Describe the problem types
         * @description Public: no token needed.
         */
        get: operations["getProblems"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/reference": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Show the API reference
         * @description Public: no token needed.
         */
        get: operations["getReference"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/reference/standalone.js": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get the API reference's script
         * @description Public: no token needed.
         */
        get: operations["getReferenceStandaloneJs"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/sso/oidc/callback": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Complete an OpenID Connect sign-in
         * @description Public: no token needed.
         */
        get: operations["getSsoOidcCallback"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/sso/saml/acs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Complete a SAML sign-in
         * @description Public: no token needed.
         */
        post: operations["postSsoSamlAcs"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/sso/saml/metadata/{organization_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get an organization's SAML service provider metadata
         * @description Public: no token needed.
         */
        get: operations["getSsoSamlMetadataByOrganizationId"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/sso/start": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Start a single sign-on
         * @description Public: no token needed.
         */
        post: operations["postSsoStart"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/tasks/changelogs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List published changelog entries */
        get: operations["getUnversionedTasksChangelogs"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/tasks/changelogs/version/{version_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List a version's published changelog entries */
        get: operations["getUnversionedTasksChangelogsVersionByVersionId"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/tasks/ideas": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Submit an idea */
        post: operations["postUnversionedTasksIdeas"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/tasks/ideas/config": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get the idea submission settings */
        get: operations["getUnversionedTasksIdeasConfig"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/tasks/items/{item_id}/vote": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Vote for a roadmap item */
        post: operations["postUnversionedTasksItemsVote"];
        /** Withdraw a vote for a roadmap item */
        delete: operations["deleteUnversionedTasksItemsVote"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/tasks/roadmap": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get the roadmap */
        get: operations["getUnversionedTasksRoadmap"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/tasks/sessions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Start a customer session
         * @description Public: no token needed.
         */
        post: operations["postUnversionedTasksSessions"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/tasks/statuses": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List the roadmap statuses */
        get: operations["getUnversionedTasksStatuses"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/account/password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Change the account's password */
        put: operations["putAccountPassword"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/account/two-factor": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get the account's two-factor status */
        get: operations["getAccountTwoFactor"];
        put?: never;
        /** Start two-factor enrollment */
        post: operations["postAccountTwoFactor"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/account/two-factor/confirm": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Confirm two-factor enrollment */
        post: operations["postAccountTwoFactorConfirm"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/account/two-factor/disable": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Turn off two-factor authentication */
        post: operations["postAccountTwoFactorDisable"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/customers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List customers
         * @description System administrators only.
         */
        get: operations["getAdminCustomers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/customers/{organization_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a customer's overview
         * @description System administrators only.
         */
        get: operations["getAdminCustomersByOrganizationId"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Change a customer's plan or subscription status
         * @description System administrators only.
         */
        patch: operations["patchAdminCustomersByOrganizationId"];
        trace?: never;
    };
    "/api/v1/admin/customers/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Export customers as CSV
         * @description System administrators only.
         */
        get: operations["getAdminCustomersExport"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/support/tickets": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List every organization's support tickets (staff)
         * @description System administrators only.
         */
        get: operations["getAdminSupportTickets"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/support/tickets/{ticket_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a support ticket (staff)
         * @description System administrators only.
         */
        get: operations["getAdminSupportTicketsByTicketId"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Update a support ticket (staff)
         * @description System administrators only.
         */
        patch: operations["patchAdminSupportTicketsByTicketId"];
        trace?: never;
    };
    "/api/v1/admin/support/tickets/{ticket_id}/messages": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Reply to a support ticket (staff)
         * @description System administrators only.
         */
        post: operations["postAdminSupportTicketsMessages"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/documentation/{organization_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create a project
         * @description Permission `documentation.create`: owner, admin, member.
         */
        post: operations["postDocumentationByOrganizationId"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/documentation/{organization_id}/{documentation_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a project
         * @description Permission `documentation.read`: owner, admin, member, reader.
         */
        get: operations["getDocumentationByDocumentationId"];
        /**
         * Update a project
         * @description Permission `documentation.configure`: owner, admin.
         */
        put: operations["putDocumentationByDocumentationId"];
        post?: never;
        /**
         * Delete a project
         * @description Permission `documentation.delete`: owner, admin.
         */
        delete: operations["deleteDocumentationByDocumentationId"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/documentation/{organization_id}/{documentation_id}/analytics/feedback": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List page feedback
         * @description Permission `analytics.read`: owner, admin, member.
         */
        get: operations["getDocumentationAnalyticsFeedback"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/documentation/{organization_id}/{documentation_id}/analytics/feedback/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Export page feedback as CSV
         * @description Permission `analytics.read`: owner, admin, member.
         */
        get: operations["getDocumentationAnalyticsFeedbackExport"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/documentation/{organization_id}/{documentation_id}/analytics/not-found": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List addresses readers found no page at
         * @description Permission `analytics.read`: owner, admin, member.
         */
        get: operations["getDocumentationAnalyticsNotFound"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/documentation/{organization_id}/{documentation_id}/analytics/not-found/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Export addresses not found as CSV
         * @description Permission `analytics.read`: owner, admin, member.
         */
        get: operations["getDocumentationAnalyticsNotFoundExport"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/documentation/{organization_id}/{documentation_id}/analytics/pages": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List page views and votes
         * @description Permission `analytics.read`: owner, admin, member.
         */
        get: operations["getDocumentationAnalyticsPages"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/documentation/{organization_id}/{documentation_id}/analytics/pages/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Export page views and votes as CSV
         * @description Permission `analytics.read`: owner, admin, member.
         */
        get: operations["getDocumentationAnalyticsPagesExport"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/documentation/{organization_id}/{documentation_id}/analytics/questions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List Ask AI questions
         * @description Permission `analytics.read`: owner, admin, member.
         */
        get: operations["getDocumentationAnalyticsQuestions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/documentation/{organization_id}/{documentation_id}/analytics/questions/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Export Ask AI questions as CSV
         * @description Permission `analytics.read`: owner, admin, member.
         */
        get: operations["getDocumentationAnalyticsQuestionsExport"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/documentation/{organization_id}/{documentation_id}/analytics/searches": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List search queries
         * @description Permission `analytics.read`: owner, admin, member.
         */
        get: operations["getDocumentationAnalyticsSearches"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/documentation/{organization_id}/{documentation_id}/analytics/searches/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Export search queries as CSV
         * @description Permission `analytics.read`: owner, admin, member.
         */
        get: operations["getDocumentationAnalyticsSearchesExport"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/documentation/{organization_id}/{documentation_id}/analytics/summary": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get the project's analytics summary
         * @description Permission `analytics.read`: owner, admin, member.
         */
        get: operations["getDocumentationAnalyticsSummary"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/documentation/{organization_id}/{documentation_id}/asset": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List a project's assets
         * @description Permission `documentation.read`: owner, admin, member, reader.
         */
        get: operations["getDocumentationAsset"];
        put?: never;
        /**
         * Upload an asset
         * @description Permission `documentation.write`: owner, admin, member.
         */
        post: operations["postDocumentationAsset"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/documentation/{organization_id}/{documentation_id}/asset/{asset_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get an asset
         * @description Permission `documentation.read`: owner, admin, member, reader.
         */
        get: operations["getDocumentationAssetByAssetId"];
        /**
         * Update an asset
         * @description Permission `documentation.write`: owner, admin, member.
         */
        put: operations["putDocumentationAssetByAssetId"];
        post?: never;
        /**
         * Delete an asset
         * @description Permission `documentation.write`: owner, admin, member.
         */
        delete: operations["deleteDocumentationAssetByAssetId"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/documentation/{organization_id}/{documentation_id}/asset/{asset_id}/file": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Download an asset's file
         * @description Permission `documentation.read`: owner, admin, member, reader.
         */
        get: operations["getDocumentationAssetFile"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/documentation/{organization_id}/{documentation_id}/asset/import": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Import an asset from a URL
         * @description Permission `documentation.write`: owner, admin, member.
         */
        post: operations["postDocumentationAssetImport"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/documentation/{organization_id}/{documentation_id}/backup": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List a project's backups
         * @description Permission `documentation.backup`: owner, admin.
         */
        get: operations["getDocumentationBackup"];
        put?: never;
        /**
         * Start a backup
         * @description Permission `documentation.backup`: owner, admin.
         */
        post: operations["postDocumentationBackup"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/documentation/{organization_id}/{documentation_id}/backup/repository": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get the backup repository
         * @description Permission `documentation.backup`: owner, admin.
         */
        get: operations["getDocumentationBackupRepository"];
        /**
         * Set the backup repository
         * @description Permission `documentation.backup`: owner, admin.
         */
        put: operations["putDocumentationBackupRepository"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/documentation/{organization_id}/{documentation_id}/backup/restore": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get the latest restore's status
         * @description Permission `documentation.backup`: owner, admin.
         */
        get: operations["getDocumentationBackupRestore"];
        put?: never;
        /**
         * Restore a backup
         * @description Permission `documentation.backup`: owner, admin.
         */
        post: operations["postDocumentationBackupRestore"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/documentation/{organization_id}/{documentation_id}/config": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get the project's configuration
         * @description Permission `documentation.read`: owner, admin, member, reader.
         */
        get: operations["getDocumentationConfig"];
        /**
         * Update the project's configuration
         * @description Permission `documentation.configure`: owner, admin.
         */
        put: operations["putDocumentationConfig"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/documentation/{organization_id}/{documentation_id}/file-resources/finalize": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Finalize an upload as an asset
         * @description Permission `documentation.write`: owner, admin, member.
         */
        post: operations["postDocumentationFileResourcesFinalize"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/documentation/{organization_id}/{documentation_id}/file-resources/upload-url": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create a signed upload URL
         * @description Permission `documentation.write`: owner, admin, member.
         */
        post: operations["postDocumentationFileResourcesUploadUrl"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/documentation/{organization_id}/{documentation_id}/file-resources/upload/{upload_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Upload a file to a signed URL
         * @description Public: no token needed.
         */
        put: operations["putDocumentationFileResourcesUploadByUploadId"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/documentation/{organization_id}/{documentation_id}/import": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get the project's latest import job
         * @description Permission `documentation.read`: owner, admin, member, reader.
         */
        get: operations["getDocumentationImport"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/documentation/{organization_id}/{documentation_id}/initialize-blank": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Initialize a blank project
         * @description Permission `documentation.write`: owner, admin, member.
         */
        post: operations["postDocumentationInitializeBlank"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/documentation/{organization_id}/{documentation_id}/initialize-from-ai": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Initialize a project from an AI prompt
         * @description Permission `ai.use`: owner, admin, member.
         */
        post: operations["postDocumentationInitializeFromAi"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/documentation/{organization_id}/{documentation_id}/initialize-from-file": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Initialize a project from uploaded files
         * @description Permission `documentation.write`: owner, admin, member.
         */
        post: operations["postDocumentationInitializeFromFile"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/documentation/{organization_id}/{documentation_id}/initialize-from-openapi": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Initialize a project from an OpenAPI description
         * @description Permission `documentation.write`: owner, admin, member.
         */
        post: operations["postDocumentationInitializeFromOpenapi"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/documentation/{organization_id}/{documentation_id}/initialize-from-repository": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Initialize a project from a Git repository
         * @description Permission `documentation.write`: owner, admin, member.
         */
        post: operations["postDocumentationInitializeFromRepository"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/documentation/{organization_id}/{documentation_id}/initialize-from-template": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Initialize a project from a template
         * @description Permission `documentation.write`: owner, admin, member.
         */
        post: operations["postDocumentationInitializeFromTemplate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/documentation/{organization_id}/{documentation_id}/initialize-from-website": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Initialize a project from a website
         * @description Permission `documentation.write`: owner, admin, member.
         */
        post: operations["postDocumentationInitializeFromWebsite"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/documentation/{organization_id}/{documentation_id}/preview": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Render a markdown preview
         * @description Permission `documentation.read`: owner, admin, member, reader.
         */
        post: operations["postDocumentationPreview"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/documentation/{organization_id}/{documentation_id}/redirects": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List a project's redirects
         * @description Permission `documentation.read`: owner, admin, member, reader.
         */
        get: operations["getDocumentationRedirects"];
        put?: never;
        /**
         * Create a redirect
         * @description Permission `documentation.configure`: owner, admin.
         */
        post: operations["postDocumentationRedirects"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/documentation/{organization_id}/{documentation_id}/redirects/{redirect_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Delete a redirect
         * @description Permission `documentation.configure`: owner, admin.
         */
        delete: operations["deleteDocumentationRedirectsByRedirectId"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/documentation/{organization_id}/{documentation_id}/version": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List a project's versions
         * @description Permission `documentation.read`: owner, admin, member, reader.
         */
        get: operations["getDocumentationVersion"];
        put?: never;
        /**
         * Create a version
         * @description Permission `documentation.write`: owner, admin, member.
         */
        post: operations["postDocumentationVersion"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/documentation/{organization_id}/{documentation_id}/version/{version_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a version
         * @description Permission `documentation.read`: owner, admin, member, reader.
         */
        get: operations["getDocumentationVersionByVersionId"];
        /**
         * Update a version
         * @description Permission `documentation.write`: owner, admin, member.
         */
        put: operations["putDocumentationVersionByVersionId"];
        post?: never;
        /**
         * Delete a version
         * @description Permission `documentation.write`: owner, admin, member.
         */
        delete: operations["deleteDocumentationVersionByVersionId"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/documentation/{organization_id}/{documentation_id}/version/{version_id}/change-requests": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List a version's change requests
         * @description Permission `change_requests.read`: owner, admin, member, reader.
         */
        get: operations["getDocumentationVersionChangeRequests"];
        put?: never;
        /**
         * Open a change request
         * @description Permission `change_requests.write`: owner, admin, member.
         */
        post: operations["postDocumentationVersionChangeRequests"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/documentation/{organization_id}/{documentation_id}/version/{version_id}/change-requests/{change_request_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a change request
         * @description Permission `change_requests.read`: owner, admin, member, reader.
         */
        get: operations["getDocumentationVersionChangeRequestsByChangeRequestId"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Update a change request
         * @description Permission `change_requests.write`: owner, admin, member.
         */
        patch: operations["patchDocumentationVersionChangeRequestsByChangeRequestId"];
        trace?: never;
    };
    "/api/v1/documentation/{organization_id}/{documentation_id}/version/{version_id}/change-requests/{change_request_id}/close": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Close a change request without merging
         * @description Permission `change_requests.write`: owner, admin, member.
         */
        post: operations["postDocumentationVersionChangeRequestsClose"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/documentation/{organization_id}/{documentation_id}/version/{version_id}/change-requests/{change_request_id}/comments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List a change request's comments
         * @description Permission `change_requests.read`: owner, admin, member, reader.
         */
        get: operations["getDocumentationVersionChangeRequestsComments"];
        put?: never;
        /**
         * Comment on a change request
         * @description Permission `change_requests.write`: owner, admin, member.
         */
        post: operations["postDocumentationVersionChangeRequestsComments"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/documentation/{organization_id}/{documentation_id}/version/{version_id}/change-requests/{change_request_id}/comments/{comment_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Resolve or reopen a comment
         * @description Permission `change_requests.write`: owner, admin, member.
         */
        patch: operations["patchDocumentationVersionChangeRequestsCommentsByCommentId"];
        trace?: never;
    };
    "/api/v1/documentation/{organization_id}/{documentation_id}/version/{version_id}/change-requests/{change_request_id}/diff": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a change request's diff
         * @description Permission `change_requests.read`: owner, admin, member, reader.
         */
        get: operations["getDocumentationVersionChangeRequestsDiff"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/documentation/{organization_id}/{documentation_id}/version/{version_id}/change-requests/{change_request_id}/merge": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Merge a change request
         * @description Permission `change_requests.merge`: owner, admin, member.
         */
        post: operations["postDocumentationVersionChangeRequestsMerge"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/documentation/{organization_id}/{documentation_id}/version/{version_id}/change-requests/{change_request_id}/preview-link": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create a preview link for a change request
         * @description Permission `change_requests.write`: owner, admin, member.
         */
        post: operations["postDocumentationVersionChangeRequestsPreviewLink"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/documentation/{organization_id}/{documentation_id}/version/{version_id}/change-requests/{change_request_id}/reviewers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Request reviewers for a change request
         * @description Permission `change_requests.write`: owner, admin, member.
         */
        post: operations["postDocumentationVersionChangeRequestsReviewers"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/documentation/{organization_id}/{documentation_id}/version/{version_id}/change-requests/{change_request_id}/reviews": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List a change request's reviews
         * @description Permission `change_requests.read`: owner, admin, member, reader.
         */
        get: operations["getDocumentationVersionChangeRequestsReviews"];
        put?: never;
        /**
         * Review a change request
         * @description Permission `change_requests.write`: owner, admin, member.
         */
        post: operations["postDocumentationVersionChangeRequestsReviews"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/documentation/{organization_id}/{documentation_id}/version/{version_id}/change-requests/{change_request_id}/section": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List sections in a change request
         * @description Permission `change_requests.read`: owner, admin, member, reader.
         */
        get: operations["getDocumentationVersionChangeRequestsSection"];
        put?: never;
        /**
         * Create a section in a change request
         * @description Permission `change_requests.write`: owner, admin, member.
         */
        post: operations["postDocumentationVersionChangeRequestsSection"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/documentation/{organization_id}/{documentation_id}/version/{version_id}/change-requests/{change_request_id}/section/{section_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a section in a change request
         * @description Permission `change_requests.read`: owner, admin, member, reader.
         */
        get: operations["getDocumentationVersionChangeRequestsSectionBySectionId"];
        /**
         * Update a section in a change request
         * @description Permission `change_requests.write`: owner, admin, member.
         */
        put: operations["putDocumentationVersionChangeRequestsSectionBySectionId"];
        post?: never;
        /**
         * Delete a section in a change request
         * @description Permission `change_requests.write`: owner, admin, member.
         */
        delete: operations["deleteDocumentationVersionChangeRequestsSectionBySectionId"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/documentation/{organization_id}/{documentation_id}/version/{version_id}/change-requests/{change_request_id}/section/{section_id}/entry": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List a section's entries in a change request
         * @description Permission `change_requests.read`: owner, admin, member, reader.
         */
        get: operations["getDocumentationVersionChangeRequestsSectionEntry"];
        put?: never;
        /**
         * Create an entry in a change request
         * @description Permission `change_requests.write`: owner, admin, member.
         */
        post: operations["postDocumentationVersionChangeRequestsSectionEntry"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/documentation/{organization_id}/{documentation_id}/version/{version_id}/change-requests/{change_request_id}/section/{section_id}/entry/{entry_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get an entry in a change request
         * @description Permission `change_requests.read`: owner, admin, member, reader.
         */
        get: operations["getDocumentationVersionChangeRequestsSectionEntryByEntryId"];
        /**
         * Update an entry in a change request
         * @description Permission `change_requests.write`: owner, admin, member.
         */
        put: operations["putDocumentationVersionChangeRequestsSectionEntryByEntryId"];
        post?: never;
        /**
         * Delete an entry in a change request
         * @description Permission `change_requests.write`: owner, admin, member.
         */
        delete: operations["deleteDocumentationVersionChangeRequestsSectionEntryByEntryId"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/documentation/{organization_id}/{documentation_id}/version/{version_id}/change-requests/{change_request_id}/section/{section_id}/entry/{entry_id}/move": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Move an entry in a change request
         * @description Permission `change_requests.write`: owner, admin, member.
         */
        post: operations["postDocumentationVersionChangeRequestsSectionEntryMove"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/documentation/{organization_id}/{documentation_id}/version/{version_id}/change-requests/{change_request_id}/section/{section_id}/entry/reorder": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Reorder entries in a change request
         * @description Permission `change_requests.write`: owner, admin, member.
         */
        post: operations["postDocumentationVersionChangeRequestsSectionEntryReorder"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/documentation/{organization_id}/{documentation_id}/version/{version_id}/change-requests/{change_request_id}/section/{section_id}/entry/tree": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a section's entry tree in a change request
         * @description Permission `change_requests.read`: owner, admin, member, reader.
         */
        get: operations["getDocumentationVersionChangeRequestsSectionEntryTree"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/documentation/{organization_id}/{documentation_id}/version/{version_id}/change-requests/{change_request_id}/section/reorder": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Reorder sections in a change request
         * @description Permission `change_requests.write`: owner, admin, member.
         */
        post: operations["postDocumentationVersionChangeRequestsSectionReorder"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/documentation/{organization_id}/{documentation_id}/version/{version_id}/content": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a version's whole content
         * @description Permission `documentation.read`: owner, admin, member, reader.
         */
        get: operations["getDocumentationVersionContent"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/documentation/{organization_id}/{documentation_id}/version/{version_id}/git-sync": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a version's Git sync status
         * @description Permission `git.read`: owner, admin, member.
         */
        get: operations["getDocumentationVersionGitSync"];
        /**
         * Link a version to a Git repository
         * @description Permission `documentation.configure`: owner, admin.
         */
        put: operations["putDocumentationVersionGitSync"];
        post?: never;
        /**
         * Unlink a version from its Git repository
         * @description Permission `documentation.configure`: owner, admin.
         */
        delete: operations["deleteDocumentationVersionGitSync"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/documentation/{organization_id}/{documentation_id}/version/{version_id}/git-sync/conflicts/{conflict_id}/dismiss": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Dismiss a Git sync conflict, keeping Git's version
         * @description Permission `documentation.write`: owner, admin, member.
         */
        post: operations["postDocumentationVersionGitSyncConflictsDismiss"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/documentation/{organization_id}/{documentation_id}/version/{version_id}/git-sync/conflicts/{conflict_id}/restore": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Restore the dashboard's version of a Git sync conflict
         * @description Permission `documentation.write`: owner, admin, member.
         */
        post: operations["postDocumentationVersionGitSyncConflictsRestore"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/documentation/{organization_id}/{documentation_id}/version/{version_id}/git-sync/history": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List a version's Git sync runs
         * @description Permission `git.read`: owner, admin, member.
         */
        get: operations["getDocumentationVersionGitSyncHistory"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/documentation/{organization_id}/{documentation_id}/version/{version_id}/git-sync/sync": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sync a version with Git now
         * @description Permission `documentation.write`: owner, admin, member.
         */
        post: operations["postDocumentationVersionGitSyncSync"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/documentation/{organization_id}/{documentation_id}/version/{version_id}/openapi": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a version's API description
         * @description Permission `documentation.read`: owner, admin, member, reader.
         */
        get: operations["getDocumentationVersionOpenapi"];
        /**
         * Re-sync a version's API reference
         * @description Permission `documentation.write`: owner, admin, member.
         */
        put: operations["putDocumentationVersionOpenapi"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/documentation/{organization_id}/{documentation_id}/version/{version_id}/preview-link": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create a preview link for a version's draft
         * @description Permission `change_requests.write`: owner, admin, member.
         */
        post: operations["postDocumentationVersionPreviewLink"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/documentation/{organization_id}/{documentation_id}/version/{version_id}/section": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List a version's sections
         * @description Permission `documentation.read`: owner, admin, member, reader.
         */
        get: operations["getDocumentationVersionSection"];
        put?: never;
        /**
         * Create a section
         * @description Permission `documentation.write`: owner, admin, member.
         */
        post: operations["postDocumentationVersionSection"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/documentation/{organization_id}/{documentation_id}/version/{version_id}/section/{section_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a section
         * @description Permission `documentation.read`: owner, admin, member, reader.
         */
        get: operations["getDocumentationVersionSectionBySectionId"];
        /**
         * Update a section
         * @description Permission `documentation.write`: owner, admin, member.
         */
        put: operations["putDocumentationVersionSectionBySectionId"];
        post?: never;
        /**
         * Delete a section
         * @description Permission `documentation.write`: owner, admin, member.
         */
        delete: operations["deleteDocumentationVersionSectionBySectionId"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/documentation/{organization_id}/{documentation_id}/version/{version_id}/section/{section_id}/entry": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List a section's entries
         * @description Permission `documentation.read`: owner, admin, member, reader.
         */
        get: operations["getDocumentationVersionSectionEntry"];
        put?: never;
        /**
         * Create an entry
         * @description Permission `documentation.write`: owner, admin, member.
         */
        post: operations["postDocumentationVersionSectionEntry"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/documentation/{organization_id}/{documentation_id}/version/{version_id}/section/{section_id}/entry/{entry_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get an entry
         * @description Permission `documentation.read`: owner, admin, member, reader.
         */
        get: operations["getDocumentationVersionSectionEntryByEntryId"];
        /**
         * Update an entry
         * @description Permission `documentation.write`: owner, admin, member.
         */
        put: operations["putDocumentationVersionSectionEntryByEntryId"];
        post?: never;
        /**
         * Delete an entry
         * @description Permission `documentation.write`: owner, admin, member.
         */
        delete: operations["deleteDocumentationVersionSectionEntryByEntryId"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/documentation/{organization_id}/{documentation_id}/version/{version_id}/section/{section_id}/entry/{entry_id}/move": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Move an entry
         * @description Permission `documentation.write`: owner, admin, member.
         */
        post: operations["postDocumentationVersionSectionEntryMove"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/documentation/{organization_id}/{documentation_id}/version/{version_id}/section/{section_id}/entry/batch": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create entries in a batch
         * @description Permission `documentation.write`: owner, admin, member.
         */
        post: operations["postDocumentationVersionSectionEntryBatch"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/documentation/{organization_id}/{documentation_id}/version/{version_id}/section/{section_id}/entry/reorder": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Reorder entries
         * @description Permission `documentation.write`: owner, admin, member.
         */
        post: operations["postDocumentationVersionSectionEntryReorder"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/documentation/{organization_id}/{documentation_id}/version/{version_id}/section/{section_id}/entry/tree": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a section's entry tree
         * @description Permission `documentation.read`: owner, admin, member, reader.
         */
        get: operations["getDocumentationVersionSectionEntryTree"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/documentation/{organization_id}/{documentation_id}/version/{version_id}/section/{section_id}/source": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a section's source summary or markdown
         * @description Permission `documentation.read`: owner, admin, member, reader.
         */
        get: operations["getDocumentationVersionSectionSource"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/documentation/{organization_id}/{documentation_id}/version/{version_id}/section/reorder": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Reorder sections
         * @description Permission `documentation.write`: owner, admin, member.
         */
        post: operations["postDocumentationVersionSectionReorder"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/documentation/{organization_id}/{documentation_id}/version/{version_id}/set-default": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Set the project's default version
         * @description Permission `documentation.write`: owner, admin, member.
         */
        post: operations["postDocumentationVersionSetDefault"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/documentation/{organization_id}/{documentation_id}/version/{version_id}/set-deprecated": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Set whether a version is deprecated
         * @description Permission `documentation.write`: owner, admin, member.
         */
        post: operations["postDocumentationVersionSetDeprecated"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/documentation/{organization_id}/{documentation_id}/version/{version_id}/set-latest": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Set the project's latest version
         * @description Permission `documentation.write`: owner, admin, member.
         */
        post: operations["postDocumentationVersionSetLatest"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/documentation/{organization_id}/{documentation_id}/version/{version_id}/tags": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the tags a version's pages carry
         * @description Permission `documentation.read`: owner, admin, member, reader.
         */
        get: operations["getDocumentationVersionTags"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/documentation/{organization_id}/documentation/{documentation_id}/backup/restore": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get the latest restore's status
         * @description Permission `documentation.backup`: owner, admin.
         */
        get: operations["getDocumentationDocumentationBackupRestore"];
        put?: never;
        /**
         * Restore a backup
         * @description Permission `documentation.backup`: owner, admin.
         */
        post: operations["postDocumentationDocumentationBackupRestore"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/documentation/{organization_id}/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List an organization's projects
         * @description Permission `documentation.read`: owner, admin, member, reader.
         */
        get: operations["getDocumentationList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/documentation/{organization_id}/templates": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List project templates
         * @description Permission `documentation.read`: owner, admin, member, reader.
         */
        get: operations["getDocumentationTemplates"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/event": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Delete an event (organization token) */
        delete: operations["deleteEvent"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/event/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** List events (organization token) */
        post: operations["postEventList"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/event/push-notification-subscribe": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Subscribe to web push (organization token) */
        post: operations["postEventPushNotificationSubscribe"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/event/push-notification-unsubscribe": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Unsubscribe from web push (organization token) */
        post: operations["postEventPushNotificationUnsubscribe"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/event/vapid-public-key": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get the web push public key */
        get: operations["getEventVapidPublicKey"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/invitations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List the account's pending invitations */
        get: operations["getInvitations"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/invitations/{invitation_id}/accept": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Accept an invitation */
        post: operations["postInvitationsAccept"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/organization": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List your organizations */
        get: operations["getOrganization"];
        put?: never;
        /** Create an organization */
        post: operations["postOrganization"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/organization/{organization_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get an organization
         * @description Permission `organization.read`: owner, admin, member, reader.
         */
        get: operations["getOrganizationByOrganizationId"];
        /**
         * Update an organization
         * @description Permission `organization.update`: owner, admin.
         */
        put: operations["putOrganizationByOrganizationId"];
        post?: never;
        /**
         * Delete an organization
         * @description Permission `organization.delete`: owner.
         */
        delete: operations["deleteOrganizationByOrganizationId"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/organization/{organization_id}/audit-log": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List audit log entries
         * @description Permission `audit.read`: owner, admin.
         */
        get: operations["getOrganizationAuditLog"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/organization/{organization_id}/audit-log/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Export the audit log as CSV
         * @description Permission `audit.read`: owner, admin.
         */
        get: operations["getOrganizationAuditLogExport"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/organization/{organization_id}/complete-onboarding": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Complete an organization's onboarding
         * @description Permission `organization.update`: owner, admin.
         */
        post: operations["postOrganizationCompleteOnboarding"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/organization/{organization_id}/feedback/changelogs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List changelog entries, scheduled ones included
         * @description Permission `feedback.manage`: owner, admin.
         */
        get: operations["getOrganizationFeedbackChangelogs"];
        put?: never;
        /**
         * Create a changelog entry
         * @description Permission `feedback.manage`: owner, admin.
         */
        post: operations["postOrganizationFeedbackChangelogs"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/organization/{organization_id}/feedback/changelogs/{changelog_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Delete a changelog entry
         * @description Permission `feedback.manage`: owner, admin.
         */
        delete: operations["deleteOrganizationFeedbackChangelogsByChangelogId"];
        options?: never;
        head?: never;
        /**
         * Update a changelog entry
         * @description Permission `feedback.manage`: owner, admin.
         */
        patch: operations["patchOrganizationFeedbackChangelogsByChangelogId"];
        trace?: never;
    };
    "/api/v1/organization/{organization_id}/feedback/ideas": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List ideas by status
         * @description Permission `feedback.manage`: owner, admin.
         */
        get: operations["getOrganizationFeedbackIdeas"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/organization/{organization_id}/feedback/ideas/{idea_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Delete an idea
         * @description Permission `feedback.manage`: owner, admin.
         */
        delete: operations["deleteOrganizationFeedbackIdeasByIdeaId"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/organization/{organization_id}/feedback/ideas/{idea_id}/approve": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Approve an idea onto the roadmap
         * @description Permission `feedback.manage`: owner, admin.
         */
        post: operations["postOrganizationFeedbackIdeasApprove"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/organization/{organization_id}/feedback/ideas/{idea_id}/decline": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Decline an idea
         * @description Permission `feedback.manage`: owner, admin.
         */
        post: operations["postOrganizationFeedbackIdeasDecline"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/organization/{organization_id}/feedback/items": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List roadmap items
         * @description Permission `feedback.manage`: owner, admin.
         */
        get: operations["getOrganizationFeedbackItems"];
        put?: never;
        /**
         * Create a roadmap item
         * @description Permission `feedback.manage`: owner, admin.
         */
        post: operations["postOrganizationFeedbackItems"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/organization/{organization_id}/feedback/items/{item_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Delete a roadmap item
         * @description Permission `feedback.manage`: owner, admin.
         */
        delete: operations["deleteOrganizationFeedbackItemsByItemId"];
        options?: never;
        head?: never;
        /**
         * Update a roadmap item
         * @description Permission `feedback.manage`: owner, admin.
         */
        patch: operations["patchOrganizationFeedbackItemsByItemId"];
        trace?: never;
    };
    "/api/v1/organization/{organization_id}/feedback/settings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get the feedback settings
         * @description Permission `feedback.manage`: owner, admin.
         */
        get: operations["getOrganizationFeedbackSettings"];
        /**
         * Update the feedback settings
         * @description Permission `feedback.manage`: owner, admin.
         */
        put: operations["putOrganizationFeedbackSettings"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/organization/{organization_id}/logo": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Download an organization's logo
         * @description Permission `organization.read`: owner, admin, member, reader.
         */
        get: operations["getOrganizationLogo"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/organization/{organization_id}/tokens": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List organization tokens
         * @description Permission `tokens.manage`: owner, admin.
         */
        get: operations["getOrganizationTokens"];
        put?: never;
        /**
         * Create an organization token
         * @description Permission `tokens.manage`: owner, admin.
         */
        post: operations["postOrganizationTokens"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/organization/{organization_id}/tokens/{token_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Revoke an organization token
         * @description Permission `tokens.manage`: owner, admin.
         */
        delete: operations["deleteOrganizationTokensByTokenId"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/organization/{organization_id}/upload-logo": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Upload an organization's logo
         * @description Permission `organization.update`: owner, admin.
         */
        post: operations["postOrganizationUploadLogo"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/organization/{organization_id}/user": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List members and pending invitations
         * @description Permission `members.read`: owner, admin, member, reader.
         */
        get: operations["getOrganizationUser"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/organization/{organization_id}/user/{user_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Remove a member or revoke an invitation
         * @description Permission `members.manage`: owner, admin.
         */
        delete: operations["deleteOrganizationUserByUserId"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/organization/{organization_id}/user/{user_id}/role": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Change a member's role
         * @description Permission `members.manage`: owner, admin.
         */
        patch: operations["patchOrganizationUserRole"];
        trace?: never;
    };
    "/api/v1/organization/{organization_id}/user/{user_id}/status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Suspend, deactivate or reactivate a member
         * @description Permission `members.manage`: owner, admin.
         */
        patch: operations["patchOrganizationUserStatus"];
        trace?: never;
    };
    "/api/v1/organization/{organization_id}/user/active": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List active members
         * @description Permission `members.read`: owner, admin, member, reader.
         */
        get: operations["getOrganizationUserActive"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/organization/{organization_id}/user/invite": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Invite a member
         * @description Permission `members.manage`: owner, admin.
         */
        post: operations["postOrganizationUserInvite"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/organization/{organization_id}/user/pending": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List pending invitations
         * @description Permission `members.read`: owner, admin, member, reader.
         */
        get: operations["getOrganizationUserPending"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/organization/{organization_id}/users/{user_id}/documentations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Replace a reader's project grants
         * @description Permission `members.manage`: owner, admin.
         */
        patch: operations["patchOrganizationUsersDocumentations"];
        trace?: never;
    };
    "/api/v1/organization/{organization_id}/users/{user_id}/grants": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Replace a reader's project grants
         * @description Permission `members.manage`: owner, admin.
         */
        patch: operations["patchOrganizationUsersGrants"];
        trace?: never;
    };
    "/api/v1/organization/{organization_id}/webhooks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List webhooks
         * @description Permission `webhooks.manage`: owner, admin.
         */
        get: operations["getOrganizationWebhooks"];
        put?: never;
        /**
         * Create a webhook
         * @description Permission `webhooks.manage`: owner, admin.
         */
        post: operations["postOrganizationWebhooks"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/organization/{organization_id}/webhooks/{webhook_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a webhook
         * @description Permission `webhooks.manage`: owner, admin.
         */
        get: operations["getOrganizationWebhooksByWebhookId"];
        put?: never;
        post?: never;
        /**
         * Delete a webhook
         * @description Permission `webhooks.manage`: owner, admin.
         */
        delete: operations["deleteOrganizationWebhooksByWebhookId"];
        options?: never;
        head?: never;
        /**
         * Update a webhook
         * @description Permission `webhooks.manage`: owner, admin.
         */
        patch: operations["patchOrganizationWebhooksByWebhookId"];
        trace?: never;
    };
    "/api/v1/organization/{organization_id}/webhooks/{webhook_id}/deliveries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List a webhook's delivery attempts
         * @description Permission `webhooks.manage`: owner, admin.
         */
        get: operations["getOrganizationWebhooksDeliveries"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/organization/{organization_id}/webhooks/{webhook_id}/secret": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a webhook's signing secret
         * @description Permission `webhooks.manage`: owner, admin.
         */
        get: operations["getOrganizationWebhooksSecret"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/organization/{organization_id}/webhooks/{webhook_id}/test": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send a test message to a webhook
         * @description Permission `webhooks.manage`: owner, admin.
         */
        post: operations["postOrganizationWebhooksTest"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/organization/{organization_id}/wizard-progress/{documentation_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get your wizard progress on a project
         * @description Permission `wizard.read`: owner, admin, member, reader.
         */
        get: operations["getOrganizationWizardProgressByDocumentationId"];
        put?: never;
        /**
         * Save your wizard progress on a project
         * @description Permission `wizard.write`: owner, admin, member.
         */
        post: operations["postOrganizationWizardProgressByDocumentationId"];
        /**
         * Clear your wizard progress on a project
         * @description Permission `wizard.write`: owner, admin, member.
         */
        delete: operations["deleteOrganizationWizardProgressByDocumentationId"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/organization/all": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List every organization on the platform
         * @description System administrators only.
         */
        get: operations["getOrganizationAll"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/organizations/{organization_id}/git-provider": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get the Git provider connection
         * @description Permission `git.read`: owner, admin, member.
         */
        get: operations["getOrganizationsGitProvider"];
        put?: never;
        post?: never;
        /**
         * Disconnect the Git provider
         * @description Permission `git.connect`: owner, admin.
         */
        delete: operations["deleteOrganizationsGitProvider"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/organizations/{organization_id}/git-provider/authorize": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Start connecting a Git provider account
         * @description Permission `git.connect`: owner, admin.
         */
        post: operations["postOrganizationsGitProviderAuthorize"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/organizations/{organization_id}/git-provider/callback": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Complete the Git provider connection
         * @description Permission `git.connect`: owner, admin.
         */
        post: operations["postOrganizationsGitProviderCallback"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/organizations/{organization_id}/git-provider/repositories": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List repositories the Git connection can reach
         * @description Permission `git.read`: owner, admin, member.
         */
        get: operations["getOrganizationsGitProviderRepositories"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/organizations/{organization_id}/git-provider/repositories/{repository_id}/tree": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a repository's file tree
         * @description Permission `git.read`: owner, admin, member.
         */
        get: operations["getOrganizationsGitProviderRepositoriesTree"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/organizations/{organization_id}/git-provider/webhook": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Receive a repository push webhook
         * @description Public: no token needed.
         */
        post: operations["postOrganizationsGitProviderWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/organizations/{organization_id}/projects/{project_id}/events": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List a project's events
         * @description Permission `events.read`: owner, admin, member, reader.
         */
        get: operations["getOrganizationsProjectsEvents"];
        put?: never;
        /**
         * Record a project event
         * @description Permission `events.write`: owner, admin, member.
         */
        post: operations["postOrganizationsProjectsEvents"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/organizations/{organization_id}/projects/{project_id}/events/{event_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Delete a project event
         * @description Permission `events.write`: owner, admin, member.
         */
        delete: operations["deleteOrganizationsProjectsEventsByEventId"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/organizations/{organization_id}/projects/{project_id}/events/batch": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Record a batch of project events
         * @description Permission `events.write`: owner, admin, member.
         */
        post: operations["postOrganizationsProjectsEventsBatch"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/organizations/{organization_id}/push/subscribe": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Subscribe to push notifications
         * @description Permission `push.subscribe`: owner, admin, member, reader.
         */
        post: operations["postOrganizationsPushSubscribe"];
        /**
         * Unsubscribe an address from push notifications
         * @description Permission `push.subscribe`: owner, admin, member, reader.
         */
        delete: operations["deleteOrganizationsPushSubscribe"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/organizations/{organization_id}/push/subscriptions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List push subscriptions
         * @description Permission `push.subscribe`: owner, admin, member, reader.
         */
        get: operations["getOrganizationsPushSubscriptions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/organizations/{organization_id}/push/subscriptions/{subscription_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Delete a push subscription
         * @description Permission `push.subscribe`: owner, admin, member, reader.
         */
        delete: operations["deleteOrganizationsPushSubscriptionsBySubscriptionId"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/organizations/{organization_id}/security": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get the security policy
         * @description Permission `organization.read`: owner, admin, member, reader.
         */
        get: operations["getOrganizationsSecurity"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Update the security policy
         * @description Permission `security.manage`: owner, admin.
         */
        patch: operations["patchOrganizationsSecurity"];
        trace?: never;
    };
    "/api/v1/organizations/{organization_id}/sso": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get the single sign-on configuration
         * @description Permission `sso.manage`: owner, admin.
         */
        get: operations["getOrganizationsSso"];
        /**
         * Save the single sign-on configuration
         * @description Permission `sso.manage`: owner, admin.
         */
        put: operations["putOrganizationsSso"];
        post?: never;
        /**
         * Delete the single sign-on configuration
         * @description Permission `sso.manage`: owner, admin.
         */
        delete: operations["deleteOrganizationsSso"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/organizations/{organization_id}/sso/domains": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List single sign-on domains
         * @description Permission `sso.manage`: owner, admin.
         */
        get: operations["getOrganizationsSsoDomains"];
        put?: never;
        /**
         * Add a single sign-on domain
         * @description Permission `sso.manage`: owner, admin.
         */
        post: operations["postOrganizationsSsoDomains"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/organizations/{organization_id}/sso/domains/{domain_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Remove a single sign-on domain
         * @description Permission `sso.manage`: owner, admin.
         */
        delete: operations["deleteOrganizationsSsoDomainsByDomainId"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/organizations/{organization_id}/sso/domains/{domain_id}/verify": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Verify a single sign-on domain
         * @description Permission `sso.manage`: owner, admin.
         */
        post: operations["postOrganizationsSsoDomainsVerify"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/tasks/changelogs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List published changelog entries */
        get: operations["getTasksChangelogs"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/tasks/changelogs/version/{version_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List a version's published changelog entries */
        get: operations["getTasksChangelogsVersionByVersionId"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/tasks/ideas": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Submit an idea */
        post: operations["postTasksIdeas"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/tasks/ideas/config": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get the idea submission settings */
        get: operations["getTasksIdeasConfig"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/tasks/items/{item_id}/vote": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Vote for a roadmap item */
        post: operations["postTasksItemsVote"];
        /** Withdraw a vote for a roadmap item */
        delete: operations["deleteTasksItemsVote"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/tasks/roadmap": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get the roadmap */
        get: operations["getTasksRoadmap"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/tasks/sessions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Start a customer session
         * @description Public: no token needed.
         */
        post: operations["postTasksSessions"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/tasks/statuses": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List the roadmap statuses */
        get: operations["getTasksStatuses"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/tokens": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List personal tokens */
        get: operations["getTokens"];
        put?: never;
        /** Create a personal token */
        post: operations["postTokens"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/tokens/{token_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Revoke a personal token */
        delete: operations["deleteTokensByTokenId"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        Actor: {
            email: string | null;
            user_id: string;
        };
        AiEdit: {
            /** @description The revised markdown */
            content: string;
            credits_used: number;
            /** @constant */
            format: "markdown";
            model: string;
            usage: components["schemas"]["AiUsage"];
        };
        AiProject: {
            credits_used: number;
            documentation_id: string;
            entry_count: number;
            /** @enum {string} */
            init_source: "blank" | "template" | "ai" | "openapi" | "repository" | "files" | "website";
            model: string;
            sections: {
                /** @description Parents before their children */
                entry_ids: string[];
                section_id: string;
                slug: string;
                title: string;
            }[];
            /**
             * @description Initialized, not yet published
             * @constant
             */
            status: "pending";
            usage: components["schemas"]["AiUsage"];
            /** @description The project's first version, its default */
            version_id: string;
        };
        AiUsage: {
            input_tokens: number | null;
            output_tokens: number | null;
            total_tokens: number | null;
        };
        /**
         * @example {
         *       "from": "2026-11-23",
         *       "to": "2026-11-25",
         *       "version_id": null,
         *       "totals": {
         *         "views": 1047,
         *         "visitors": 378,
         *         "searches": 153,
         *         "zero_result_searches": 10,
         *         "search_clicks": 124,
         *         "questions": 21,
         *         "unanswered": 3,
         *         "helpful": 17,
         *         "not_helpful": 4,
         *         "not_found": 8,
         *         "helpful_percent": 81
         *       },
         *       "days": [
         *         {
         *           "day": "2026-11-23",
         *           "views": 412,
         *           "visitors": 150,
         *           "searches": 61,
         *           "zero_result_searches": 4,
         *           "search_clicks": 48,
         *           "questions": 9,
         *           "unanswered": 1,
         *           "helpful": 7,
         *           "not_helpful": 1,
         *           "not_found": 3,
         *           "helpful_percent": 87.5
         *         },
         *         {
         *           "day": "2026-11-24",
         *           "views": 538,
         *           "visitors": 187,
         *           "searches": 80,
         *           "zero_result_searches": 6,
         *           "search_clicks": 66,
         *           "questions": 12,
         *           "unanswered": 2,
         *           "helpful": 10,
         *           "not_helpful": 3,
         *           "not_found": 5,
         *           "helpful_percent": 76.9
         *         },
         *         {
         *           "day": "2026-11-25",
         *           "views": 97,
         *           "visitors": 41,
         *           "searches": 12,
         *           "zero_result_searches": 0,
         *           "search_clicks": 10,
         *           "questions": 0,
         *           "unanswered": 0,
         *           "helpful": 0,
         *           "not_helpful": 0,
         *           "not_found": 0,
         *           "helpful_percent": null
         *         }
         *       ]
         *     }
         */
        AnalyticsSummary: {
            days: {
                /** Format: date */
                day: string;
                helpful: number;
                /** @description Share of helpful votes, one decimal; null without votes */
                helpful_percent: number | null;
                /** @description Visits to addresses of the site that named no page */
                not_found: number;
                not_helpful: number;
                /** @description Ask AI questions */
                questions: number;
                search_clicks: number;
                searches: number;
                /** @description Questions the docs could not answer */
                unanswered: number;
                views: number;
                /** @description Distinct readers per day (a visitor's hash changes daily); a total sums the days */
                visitors: number;
                zero_result_searches: number;
            }[];
            /** Format: date */
            from: string;
            /** Format: date */
            to: string;
            totals: {
                helpful: number;
                /** @description Share of helpful votes, one decimal; null without votes */
                helpful_percent: number | null;
                /** @description Visits to addresses of the site that named no page */
                not_found: number;
                not_helpful: number;
                /** @description Ask AI questions */
                questions: number;
                search_clicks: number;
                searches: number;
                /** @description Questions the docs could not answer */
                unanswered: number;
                views: number;
                /** @description Distinct readers per day (a visitor's hash changes daily); a total sums the days */
                visitors: number;
                zero_result_searches: number;
            };
            /** @description The version reported on; null for all */
            version_id: string | null;
        };
        ApiDescription: {
            /** @description The section holding the reference */
            section_id: string;
            /** @description The document as last synced: JSON or YAML text */
            source: string;
            /** Format: date-time */
            synced_at: string;
            /** @description The address it is fetched from on a re-sync; null when it was sent inline */
            url: string | null;
            version_id: string;
        };
        ApiSyncReport: {
            added: {
                entry_id: string;
                /** @enum {string} */
                kind: "page" | "folder";
                /** @description The operation id (or `METHOD /path`), `tags/<name>` for a tag's folder, `info` for the overview */
                source_path?: string;
                title: string;
            }[];
            api: {
                /** @description The description's format version, e.g. 3.1.0 or 2.0 */
                openapi_version: string;
                title: string;
                version: string;
            };
            /** @description Written by hand (or holding pages written by hand): left alone */
            kept: {
                entry_id: string;
                /** @enum {string} */
                kind: "page" | "folder";
                /** @description The operation id (or `METHOD /path`), `tags/<name>` for a tag's folder, `info` for the overview */
                source_path?: string;
                title: string;
            }[];
            operation_count: number;
            removed: {
                entry_id: string;
                /** @enum {string} */
                kind: "page" | "folder";
                /** @description The operation id (or `METHOD /path`), `tags/<name>` for a tag's folder, `info` for the overview */
                source_path?: string;
                title: string;
            }[];
            section_id: string;
            unchanged_count: number;
            /** @description Regenerated */
            updated: {
                /** @description Marked custom regions carried over */
                custom_regions: number;
                entry_id: string;
                /** @enum {string} */
                kind: "page" | "folder";
                /** @description The operation id (or `METHOD /path`), `tags/<name>` for a tag's folder, `info` for the overview */
                source_path?: string;
                title: string;
            }[];
            version_id: string;
        };
        /**
         * @example {
         *       "asset_id": "a1b2c3d4-e5f6-4a7b-8c9d-0e1f2a3b4c5d",
         *       "documentation_id": "5f1e2d3c-4b5a-4978-8a6b-7c8d9e0f1a2b",
         *       "filename": "architecture.png",
         *       "content_type": "image/png",
         *       "size": 48213,
         *       "alt_text": "The services and the queues between them",
         *       "sha256": "3a7bd3e2360a3d29eea436fcfb7e44c735d117c42d1c1835420b6b9942dd4f1b",
         *       "url": "/api/v1/documentation/0b7c4f8e-2d1a-4c3b-9e5f-6a7d8c9b0e1f/5f1e2d3c-4b5a-4978-8a6b-7c8d9e0f1a2b/asset/a1b2c3d4-e5f6-4a7b-8c9d-0e1f2a3b4c5d/file",
         *       "uploaded_at": "2026-11-18T13:05:00.000Z",
         *       "updated_at": "2026-11-18T13:05:00.000Z"
         *     }
         */
        Asset: {
            alt_text: string;
            asset_id: string;
            /**
             * @description Detected from the bytes; the file name's extension agrees
             * @enum {string}
             */
            content_type: "image/png" | "image/jpeg" | "image/gif" | "image/svg+xml" | "application/pdf";
            documentation_id: string;
            filename: string;
            /** @description Hex digest of the bytes; the file's ETag */
            sha256: string;
            /** @description Bytes */
            size: number;
            /** Format: date-time */
            updated_at: string;
            /** Format: date-time */
            uploaded_at: string;
            /** @description Path of the file's bytes (`GET …/asset/{asset_id}/file`) */
            url: string;
        };
        /**
         * @example {
         *       "entry_id": "6f7a8b9c-0d1e-4f2a-9b3c-4d5e6f7a8b9d",
         *       "created_at": "2026-11-20T08:00:00.000Z",
         *       "actor_type": "user",
         *       "actor_id": "7d6c5b4a-3f2e-4d1c-9b0a-8f7e6d5c4b3a",
         *       "actor_user_id": "7d6c5b4a-3f2e-4d1c-9b0a-8f7e6d5c4b3a",
         *       "action": "tokens.manage:POST",
         *       "route": "POST /api/v1/organization/{organization_id}/tokens",
         *       "summary": "Create an organization token",
         *       "targets": {
         *         "organization_id": "0b7c4f8e-2d1a-4c3b-9e5f-6a7d8c9b0e1f",
         *         "api_token_id": "2a3b4c5d-6e7f-4a8b-9c0d-1e2f3a4b5c6d"
         *       },
         *       "request_id": "0f9e8d7c-6b5a-4493-8271-605f4e3d2c1b",
         *       "client_hash": "b5d4045c3f466fa91fe2cc6abe79232a1a57cdf104f7a26e716e0a1e2789df78"
         *     }
         * @example {
         *       "entry_id": "7a8b9c0d-1e2f-4a3b-8c4d-5e6f7a8b9c0e",
         *       "created_at": "2026-11-25T14:00:09.000Z",
         *       "actor_type": "job",
         *       "actor_id": "3e4f5a6b-7c8d-4e9f-8a0b-1c2d3e4f5a6b",
         *       "actor_user_id": "7d6c5b4a-3f2e-4d1c-9b0a-8f7e6d5c4b3a",
         *       "action": "job:publish-documentation",
         *       "route": null,
         *       "summary": "Publish a project",
         *       "targets": {
         *         "documentation_id": "5f1e2d3c-4b5a-4978-8a6b-7c8d9e0f1a2b",
         *         "job_id": "3e4f5a6b-7c8d-4e9f-8a0b-1c2d3e4f5a6b"
         *       },
         *       "request_id": "3e4f5a6b-7c8d-4e9f-8a0b-1c2d3e4f5a6b",
         *       "client_hash": null
         *     }
         */
        AuditEntry: {
            /** @description The permission the route requires and the method (`tokens.manage:POST`), or `job:<function>` */
            action: string;
            /** @description The user, token or job */
            actor_id: string;
            /**
             * @description A dashboard session's user, an API token, a background job, or the internal caller
             * @enum {string}
             */
            actor_type: "user" | "token" | "job" | "internal";
            /** @description The user behind a token, or who started a job */
            actor_user_id: string | null;
            /** @description A keyed hash of the client's address, never the address itself */
            client_hash: string | null;
            /** Format: date-time */
            created_at: string;
            entry_id: string;
            request_id: string;
            /** @description Method and path template (`POST /api/v1/organization/{organization_id}/tokens`); null for jobs */
            route: string | null;
            /** @description What the change was, in words: the route's or the job's summary (`Create an organization token`); null in entries recorded before summaries were */
            summary: string | null;
            /** @description Named ids: the path's parameters and the rows the change created */
            targets: {
                [key: string]: string;
            };
        };
        /**
         * @example {
         *       "backup_id": "4c5d6e7f-8a9b-4c0d-8e1f-2a3b4c5d6e7f",
         *       "timestamp": "2026-11-25T18:00:00.000Z",
         *       "status": "queued",
         *       "commit": null,
         *       "branch": "docs-platform/5f1e2d3c-4b5a-4978-8a6b-7c8d9e0f1a2b",
         *       "repository_url": "https://github.com/acme/handbook-backup.git",
         *       "job_id": "1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d",
         *       "error": null,
         *       "created_at": "2026-11-25T18:00:00.000Z",
         *       "completed_at": null
         *     }
         * @example {
         *       "backup_id": "4c5d6e7f-8a9b-4c0d-8e1f-2a3b4c5d6e7f",
         *       "timestamp": "2026-11-25T18:00:12.000Z",
         *       "status": "completed",
         *       "commit": "9fceb02d0ae598e95dc970b74767f19372d61af8",
         *       "branch": "docs-platform/5f1e2d3c-4b5a-4978-8a6b-7c8d9e0f1a2b",
         *       "repository_url": "https://github.com/acme/handbook-backup.git",
         *       "job_id": "1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d",
         *       "error": null,
         *       "created_at": "2026-11-25T18:00:00.000Z",
         *       "completed_at": "2026-11-25T18:00:12.000Z"
         *     }
         */
        Backup: {
            backup_id: string;
            branch: string;
            /** @description The commit's SHA, once completed */
            commit: string | null;
            /** Format: date-time */
            completed_at: string | null;
            /** Format: date-time */
            created_at: string;
            /** @description Why it failed, when it did */
            error: string | null;
            job_id: string;
            repository_url: string;
            /** @enum {string} */
            status: "queued" | "in_progress" | "completed" | "failed";
            /**
             * Format: date-time
             * @description When it completed, else when it started
             */
            timestamp: string;
        };
        /**
         * @example {
         *       "repository_url": "https://github.com/acme/handbook-backup.git",
         *       "branch": "docs-platform/5f1e2d3c-4b5a-4978-8a6b-7c8d9e0f1a2b",
         *       "username": "x-access-token",
         *       "has_token": true,
         *       "updated_at": "2026-11-20T08:30:00.000Z"
         *     }
         */
        BackupRepository: {
            branch: string;
            has_token: boolean;
            repository_url: string;
            /** Format: date-time */
            updated_at: string;
            /** @description The user name sent with the token; null without a token */
            username: string | null;
        };
        /**
         * @example {
         *       "documentation_id": "5f1e2d3c-4b5a-4978-8a6b-7c8d9e0f1a2b",
         *       "status": "pending",
         *       "init_source": "blank",
         *       "version_id": "9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d",
         *       "section_id": "e95ae70e-82ca-4f31-be83-19c57c3c42c1",
         *       "entry_id": "f18dd80c-c0fa-4ccf-9635-0b4af987d761"
         *     }
         */
        BlankProject: {
            documentation_id: string;
            /** @description Its introduction page */
            entry_id: string;
            /** @constant */
            init_source: "blank";
            /** @description The "Getting started" section */
            section_id: string;
            /** @constant */
            status: "pending";
            version_id: string;
        };
        BrokenLinks: {
            /** @description Every broken link found */
            count: number;
            /** @description The first 100, in reading order */
            items: {
                /** @description Site path of the page holding the link */
                page: string;
                /** @enum {string} */
                reason: "missing page" | "missing anchor";
                /** @description The link as the page writes it */
                target: string;
            }[];
        };
        /**
         * @example {
         *       "changelog_id": "3b4c5d6e-7f8a-4b9c-8d0e-1f2a3b4c5d6f",
         *       "title": "Dark mode",
         *       "body": "The published docs now follow the reader's system theme, with a switch in the header.",
         *       "version_id": "9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d",
         *       "published_at": "2026-11-25T09:00:00.000Z",
         *       "created_at": "2026-11-24T17:30:00.000Z",
         *       "updated_at": "2026-11-24T17:30:00.000Z"
         *     }
         */
        Changelog: {
            body: string;
            changelog_id: string;
            /** Format: date-time */
            created_at: string;
            /**
             * Format: date-time
             * @description When it appears; a future time schedules it
             */
            published_at: string;
            title: string;
            /** Format: date-time */
            updated_at: string;
            /** @description The documentation version it is about, if any */
            version_id: string | null;
        };
        /**
         * @example {
         *       "change_request_id": "5c6d7e8f-9a0b-4c1d-8e2f-3a4b5c6d7e8f",
         *       "version_id": "9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d",
         *       "user_id": "7d6c5b4a-3f2e-4d1c-9b0a-8f7e6d5c4b3a",
         *       "entry_id": "e1f2a3b4-c5d6-4e7f-8a9b-0c1d2e3f4a5b",
         *       "title": "Document the v2 login flow",
         *       "description": "Rewrites Install and adds SSO.",
         *       "status": "open",
         *       "author_id": "7d6c5b4a-3f2e-4d1c-9b0a-8f7e6d5c4b3a",
         *       "reviewers": [],
         *       "approvals": 0,
         *       "required_approvals": 1,
         *       "changes_requested": false,
         *       "merged_by": null,
         *       "merged_at": null,
         *       "closed_at": null,
         *       "created_at": "2026-11-26T10:00:00.000Z",
         *       "updated_at": "2026-11-26T10:00:00.000Z"
         *     }
         */
        ChangeRequest: {
            /** @description Members other than the author whose latest review approves */
            approvals: number;
            author_id: string | null;
            change_request_id: string;
            /** @description Whether a member's latest review requests changes */
            changes_requested: boolean;
            /** Format: date-time */
            closed_at: string | null;
            /** Format: date-time */
            created_at: string;
            description: string | null;
            /** Format: date-time */
            merged_at: string | null;
            merged_by: string | null;
            /** @description The project's `change_requests.required_approvals` setting */
            required_approvals: number;
            /** @description User ids asked to review */
            reviewers: string[];
            /** @enum {string} */
            status: "open" | "merged" | "closed";
            title: string;
            /** Format: date-time */
            updated_at: string;
            version_id: string;
        };
        ChangeRequestComment: {
            author_id: string | null;
            body: string;
            comment_id: string;
            /** Format: date-time */
            created_at: string;
            entry_id: string | null;
            line: number | null;
            parent_id: string | null;
            resolved: boolean;
            resolved_by: string | null;
            /** @enum {string|null} */
            side: "old" | "new" | null;
        };
        ChangeRequestDiff: {
            change_request_id: string;
            entries: {
                additions: number;
                after: {
                    kind: string;
                    metadata: unknown;
                    order: number;
                    parent_id: string | null;
                    section_id: string;
                    slug: string;
                    title: string;
                } | null;
                before: {
                    kind: string;
                    metadata: unknown;
                    order: number;
                    parent_id: string | null;
                    section_id: string;
                    slug: string;
                    title: string;
                } | null;
                /** @enum {string} */
                change: "added" | "removed" | "moved" | "changed";
                deletions: number;
                entry_id: string;
                /** @description The fields that differ from the base */
                fields: string[];
                /** @description Every line of the page, before and after (empty when the content did not change) */
                lines: {
                    new_line: number | null;
                    old_line: number | null;
                    text: string;
                    /** @enum {string} */
                    type: "context" | "added" | "removed";
                }[];
                /** @description The main draft changed this entry since the change request branched it */
                main_changed: boolean;
                moved: boolean;
            }[];
            sections: {
                after: {
                    parent_id: string | null;
                    slug: string;
                    title: string;
                } | null;
                before: {
                    parent_id: string | null;
                    slug: string;
                    title: string;
                } | null;
                /** @enum {string} */
                change: "added" | "removed" | "moved" | "changed";
                /** @description The fields that differ from the base */
                fields: string[];
                section_id: string;
            }[];
        };
        ChangeRequestMerge: {
            change_request: components["schemas"]["ChangeRequest"];
            entries: {
                created: number;
                deleted: number;
                updated: number;
            };
            sections: {
                created: number;
                deleted: number;
                updated: number;
            };
        };
        ChangeRequestReview: {
            body: string | null;
            /** Format: date-time */
            created_at: string;
            review_id: string;
            reviewer_id: string;
            /** @enum {string} */
            state: "approved" | "changes_requested";
        };
        CreatedEntries: {
            entries: {
                entry_id: string;
                order: number;
                parent_id: string | null;
                /** @description The `ref` the request gave the entry */
                ref: string | null;
                slug: string;
            }[];
            section_id: string;
        };
        /**
         * @example {
         *       "webhook_id": "6e7f8a9b-0c1d-4e2f-8a3b-4c5d6e7f8a9b",
         *       "organization_id": "0b7c4f8e-2d1a-4c3b-9e5f-6a7d8c9b0e1f",
         *       "url": "https://hooks.acme.example/docs-platform",
         *       "description": "Deploy notifications",
         *       "event_types": [
         *         "publish.completed",
         *         "publish.failed"
         *       ],
         *       "active": true,
         *       "disabled_at": null,
         *       "consecutive_failures": 0,
         *       "failing_since": null,
         *       "created_at": "2026-11-10T08:00:00.000Z",
         *       "updated_at": "2026-11-10T08:00:00.000Z",
         *       "secret": "whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw"
         *     }
         */
        CreatedWebhook: {
            active: boolean;
            consecutive_failures: number;
            /** Format: date-time */
            created_at: string;
            description: string;
            /**
             * Format: date-time
             * @description When the platform turned the webhook off after repeated failures
             */
            disabled_at: string | null;
            /** @description Types delivered; empty for every type */
            event_types: string[];
            /** Format: date-time */
            failing_since: string | null;
            organization_id: string;
            /** @description The signing secret (`whsec_…`) */
            secret: string;
            /** Format: date-time */
            updated_at: string;
            url: string;
            webhook_id: string;
        };
        Customer: {
            /** Format: date-time */
            created_at: string;
            /** @description Whether its published documentation is served */
            documentation_active: boolean;
            name: string;
            organization_id: string;
            plan: string;
            slug: string;
            /** @enum {string} */
            status: "pending" | "active";
            subscription_status: string;
        };
        /**
         * @example {
         *       "confirmation_required": true,
         *       "customer_email": "lin@customer.example",
         *       "code_expires_at": "2026-11-26T10:15:00.000Z"
         *     }
         */
        CustomerCodeSent: {
            /**
             * Format: date-time
             * @description Until when the mailed code is good; send it back as `code` to start the session
             */
            code_expires_at: string;
            /** @constant */
            confirmation_required: true;
            customer_email: string;
        };
        CustomerOverview: {
            billing_email: string;
            /** Format: date-time */
            created_at: string;
            /** @description Whether its published documentation is served */
            documentation_active: boolean;
            /** @description The plan's limits; null where unlimited */
            limits: {
                ai_credits: number | null;
                members: number | null;
                projects: number | null;
                publishes: number | null;
                storage_bytes: number | null;
            };
            metrics: {
                ai_credits_this_cycle: number;
                /**
                 * Format: date-time
                 * @description The latest of its own change, an event, an edited entry or a new member
                 */
                last_activity_at: string;
                /** @description Active members */
                members: number;
                pages: number;
                pending_invitations: number;
                projects: number;
                publishes_this_cycle: number;
                storage_bytes: number;
            };
            name: string;
            organization_id: string;
            plan: string;
            slug: string;
            /** @enum {string} */
            status: "pending" | "active";
            subscription_status: string;
        };
        /**
         * @example {
         *       "token": "dp_cus_Qk4vN8mZ2rT6yW1pS9xL3cB7hJ5dF0gA",
         *       "customer_email": "lin@customer.example",
         *       "expires_at": "2026-12-26T10:00:00.000Z"
         *     }
         */
        CustomerSession: {
            customer_email: string;
            /** Format: date-time */
            expires_at: string;
            /** @description The customer session token (`dp_cus_…`), sent as `Authorization: Bearer`; shown once */
            token: string;
        };
        DevicePushSubscription: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            channel: "device";
            /** Format: date-time */
            created_at: string;
            /** @description False for device tokens, kept until a delivery provider is configured */
            deliverable: boolean;
            /** @enum {string} */
            delivery_status: "active" | "failing" | "no_provider";
            device_token: string;
            /** Format: date-time */
            last_delivered_at: string | null;
            /** @description Why the last delivery failed; cleared by subscribing again */
            last_error: string | null;
            organization_id: string;
            /** @enum {string} */
            platform: "ios" | "android" | "web";
            /** @description Only this project's events are pushed; null for every event of the organization */
            project_id: string | null;
            subscription_id: string;
        };
        /**
         * @example {
         *       "documentation_id": "5f1e2d3c-4b5a-4978-8a6b-7c8d9e0f1a2b",
         *       "organization_id": "0b7c4f8e-2d1a-4c3b-9e5f-6a7d8c9b0e1f",
         *       "name": "Handbook",
         *       "slug": "handbook",
         *       "description": "How to install, configure and run Acme",
         *       "status": "active",
         *       "init_source": "template",
         *       "is_public": true,
         *       "locked": false,
         *       "config": {
         *         "name": "Handbook",
         *         "slug": "handbook",
         *         "description": "How to install, configure and run Acme",
         *         "is_public": true,
         *         "theme": {
         *           "primary_color": "#2563eb",
         *           "appearance": "system"
         *         },
         *         "logo_asset_id": null,
         *         "favicon_asset_id": null,
         *         "navigation": {
         *           "show_breadcrumbs": true,
         *           "links": [
         *             {
         *               "label": "Status",
         *               "url": "https://status.acme.example"
         *             }
         *           ]
         *         },
         *         "custom_domain": "docs.acme.example",
         *         "search": {
         *           "enabled": true,
         *           "placeholder": "Search the handbook"
         *         },
         *         "publishing": {
         *           "fail_on_broken_links": true
         *         },
         *         "ask_ai": null,
         *         "openapi_sync": null,
         *         "change_requests": {
         *           "required_approvals": 1
         *         },
         *         "banner": {
         *           "message": "Version 3 is out.",
         *           "link": {
         *             "label": "What's new",
         *             "url": "https://acme.example/blog/v3"
         *           }
         *         },
         *         "variables": {
         *           "product": "Acme",
         *           "release": "3.2.0"
         *         },
         *         "footer": {
         *           "columns": [
         *             {
         *               "title": "Product",
         *               "links": [
         *                 {
         *                   "label": "Pricing",
         *                   "url": "https://acme.example/pricing"
         *                 },
         *                 {
         *                   "label": "Changelog",
         *                   "url": "https://acme.example/changelog"
         *                 }
         *               ]
         *             }
         *           ],
         *           "links": [
         *             {
         *               "label": "Blog",
         *               "url": "https://acme.example/blog"
         *             }
         *           ],
         *           "socials": {
         *             "github": "https://github.com/acme"
         *           },
         *           "copyright": "© 2026 Acme, Inc."
         *         },
         *         "password_protected": false
         *       },
         *       "created_at": "2026-11-02T09:30:00.000Z",
         *       "updated_at": "2026-11-25T14:00:09.000Z"
         *     }
         */
        Documentation: {
            config: components["schemas"]["DocumentationConfig"];
            /** Format: date-time */
            created_at: string;
            description: string | null;
            documentation_id: string;
            /**
             * @description Where its first content came from
             * @enum {string|null}
             */
            init_source: "blank" | "template" | "ai" | "openapi" | "repository" | "files" | "website" | null;
            is_public: boolean;
            /** @description Whether a backup restore holds the project; writes answer 423 meanwhile */
            locked: boolean;
            name: string;
            organization_id: string;
            slug: string;
            /**
             * @description `uninitialized` until an initializer gives it content, `pending` until its first publish
             * @enum {string}
             */
            status: "uninitialized" | "pending" | "active";
            /** Format: date-time */
            updated_at: string;
        };
        DocumentationActive: {
            /** @description Whether its published documentation is served now */
            documentation_active: boolean;
            organization_id: string;
        };
        /**
         * @example {
         *       "name": "Handbook",
         *       "slug": "handbook",
         *       "description": "How to install, configure and run Acme",
         *       "is_public": true,
         *       "theme": {
         *         "primary_color": "#2563eb",
         *         "appearance": "system"
         *       },
         *       "logo_asset_id": null,
         *       "favicon_asset_id": null,
         *       "navigation": {
         *         "show_breadcrumbs": true,
         *         "links": [
         *           {
         *             "label": "Status",
         *             "url": "https://status.acme.example"
         *           }
         *         ]
         *       },
         *       "custom_domain": "docs.acme.example",
         *       "search": {
         *         "enabled": true,
         *         "placeholder": "Search the handbook"
         *       },
         *       "publishing": {
         *         "fail_on_broken_links": true
         *       },
         *       "ask_ai": null,
         *       "openapi_sync": null,
         *       "change_requests": {
         *         "required_approvals": 1
         *       },
         *       "banner": {
         *         "message": "Version 3 is out.",
         *         "link": {
         *           "label": "What's new",
         *           "url": "https://acme.example/blog/v3"
         *         }
         *       },
         *       "variables": {
         *         "product": "Acme",
         *         "release": "3.2.0"
         *       },
         *       "footer": {
         *         "columns": [
         *           {
         *             "title": "Product",
         *             "links": [
         *               {
         *                 "label": "Pricing",
         *                 "url": "https://acme.example/pricing"
         *               },
         *               {
         *                 "label": "Changelog",
         *                 "url": "https://acme.example/changelog"
         *               }
         *             ]
         *           }
         *         ],
         *         "links": [
         *           {
         *             "label": "Blog",
         *             "url": "https://acme.example/blog"
         *           }
         *         ],
         *         "socials": {
         *           "github": "https://github.com/acme"
         *         },
         *         "copyright": "© 2026 Acme, Inc."
         *       },
         *       "password_protected": false
         *     }
         */
        DocumentationConfig: {
            ask_ai: {
                enabled?: boolean;
            } | null;
            banner: {
                dismissible?: boolean;
                link?: {
                    label: string;
                    /** Format: uri */
                    url: string;
                };
                message: string;
            } | null;
            change_requests: {
                required_approvals: number;
            } | null;
            custom_domain: string | null;
            description: string | null;
            favicon_asset_id: string | null;
            footer: {
                columns?: {
                    links: {
                        label: string;
                        /** Format: uri */
                        url: string;
                    }[];
                    title: string;
                }[];
                copyright?: string;
                links?: {
                    label: string;
                    /** Format: uri */
                    url: string;
                }[];
                socials?: {
                    /** Format: uri */
                    bluesky?: string;
                    /** Format: uri */
                    discord?: string;
                    /** Format: uri */
                    github?: string;
                    /** Format: uri */
                    gitlab?: string;
                    /** Format: uri */
                    mastodon?: string;
                    /** Format: uri */
                    reddit?: string;
                    /** Format: uri */
                    stackoverflow?: string;
                    /** Format: uri */
                    x?: string;
                    /** Format: uri */
                    youtube?: string;
                };
            } | null;
            is_public: boolean;
            logo_asset_id: string | null;
            name: string;
            navigation: {
                collapse_sections?: boolean;
                links?: {
                    label: string;
                    /** Format: uri */
                    url: string;
                }[];
                show_breadcrumbs?: boolean;
                show_edit_links?: boolean;
                show_table_of_contents?: boolean;
                show_version_switcher?: boolean;
            } | null;
            openapi_sync: {
                enabled: boolean;
                interval_hours?: number;
            } | null;
            /** @description Whether readers of the published site must enter a password (never returned itself) */
            password_protected: boolean;
            publishing: {
                fail_on_broken_links?: boolean;
            } | null;
            search: {
                enabled?: boolean;
                include_deprecated_versions?: boolean;
                placeholder?: string;
            } | null;
            slug: string;
            theme: {
                accent_color?: string;
                /** @enum {string} */
                appearance?: "light" | "dark" | "system";
                background_color?: string;
                font_family?: string;
                primary_color?: string;
                text_color?: string;
            } | null;
            /** @description Values pages write as {{ name }}, applied when the project is published */
            variables: {
                [key: string]: string;
            } | null;
        };
        /**
         * @example {
         *       "entry_id": "e1f2a3b4-c5d6-4e7f-8a9b-0c1d2e3f4a5b",
         *       "section_id": "c3d4e5f6-a7b8-4c9d-8e0f-1a2b3c4d5e6f",
         *       "parent_id": "f2a3b4c5-d6e7-4f8a-9b0c-1d2e3f4a5b6c",
         *       "kind": "page",
         *       "title": "Install",
         *       "slug": "install",
         *       "order": 0,
         *       "metadata": {
         *         "description": "Install the command line",
         *         "tags": [
         *           "setup"
         *         ]
         *       },
         *       "revision": 3,
         *       "updated_by": "7d6c5b4a-3f2e-4d1c-9b0a-8f7e6d5c4b3a",
         *       "created_at": "2026-11-03T10:00:00.000Z",
         *       "updated_at": "2026-11-21T15:47:09.000Z",
         *       "content": "Run the installer:\n\n```bash\nnpm install --global acme-cli\n```\n"
         *     }
         */
        Entry: {
            content: string;
            /** Format: date-time */
            created_at: string;
            entry_id: string;
            /** @enum {string} */
            kind: "page" | "folder";
            /** @description Known metadata: description, icon, hidden, tags, sidebar_title, source, source_path */
            metadata: {
                [key: string]: unknown;
            };
            order: number;
            parent_id: string | null;
            /** @description Increases with every change; the ETag names it */
            revision: number;
            section_id: string;
            slug: string;
            title: string;
            /** Format: date-time */
            updated_at: string;
            updated_by: string | null;
        };
        /**
         * @example {
         *       "entry_id": "e1f2a3b4-c5d6-4e7f-8a9b-0c1d2e3f4a5b",
         *       "section_id": "c3d4e5f6-a7b8-4c9d-8e0f-1a2b3c4d5e6f",
         *       "parent_id": "f2a3b4c5-d6e7-4f8a-9b0c-1d2e3f4a5b6c",
         *       "kind": "page",
         *       "title": "Install",
         *       "slug": "install",
         *       "order": 0,
         *       "metadata": {
         *         "description": "Install the command line",
         *         "tags": [
         *           "setup"
         *         ]
         *       },
         *       "revision": 3,
         *       "updated_by": "7d6c5b4a-3f2e-4d1c-9b0a-8f7e6d5c4b3a",
         *       "created_at": "2026-11-03T10:00:00.000Z",
         *       "updated_at": "2026-11-21T15:47:09.000Z"
         *     }
         */
        EntrySummary: {
            /** Format: date-time */
            created_at: string;
            entry_id: string;
            /** @enum {string} */
            kind: "page" | "folder";
            /** @description Known metadata: description, icon, hidden, tags, sidebar_title, source, source_path */
            metadata: {
                [key: string]: unknown;
            };
            order: number;
            parent_id: string | null;
            /** @description Increases with every change; the ETag names it */
            revision: number;
            section_id: string;
            slug: string;
            title: string;
            /** Format: date-time */
            updated_at: string;
            updated_by: string | null;
        };
        EntryTree: {
            children: components["schemas"]["EntryTreeNode"][];
            /** @description Increases with every change of the section's entries; the ETag names it */
            revision: number;
            section_id: string;
        };
        EntryTreeNode: {
            children: components["schemas"]["EntryTreeNode"][];
            entry_id: string;
            /**
             * @description Present when the entry is hidden from the navigation
             * @constant
             */
            hidden?: true;
            /** @description The metadata's icon, when set */
            icon?: string;
            /** @enum {string} */
            kind: "page" | "folder";
            order: number;
            slug: string;
            title: string;
        };
        /**
         * @example {
         *       "event_id": "8b9c0d1e-2f3a-4b4c-9d5e-6f7a8b9c0d1f",
         *       "organization_id": "0b7c4f8e-2d1a-4c3b-9e5f-6a7d8c9b0e1f",
         *       "project_id": "5f1e2d3c-4b5a-4978-8a6b-7c8d9e0f1a2b",
         *       "type": "publish.completed",
         *       "description": "published 42 pages.",
         *       "metadata": {
         *         "job_id": "3e4f5a6b-7c8d-4e9f-8a0b-1c2d3e4f5a6b",
         *         "snapshot_id": "6b7c8d9e-0f1a-4b2c-9d3e-4f5a6b7c8d9e",
         *         "page_count": 42
         *       },
         *       "actor_user_id": "7d6c5b4a-3f2e-4d1c-9b0a-8f7e6d5c4b3a",
         *       "created_at": "2026-11-25T14:00:09.000Z"
         *     }
         * @example {
         *       "event_id": "9c0d1e2f-3a4b-4c5d-8e6f-7a8b9c0d1e2a",
         *       "organization_id": "0b7c4f8e-2d1a-4c3b-9e5f-6a7d8c9b0e1f",
         *       "project_id": null,
         *       "type": "member.joined",
         *       "description": "ada@acme.example joined as reader.",
         *       "metadata": {
         *         "user_id": "7d6c5b4a-3f2e-4d1c-9b0a-8f7e6d5c4b3a",
         *         "email": "ada@acme.example",
         *         "role": "reader"
         *       },
         *       "actor_user_id": "7d6c5b4a-3f2e-4d1c-9b0a-8f7e6d5c4b3a",
         *       "created_at": "2026-11-12T09:00:00.000Z"
         *     }
         */
        Event: {
            actor_user_id: string | null;
            /** Format: date-time */
            created_at: string;
            description: string;
            event_id: string;
            /** @description The JSON object the event was recorded with */
            metadata: {
                [key: string]: unknown;
            };
            organization_id: string;
            /** @description Null for organization-wide events (`member.joined`) */
            project_id: string | null;
            /** @description `deploy.finished`, `member.joined`, … */
            type: string;
        };
        /**
         * @example {
         *       "feature": "custom_domain",
         *       "enabled": true,
         *       "plan": "pro"
         *     }
         */
        FeatureCheck: {
            /** @description True when the value is true, a positive number or a non-empty text */
            enabled: boolean;
            /** @enum {string} */
            feature: "custom_domain" | "remove_branding" | "analytics" | "ai_assistant" | "git_sync" | "password_protection" | "sso" | "feedback_portal" | "support_level";
            /** @description The organization's plan (`free`, `pro`, `business`) */
            plan: string;
        };
        /**
         * @example {
         *       "feature": "support_level",
         *       "value": "standard",
         *       "plan": "pro"
         *     }
         */
        FeatureValue: {
            /** @enum {string} */
            feature: "custom_domain" | "remove_branding" | "analytics" | "ai_assistant" | "git_sync" | "password_protection" | "sso" | "feedback_portal" | "support_level";
            /** @description The organization's plan (`free`, `pro`, `business`) */
            plan: string;
            /** @description What the plan includes: a switch, a level (`support_level`) or an amount */
            value: boolean | string | number;
        };
        /**
         * @example {
         *       "idea_id": "1f2e3d4c-5b6a-4798-8a9b-0c1d2e3f4a5b",
         *       "title": "Dark mode for the reader",
         *       "description": "Our readers work at night; a dark theme for the published docs would help.",
         *       "customer_email": "lin@customer.example",
         *       "status": "backlog",
         *       "created_at": "2026-11-14T20:12:00.000Z"
         *     }
         * @example {
         *       "idea_id": "1f2e3d4c-5b6a-4798-8a9b-0c1d2e3f4a5b",
         *       "title": "Dark mode for the reader",
         *       "description": "Our readers work at night; a dark theme for the published docs would help.",
         *       "customer_email": "lin@customer.example",
         *       "status": "approved",
         *       "created_at": "2026-11-14T20:12:00.000Z"
         *     }
         */
        FeedbackIdea: {
            /** Format: date-time */
            created_at: string;
            customer_email: string;
            description: string;
            idea_id: string;
            /**
             * @description `backlog` until an administrator approves it onto the roadmap or declines it
             * @enum {string}
             */
            status: "backlog" | "approved" | "declined";
            title: string;
        };
        /**
         * @example {
         *       "id": "1e2f3a4b-5c6d-4e7f-8a9b-0c1d2e3f4a5c",
         *       "path": "/getting-started/install",
         *       "version_id": "9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d",
         *       "title": "Install the CLI",
         *       "entry_id": "e1f2a3b4-c5d6-4e7f-8a9b-0c1d2e3f4a5b",
         *       "helpful": false,
         *       "comment": "The Windows steps are missing.",
         *       "created_at": "2026-11-24T10:21:00.000Z"
         *     }
         */
        FeedbackReport: {
            comment: string | null;
            /** Format: date-time */
            created_at: string;
            entry_id: string | null;
            helpful: boolean;
            id: string;
            path: string;
            title: string | null;
            version_id: string | null;
        };
        /**
         * @example {
         *       "ideas_enabled": true,
         *       "public_roadmap": true,
         *       "confirm_customer_emails": false,
         *       "title_max_length": 150,
         *       "description_max_length": 5000,
         *       "rate_limit": {
         *         "per_customer": 5,
         *         "per_address": 20,
         *         "window_seconds": 3600
         *       },
         *       "statuses": [
         *         {
         *           "status": "planned",
         *           "label": "Planned"
         *         },
         *         {
         *           "status": "in_progress",
         *           "label": "In progress"
         *         },
         *         {
         *           "status": "shipped",
         *           "label": "Shipped"
         *         }
         *       ]
         *     }
         */
        FeedbackSettings: {
            /** @description Whether visitors confirm their email with a mailed code before they may vote or submit ideas */
            confirm_customer_emails: boolean;
            description_max_length: number;
            /** @description Whether customers may submit ideas */
            ideas_enabled: boolean;
            /** @description Whether the roadmap is public at /roadmap/{organization slug} */
            public_roadmap: boolean;
            /** @description Ideas allowed per customer email and per client address in one window */
            rate_limit: {
                per_address: number;
                per_customer: number;
                window_seconds: number;
            };
            /** @description The roadmap's columns, in order */
            statuses: {
                label: string;
                /** @enum {string} */
                status: "planned" | "in_progress" | "shipped";
            }[];
            title_max_length: number;
        };
        /**
         * @example {
         *       "documentation_id": "5f1e2d3c-4b5a-4978-8a6b-7c8d9e0f1a2b",
         *       "status": "pending",
         *       "init_source": "files",
         *       "version_id": "9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d",
         *       "sections": [
         *         {
         *           "section_id": "d47523c4-8100-498f-ba5a-9074f602ab53",
         *           "title": "Guides",
         *           "slug": "guides",
         *           "entry_ids": [
         *             "162c3282-fcfa-4c11-8f17-510f1f21fd3a",
         *             "17a1aeb0-07c4-41a1-b34c-91078add17a2"
         *           ]
         *         }
         *       ],
         *       "entry_count": 2,
         *       "imported_files": 2,
         *       "skipped": [
         *         {
         *           "path": "guides/diagram.png",
         *           "reason": "not_markdown"
         *         }
         *       ]
         *     }
         */
        FilesProject: {
            documentation_id: string;
            entry_count: number;
            /** @description Markdown files that became pages */
            imported_files: number;
            /** @enum {string} */
            init_source: "blank" | "template" | "ai" | "openapi" | "repository" | "files" | "website";
            sections: {
                /** @description Parents before their children */
                entry_ids: string[];
                section_id: string;
                slug: string;
                title: string;
            }[];
            skipped: {
                path: string;
                /** @enum {string} */
                reason: "not_markdown" | "hidden" | "not_utf8";
            }[];
            /**
             * @description Initialized, not yet published
             * @constant
             */
            status: "pending";
            /** @description The project's first version, its default */
            version_id: string;
        };
        GeneratedImage: {
            alt_text: string;
            asset_id: string;
            /**
             * @description Detected from the bytes; the file name's extension agrees
             * @enum {string}
             */
            content_type: "image/png" | "image/jpeg" | "image/gif" | "image/svg+xml" | "application/pdf";
            credits_used: number;
            documentation_id: string;
            filename: string;
            model: string;
            /** @description Hex digest of the bytes; the file's ETag */
            sha256: string;
            /** @description Bytes */
            size: number;
            /** @enum {string} */
            style: "diagram" | "illustration" | "icon" | "photo" | "screenshot";
            /** Format: date-time */
            updated_at: string;
            /** Format: date-time */
            uploaded_at: string;
            /** @description Path of the file's bytes (`GET …/asset/{asset_id}/file`) */
            url: string;
        };
        /**
         * @example {
         *       "authorize_url": "https://github.com/login/oauth/authorize?client_id=Iv1.8a61f9b3a7aba766&scope=repo&state=eyJvIjoiMGI3YzRmOGUiLCJ1IjoiN2Q2YzViNGEiLCJlIjoxNzk1NzAwMDAwfQ.Qm9yZWFsaXM",
         *       "state": "eyJvIjoiMGI3YzRmOGUiLCJ1IjoiN2Q2YzViNGEiLCJlIjoxNzk1NzAwMDAwfQ.Qm9yZWFsaXM",
         *       "expires_at": "2026-11-21T10:10:00.000Z"
         *     }
         */
        GitAuthorization: {
            /** @description The provider's authorize page, to open in the browser */
            authorize_url: string;
            /**
             * Format: date-time
             * @description When the state stops being accepted
             */
            expires_at: string;
            /** @description Send it back with the code to …/git-provider/callback */
            state: string;
        };
        /**
         * @example {
         *       "provider": "github",
         *       "account": {
         *         "id": "583231",
         *         "login": "octocat",
         *         "name": "The Octocat",
         *         "avatar_url": "https://avatars.githubusercontent.com/u/583231?v=4"
         *       },
         *       "scopes": [
         *         "repo",
         *         "read:user"
         *       ],
         *       "connected_by": "7d6c5b4a-3f2e-4d1c-9b0a-8f7e6d5c4b3a",
         *       "connected_at": "2026-11-21T10:00:00.000Z",
         *       "updated_at": "2026-11-21T10:00:00.000Z"
         *     }
         */
        GitConnection: {
            account: {
                avatar_url: string | null;
                /** @description The provider's numeric account id */
                id: string;
                login: string;
                name: string | null;
            };
            /** Format: date-time */
            connected_at: string;
            /** @description The user who connected it */
            connected_by: string | null;
            /**
             * @description GitHub or GitHub Enterprise
             * @constant
             */
            provider: "github";
            /** @description What the provider granted */
            scopes: string[];
            /** Format: date-time */
            updated_at: string;
        };
        /**
         * @example {
         *       "repository_id": "1296269",
         *       "name": "docs",
         *       "full_name": "octocat/docs",
         *       "owner": "octocat",
         *       "private": false,
         *       "default_branch": "main",
         *       "description": "The Octocat's documentation",
         *       "html_url": "https://github.com/octocat/docs",
         *       "updated_at": "2026-11-20T16:42:11Z"
         *     }
         */
        GitRepository: {
            /** @description Null for an empty repository */
            default_branch: string | null;
            description: string | null;
            /** @description `owner/name` */
            full_name: string;
            html_url: string;
            name: string;
            owner: string;
            private: boolean;
            /** @description The provider's numeric repository id */
            repository_id: string;
            /** @description As the provider gives it (ISO 8601) */
            updated_at: string | null;
        };
        /**
         * @example {
         *       "conflict_id": "0a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d",
         *       "entry_id": "5f1e2d3c-4b5a-4978-8a6b-7c8d9e0f1a2b",
         *       "path": "guides/install.md",
         *       "title": "Install",
         *       "slug": "install",
         *       "content": "Run the installer, then sign in.\n",
         *       "metadata": {},
         *       "edited_by": "2c3d4e5f-6a7b-4c8d-9e0f-1a2b3c4d5e6f",
         *       "edited_at": "2026-11-26T09:58:00.000Z",
         *       "superseded_by_commit": "9fceb02d0ae598e95dc970b74767f19372d61af8",
         *       "git_change": "updated",
         *       "status": "open",
         *       "resolved_by": null,
         *       "resolved_at": null,
         *       "created_at": "2026-11-26T10:00:00.000Z"
         *     }
         */
        GitSyncConflict: {
            conflict_id: string;
            /** @description The dashboard's content that Git's replaced */
            content: string;
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            edited_at: string;
            edited_by: string | null;
            entry_id: string | null;
            /** @enum {string} */
            git_change: "updated" | "renamed" | "deleted";
            metadata: {
                [key: string]: unknown;
            };
            /** @description The page's file, relative to the linked folder */
            path: string;
            /** Format: date-time */
            resolved_at: string | null;
            resolved_by: string | null;
            slug: string;
            /** @enum {string} */
            status: "open" | "restored" | "dismissed";
            superseded_by_commit: string;
            title: string;
        };
        GitSyncLinked: {
            branch: string;
            /** @description Open conflicts, newest first (at most 50) */
            conflicts: components["schemas"]["GitSyncConflict"][];
            /** Format: date-time */
            created_at: string;
            has_token: boolean;
            /** @description The branch head the draft was last reconciled with */
            last_commit: string | null;
            last_error: string | null;
            /** Format: date-time */
            last_synced_at: string | null;
            open_conflicts: number;
            /** @description The linked folder of the repository ("" for its root) */
            path: string;
            /** @description The last 10 runs; the whole history is paginated at git-sync/history */
            recent_runs: components["schemas"]["GitSyncRun"][];
            /** @description Set when linked through the organization's Git provider connection */
            repository_id: string | null;
            repository_url: string;
            /** @enum {string} */
            state: "idle" | "syncing" | "error";
            /** @description A sync job is queued or running */
            sync_pending: boolean;
            /** Format: date-time */
            updated_at: string;
            username: string | null;
            version_id: string;
            /** @description The push webhook's secret, answered only when generated; null otherwise */
            webhook_secret: string | null;
            /** @description Where the repository's push webhook sends events (path on this server) */
            webhook_url: string;
        };
        /**
         * @example {
         *       "run_id": "7d1c2b3a-4e5f-4a6b-8c7d-9e0f1a2b3c4d",
         *       "direction": "push",
         *       "status": "succeeded",
         *       "trigger": "edit",
         *       "commit": "9fceb02d0ae598e95dc970b74767f19372d61af8",
         *       "from_commit": "1b2c3d4e5f60718293a4b5c6d7e8f90123456789",
         *       "forced": false,
         *       "changes": {
         *         "added": [],
         *         "updated": [
         *           "guides/install.md"
         *         ],
         *         "moved": [],
         *         "deleted": [],
         *         "authors": [
         *           "Ada Lovelace <ada@example.com>"
         *         ]
         *       },
         *       "error": null,
         *       "created_at": "2026-11-26T10:00:00.000Z"
         *     }
         */
        GitSyncRun: {
            /** @description Pull: created, updated, renamed, deleted, conflicts (paths); push: added, updated, moved, deleted, authors */
            changes: {
                [key: string]: unknown;
            };
            /** @description The branch head pulled, or the commit pushed */
            commit: string | null;
            /** Format: date-time */
            created_at: string;
            /** @enum {string} */
            direction: "pull" | "push";
            error: string | null;
            /** @description The branch was force-pushed: the new head does not descend from the last synced commit */
            forced: boolean;
            from_commit: string | null;
            run_id: string;
            /** @enum {string} */
            status: "succeeded" | "failed";
            /** @description webhook, poll, edit, manual, link, restore or change_request */
            trigger: string;
        };
        /**
         * @example {
         *       "job_id": "2b3c4d5e-6f7a-4b8c-9d0e-1f2a3b4c5d6e",
         *       "status": "queued"
         *     }
         */
        GitSyncStarted: {
            job_id: string;
            status: string;
        };
        /**
         * @example {
         *       "version_id": "3e4f5a6b-7c8d-4e9f-8a0b-1c2d3e4f5a6b",
         *       "repository_url": "https://github.com/acme/handbook.git",
         *       "repository_id": null,
         *       "branch": "main",
         *       "path": "docs",
         *       "username": "x-access-token",
         *       "has_token": true,
         *       "webhook_url": "/api/v1/organizations/8f7e6d5c-4b3a-4291-8f7e-6d5c4b3a2910/git-provider/webhook",
         *       "state": "idle",
         *       "sync_pending": false,
         *       "last_commit": "9fceb02d0ae598e95dc970b74767f19372d61af8",
         *       "last_synced_at": "2026-11-26T10:00:00.000Z",
         *       "last_error": null,
         *       "open_conflicts": 0,
         *       "conflicts": [],
         *       "recent_runs": [],
         *       "created_at": "2026-11-20T08:30:00.000Z",
         *       "updated_at": "2026-11-26T10:00:00.000Z"
         *     }
         */
        GitSyncStatus: {
            branch: string;
            /** @description Open conflicts, newest first (at most 50) */
            conflicts: components["schemas"]["GitSyncConflict"][];
            /** Format: date-time */
            created_at: string;
            has_token: boolean;
            /** @description The branch head the draft was last reconciled with */
            last_commit: string | null;
            last_error: string | null;
            /** Format: date-time */
            last_synced_at: string | null;
            open_conflicts: number;
            /** @description The linked folder of the repository ("" for its root) */
            path: string;
            /** @description The last 10 runs; the whole history is paginated at git-sync/history */
            recent_runs: components["schemas"]["GitSyncRun"][];
            /** @description Set when linked through the organization's Git provider connection */
            repository_id: string | null;
            repository_url: string;
            /** @enum {string} */
            state: "idle" | "syncing" | "error";
            /** @description A sync job is queued or running */
            sync_pending: boolean;
            /** Format: date-time */
            updated_at: string;
            username: string | null;
            version_id: string;
            /** @description Where the repository's push webhook sends events (path on this server) */
            webhook_url: string;
        };
        /**
         * @example {
         *       "accepted": 1
         *     }
         */
        GitSyncWebhookAnswer: {
            /** @description Linked versions whose sync was started */
            accepted: number;
        };
        /**
         * @example {
         *       "repository_id": "1296269",
         *       "full_name": "octocat/docs",
         *       "ref": "main",
         *       "sha": "7fd1a60b01f91b314f59955a4e4d4e80d8edf11d",
         *       "path": "docs",
         *       "truncated": false,
         *       "tree": [
         *         {
         *           "path": "docs/guides",
         *           "name": "guides",
         *           "type": "directory",
         *           "children": [
         *             {
         *               "path": "docs/guides/install.md",
         *               "name": "install.md",
         *               "type": "file",
         *               "size": 1234
         *             }
         *           ]
         *         },
         *         {
         *           "path": "docs/index.md",
         *           "name": "index.md",
         *           "type": "file",
         *           "size": 512
         *         }
         *       ]
         *     }
         */
        GitTree: {
            full_name: string;
            /** @description The directory listed; empty for the root */
            path: string;
            /** @description The ref asked for, or the default branch */
            ref: string;
            repository_id: string;
            /** @description The tree's id at that ref */
            sha: string;
            tree: components["schemas"]["GitTreeNode"][];
            /** @description Whether the provider cut the listing short (very large repositories) */
            truncated: boolean;
        };
        GitTreeNode: {
            /** @description Directories only */
            children?: components["schemas"]["GitTreeNode"][];
            name: string;
            /** @description From the repository's root */
            path: string;
            /** @description Files only, in bytes */
            size?: number;
            /** @enum {string} */
            type: "file" | "directory";
        };
        /**
         * @example {
         *       "status": "ok",
         *       "database": {
         *         "status": "ok",
         *         "mode": "postgres",
         *         "latency_ms": 2
         *       }
         *     }
         * @example {
         *       "status": "degraded",
         *       "database": {
         *         "status": "unavailable",
         *         "mode": "postgres",
         *         "error": "Can't reach database server at 10.0.3.7:5432"
         *       }
         *     }
         */
        Health: {
            database: {
                /** @description The round trip of `SELECT 1` */
                latency_ms: number;
                /**
                 * @description `postgres` (DATABASE_URL), or the embedded database on disk or in memory
                 * @enum {string}
                 */
                mode: "postgres" | "embedded" | "memory";
                /** @constant */
                status: "ok";
            } | {
                error: string;
                /**
                 * @description `postgres` (DATABASE_URL), or the embedded database on disk or in memory
                 * @enum {string}
                 */
                mode: "postgres" | "embedded" | "memory";
                /** @constant */
                status: "unavailable";
            };
            /** @enum {string} */
            status: "ok" | "degraded";
        };
        /**
         * @example {
         *       "job_id": "0c1d2e3f-4a5b-4c6d-8e7f-9a0b1c2d3e4f",
         *       "source": "website",
         *       "status": "in_progress",
         *       "progress": {
         *         "done": 12,
         *         "total": 50
         *       },
         *       "error": null,
         *       "result": null,
         *       "created_at": "2026-11-26T10:00:00.000Z",
         *       "started_at": "2026-11-26T10:00:01.000Z",
         *       "finished_at": null
         *     }
         * @example {
         *       "job_id": "0c1d2e3f-4a5b-4c6d-8e7f-9a0b1c2d3e4f",
         *       "source": "website",
         *       "status": "completed",
         *       "progress": {
         *         "done": 4,
         *         "total": 50
         *       },
         *       "error": null,
         *       "result": {
         *         "documentation_id": "5f1e2d3c-4b5a-4978-8a6b-7c8d9e0f1a2b",
         *         "status": "pending",
         *         "init_source": "website",
         *         "version_id": "9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d",
         *         "sections": [
         *           {
         *             "section_id": "6cf936f9-bb26-493b-ac5e-a8822b592bed",
         *             "title": "Guide",
         *             "slug": "guide",
         *             "entry_ids": [
         *               "2bef0cb0-1c49-45af-a77d-297f2a36a9f2",
         *               "242ea6fd-f0b6-458d-ba97-489ab9303172",
         *               "ad94a506-32c3-4d58-9702-9422874854ef"
         *             ]
         *           }
         *         ],
         *         "entry_count": 3,
         *         "pages_imported": 3,
         *         "discovery": "sitemap",
         *         "truncated": false,
         *         "skipped": [
         *           {
         *             "url": "https://docs.example.com/guide/archive.zip",
         *             "reason": "not_html",
         *             "detail": "application/zip"
         *           }
         *         ],
         *         "skipped_count": 1
         *       },
         *       "created_at": "2026-11-26T10:00:00.000Z",
         *       "started_at": "2026-11-26T10:00:01.000Z",
         *       "finished_at": "2026-11-26T10:00:14.000Z"
         *     }
         */
        ImportJob: {
            /** Format: date-time */
            created_at: string;
            /** @description Why it failed, when it did */
            error: string | null;
            /** Format: date-time */
            finished_at: string | null;
            job_id: string;
            progress: {
                done: number;
                total: number;
            };
            /** @description The imported project, once completed */
            result: (components["schemas"]["WebsiteProject"] | components["schemas"]["InitializedProject"]) | null;
            /** @enum {string} */
            source: "website" | "repository";
            /** Format: date-time */
            started_at: string | null;
            /** @enum {string} */
            status: "queued" | "in_progress" | "completed" | "failed";
        };
        /**
         * @example {
         *       "job_id": "0c1d2e3f-4a5b-4c6d-8e7f-9a0b1c2d3e4f",
         *       "status": "queued",
         *       "source": "website",
         *       "created_at": "2026-11-26T10:00:00.000Z"
         *     }
         */
        ImportStarted: {
            /** Format: date-time */
            created_at: string;
            job_id: string;
            /** @enum {string} */
            source: "website" | "repository";
            /** @enum {string} */
            status: "queued" | "in_progress" | "completed" | "failed";
        };
        /**
         * @example {
         *       "documentation_id": "5f1e2d3c-4b5a-4978-8a6b-7c8d9e0f1a2b",
         *       "status": "pending",
         *       "init_source": "template",
         *       "version_id": "9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d",
         *       "sections": [
         *         {
         *           "section_id": "778c9d66-290d-41c9-9d25-8269f557e389",
         *           "title": "Getting started",
         *           "slug": "getting-started",
         *           "entry_ids": [
         *             "9d64da91-0bce-4efb-ba87-4d9356c460da",
         *             "845cc718-3e89-43a6-9689-e4020ccca6be",
         *             "4f4990f2-7e0b-48d0-9967-80a54d7d534a"
         *           ]
         *         },
         *         {
         *           "section_id": "8ee52bb8-a191-4b9f-8264-23078522ca34",
         *           "title": "Guides",
         *           "slug": "guides",
         *           "entry_ids": [
         *             "f18a1f19-c197-4609-ad81-de341175b9f7",
         *             "c9ed8dc9-d9de-4c7c-a223-7dbc0e12187e",
         *             "45d3075b-dec0-4e0c-8fe3-c4de5d30a346",
         *             "438b165f-7e61-40db-9594-f2d594ac4904",
         *             "1a576fd6-280d-4eed-9c3a-073a906bbdef",
         *             "2b5e1035-004b-4fcf-ba64-9e8ce88ceb71"
         *           ]
         *         },
         *         {
         *           "section_id": "980de53f-4b18-4b87-863a-d21ceb3f973d",
         *           "title": "Reference",
         *           "slug": "reference",
         *           "entry_ids": [
         *             "6f0b12a9-289c-41d3-af41-73e3e5de4f9d",
         *             "e2ad4392-e426-4e8a-b7ce-54e1fb332775"
         *           ]
         *         },
         *         {
         *           "section_id": "354edbba-61b9-4686-a1c3-bd736c0e78c1",
         *           "title": "Resources",
         *           "slug": "resources",
         *           "entry_ids": [
         *             "c5bfb548-e003-4739-89cd-1ff43efa0f13",
         *             "a77626eb-9758-4967-b2a5-314e6b322d3c"
         *           ]
         *         }
         *       ],
         *       "entry_count": 13
         *     }
         */
        InitializedProject: {
            documentation_id: string;
            entry_count: number;
            /** @enum {string} */
            init_source: "blank" | "template" | "ai" | "openapi" | "repository" | "files" | "website";
            sections: {
                /** @description Parents before their children */
                entry_ids: string[];
                section_id: string;
                slug: string;
                title: string;
            }[];
            /**
             * @description Initialized, not yet published
             * @constant
             */
            status: "pending";
            /** @description The project's first version, its default */
            version_id: string;
        };
        /**
         * @example {
         *       "invitation_id": "f0e1d2c3-b4a5-4697-8899-aabbccddeeff",
         *       "user_id": null,
         *       "email": "grace@acme.example",
         *       "role": "member",
         *       "status": "pending",
         *       "documentation_ids": [],
         *       "invited_at": "2026-11-24T16:00:00.000Z",
         *       "expires_at": "2026-12-01T16:00:00.000Z"
         *     }
         */
        Invitation: {
            /** @description The projects a reader may read (grants); empty for other roles, who see every project */
            documentation_ids: string[];
            email: string;
            /** Format: date-time */
            expires_at: string;
            /** @description Revoke it with DELETE …/user/{invitation_id} */
            invitation_id: string;
            /** Format: date-time */
            invited_at: string;
            /** @enum {string} */
            role: "owner" | "admin" | "member" | "reader";
            /** @constant */
            status: "pending";
            /** @description None until the invitation is accepted */
            user_id: null;
        };
        /**
         * @example {
         *       "user_id": "7d6c5b4a-3f2e-4d1c-9b0a-8f7e6d5c4b3a",
         *       "email": "ada@acme.example",
         *       "name": "Ada Lovelace",
         *       "role": "reader",
         *       "status": "active",
         *       "documentation_ids": [
         *         "5f1e2d3c-4b5a-4978-8a6b-7c8d9e0f1a2b"
         *       ],
         *       "joined_at": "2026-11-12T09:00:00.000Z",
         *       "organization_id": "0b7c4f8e-2d1a-4c3b-9e5f-6a7d8c9b0e1f"
         *     }
         */
        JoinedMember: {
            /** @description The projects a reader may read (grants); empty for other roles, who see every project */
            documentation_ids: string[];
            email: string;
            /** Format: date-time */
            joined_at: string;
            name: string | null;
            organization_id: string;
            /** @enum {string} */
            role: "owner" | "admin" | "member" | "reader";
            /** @enum {string} */
            status: "active" | "suspended" | "deactivated";
            user_id: string;
        };
        /**
         * @example {
         *       "job_id": "3e4f5a6b-7c8d-4e9f-8a0b-1c2d3e4f5a6b",
         *       "status": "completed",
         *       "progress": {
         *         "pages_done": 42,
         *         "pages_total": 42
         *       },
         *       "page_count": 42,
         *       "started_by": {
         *         "user_id": "7d6c5b4a-3f2e-4d1c-9b0a-8f7e6d5c4b3a",
         *         "email": "ada@acme.example"
         *       },
         *       "error": null,
         *       "broken_links": {
         *         "count": 1,
         *         "items": [
         *           {
         *             "page": "/guides/setup",
         *             "target": "install.md#prerequisites",
         *             "reason": "missing anchor"
         *           }
         *         ]
         *       },
         *       "empty_versions": [],
         *       "created_at": "2026-11-25T14:00:00.000Z",
         *       "started_at": "2026-11-25T14:00:01.000Z",
         *       "finished_at": "2026-11-25T14:00:09.000Z",
         *       "snapshot_id": "6b7c8d9e-0f1a-4b2c-9d3e-4f5a6b7c8d9e",
         *       "is_live": true,
         *       "url": "/docs/acme/handbook"
         *     }
         */
        LatestPublish: {
            /** @description Null until the publish has checked its links */
            broken_links: ((components["schemas"]["BrokenLinks"] | null) | null) | components["schemas"]["BrokenLinks"] | null;
            /** Format: date-time */
            created_at: string;
            /** @description Names of the versions left off the site for having no pages (known once the publish has planned its pages) */
            empty_versions: string[];
            error: string | null;
            /** Format: date-time */
            finished_at: string | null;
            /** @description Whether the site serves this publish's pages now */
            is_live: boolean;
            job_id: string;
            /** @description Pages published, once completed */
            page_count: number | null;
            progress: {
                pages_done: number;
                pages_total: number;
            };
            snapshot_id: string | null;
            /** Format: date-time */
            started_at: string | null;
            started_by: ((components["schemas"]["Actor"] | null) | null) | components["schemas"]["Actor"] | null;
            /** @enum {string} */
            status: "queued" | "in_progress" | "completed" | "failed";
            /** @description Path of the published site */
            url: string;
        };
        /**
         * @example {
         *       "limit_name": "projects",
         *       "allowed": true,
         *       "used": 7,
         *       "limit": 100,
         *       "amount": 1,
         *       "plan": "pro"
         *     }
         * @example {
         *       "limit_name": "publishes",
         *       "allowed": true,
         *       "used": 312,
         *       "limit": 2000,
         *       "amount": 1,
         *       "plan": "pro",
         *       "cycle_start": "2026-11-01T00:00:00.000Z",
         *       "cycle_end": "2026-12-01T00:00:00.000Z"
         *     }
         */
        LimitCheck: {
            /** @description Whether `amount` more fits within the limit */
            allowed: boolean;
            amount: number;
            /** Format: date-time */
            cycle_end?: string;
            /**
             * Format: date-time
             * @description For limits per billing cycle: when the cycle (a UTC calendar month) began
             */
            cycle_start?: string;
            /** @description The plan's limit; null for unlimited */
            limit: number | null;
            /** @enum {string} */
            limit_name: "projects" | "members" | "ai_credits" | "storage_bytes" | "publishes";
            /** @description The organization's plan (`free`, `pro`, `business`) */
            plan: string;
            /** @description Used now (held resources) or in the current billing cycle (ai_credits, publishes) */
            used: number;
        };
        /**
         * @example {
         *       "user_id": "7d6c5b4a-3f2e-4d1c-9b0a-8f7e6d5c4b3a",
         *       "email": "ada@acme.example",
         *       "name": "Ada Lovelace",
         *       "role": "reader",
         *       "status": "active",
         *       "documentation_ids": [
         *         "5f1e2d3c-4b5a-4978-8a6b-7c8d9e0f1a2b"
         *       ],
         *       "joined_at": "2026-11-12T09:00:00.000Z"
         *     }
         */
        Member: {
            /** @description The projects a reader may read (grants); empty for other roles, who see every project */
            documentation_ids: string[];
            email: string;
            /** Format: date-time */
            joined_at: string;
            name: string | null;
            /** @enum {string} */
            role: "owner" | "admin" | "member" | "reader";
            /** @enum {string} */
            status: "active" | "suspended" | "deactivated";
            user_id: string;
        };
        NewPushSubscription: components["schemas"]["WebPushSubscription"] | components["schemas"]["DevicePushSubscription"] | components["schemas"]["NewUrlPushSubscription"];
        /**
         * @example {
         *       "token_id": "2a3b4c5d-6e7f-4a8b-9c0d-1e2f3a4b5c6d",
         *       "name": "CI publishing",
         *       "kind": "personal",
         *       "prefix": "dp_pat_k3Zq",
         *       "organization_id": null,
         *       "documentation_id": null,
         *       "role": null,
         *       "created_at": "2026-11-20T08:00:00.000Z",
         *       "last_used_at": null,
         *       "expires_at": "2027-02-18T08:00:00.000Z",
         *       "revoked_at": null,
         *       "token": "dp_pat_k3Zq7wXvB2nR8sT4yU6pL1mA9cD5eF0g"
         *     }
         */
        NewToken: {
            /** Format: date-time */
            created_at: string;
            documentation_id: string | null;
            /** Format: date-time */
            expires_at: string | null;
            /** @enum {string} */
            kind: "personal" | "organization";
            /** Format: date-time */
            last_used_at: string | null;
            name: string;
            organization_id: string | null;
            /** @description The token's first characters, to recognise it */
            prefix: string;
            /** Format: date-time */
            revoked_at: string | null;
            /** @enum {string|null} */
            role: "owner" | "admin" | "member" | "reader" | null;
            /** @description The secret, sent as `Authorization: Bearer`; shown once */
            token: string;
            token_id: string;
        };
        NewUrlPushSubscription: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            channel: "url";
            /** Format: date-time */
            created_at: string;
            /** @description False for device tokens, kept until a delivery provider is configured */
            deliverable: boolean;
            /** @enum {string} */
            delivery_status: "active" | "failing" | "no_provider";
            /** Format: date-time */
            last_delivered_at: string | null;
            /** @description Why the last delivery failed; cleared by subscribing again */
            last_error: string | null;
            organization_id: string;
            /** @description Only this project's events are pushed; null for every event of the organization */
            project_id: string | null;
            /** @description The secret deliveries are signed with, as a webhook's (`whsec_…`) */
            signing_secret: string;
            subscription_id: string;
            /** @description Delivered as a webhook */
            target_url: string;
        };
        /**
         * @example {
         *       "path": "guides/instal",
         *       "version_id": "9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d",
         *       "views": 41,
         *       "visitors": 30,
         *       "referrer_hosts": [
         *         "stackoverflow.com",
         *         "docs.example.com"
         *       ],
         *       "redirect_to": null
         *     }
         */
        NotFoundReport: {
            /** @description The address readers asked for, under the site (a version's slug included): what a redirect's `from` names */
            path: string;
            /** @description Where a redirect now sends the address; null while readers still get "Page not found" */
            redirect_to: string | null;
            /** @description Up to five hosts that linked to the address, most visits first; the site's own host is a broken link on its pages */
            referrer_hosts: string[];
            version_id: string | null;
            /** @description Visits to the address, from browsers that ran the page (scanners run none) */
            views: number;
            visitors: number;
        };
        /**
         * @example {
         *       "documentation_id": "5f1e2d3c-4b5a-4978-8a6b-7c8d9e0f1a2b",
         *       "status": "pending",
         *       "init_source": "openapi",
         *       "version_id": "9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d",
         *       "sections": [
         *         {
         *           "section_id": "455c0548-2d95-4c4a-840d-16bc65a670be",
         *           "title": "API reference",
         *           "slug": "api-reference",
         *           "entry_ids": [
         *             "e5e5fbac-c545-45f9-868e-0667bbc4d5e5",
         *             "a71c8bd6-0989-4bde-a8c5-6148ce24d300",
         *             "35031398-88f1-47d4-b676-eb0f1d2aa54c",
         *             "71f4897a-5731-4a0c-8fe6-afee8df605cf"
         *           ]
         *         }
         *       ],
         *       "entry_count": 4,
         *       "api": {
         *         "title": "Acme Orders API",
         *         "version": "1.4.0",
         *         "openapi_version": "3.1.0"
         *       },
         *       "operation_count": 2
         *     }
         */
        OpenApiProject: {
            api: {
                /** @description The description's format version, e.g. 3.1.0 or 2.0 */
                openapi_version: string;
                title: string;
                version: string;
            };
            documentation_id: string;
            entry_count: number;
            /** @enum {string} */
            init_source: "blank" | "template" | "ai" | "openapi" | "repository" | "files" | "website";
            operation_count: number;
            sections: {
                /** @description Parents before their children */
                entry_ids: string[];
                section_id: string;
                slug: string;
                title: string;
            }[];
            /**
             * @description Initialized, not yet published
             * @constant
             */
            status: "pending";
            /** @description The project's first version, its default */
            version_id: string;
        };
        /**
         * @example {
         *       "organization_id": "0b7c4f8e-2d1a-4c3b-9e5f-6a7d8c9b0e1f",
         *       "name": "Acme",
         *       "slug": "acme",
         *       "billing_email": "billing@acme.example",
         *       "status": "active",
         *       "website": "https://acme.example",
         *       "settings": {
         *         "locale": "en"
         *       },
         *       "logo_url": "/api/v1/organization/0b7c4f8e-2d1a-4c3b-9e5f-6a7d8c9b0e1f/logo",
         *       "plan": "pro",
         *       "subscription_status": "active",
         *       "documentation_active": true,
         *       "created_at": "2026-11-02T09:30:00.000Z",
         *       "updated_at": "2026-11-20T16:05:12.000Z",
         *       "role": "owner"
         *     }
         */
        Organization: {
            billing_email: string;
            /** Format: date-time */
            created_at: string;
            documentation_active: boolean;
            logo_url: string | null;
            name: string;
            organization_id: string;
            plan: string;
            /** @description The caller's role in it (in lists) */
            role?: string;
            /** @description Free-form settings */
            settings: {
                [key: string]: unknown;
            };
            slug: string;
            /** @enum {string} */
            status: "pending" | "active";
            subscription_status: string;
            /** Format: date-time */
            updated_at: string;
            website: string | null;
        };
        /**
         * @example {
         *       "version_id": "9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d",
         *       "path": "/getting-started/install",
         *       "title": "Install the CLI",
         *       "entry_id": "e1f2a3b4-c5d6-4e7f-8a9b-0c1d2e3f4a5b",
         *       "views": 318,
         *       "visitors": 122,
         *       "helpful": 9,
         *       "not_helpful": 2
         *     }
         */
        PageReport: {
            entry_id: string | null;
            helpful: number;
            not_helpful: number;
            path: string;
            /** @description The page's title in the live site; null once it is no longer published */
            title: string | null;
            version_id: string | null;
            views: number;
            visitors: number;
        };
        /**
         * @example {
         *       "key": "editor.font_size",
         *       "value": "16",
         *       "updated_at": "2026-11-22T07:45:00.000Z"
         *     }
         */
        Preference: {
            key: string;
            /** Format: date-time */
            updated_at: string;
            value: string;
        };
        Preview: {
            /** @description Links naming no page of the version (relative, absolute or entry:), as written; known only with entry_id, else empty */
            broken_links: string[];
            /** @description Safe HTML: only markup the renderer writes itself */
            html: string;
            /** @description Headings of level 2 and 3 */
            toc: {
                depth: number;
                /** @description The heading's anchor */
                id: string;
                text: string;
            }[];
        };
        /**
         * @example {
         *       "url": "https://docs.example.com/preview/5c6d7e8f-9a0b-4c1d-8e2f-3a4b5c6d7e8f?expires=1764288000&signature=…",
         *       "expires_at": "2026-11-28T00:00:00.000Z"
         *     }
         */
        PreviewLink: {
            /** Format: date-time */
            expires_at: string;
            url: string;
        };
        /**
         * @description An error, as `application/problem+json` (RFC 9457). Some problems add members of their own.
         * @example {
         *       "type": "/api/problems#invalid-input",
         *       "title": "Invalid request",
         *       "status": 400,
         *       "detail": "The request body is invalid.",
         *       "code": "invalid_input",
         *       "request_id": "3f0c9a7e-5d0b-4c6e-9a51-0d3e6f1b2c4d",
         *       "errors": [
         *         {
         *           "path": "body.billing_email",
         *           "message": "Invalid email address"
         *         }
         *       ]
         *     }
         */
        Problem: {
            /** @description Machine-readable kind: `invalid_input`, `not_found`, … */
            code: string;
            detail: string;
            /** @description One entry per invalid field */
            errors?: {
                message: string;
                /** @description `body.x`, `query.y` or `params.z` */
                path: string;
            }[];
            /** @description Also in the `X-Request-Id` header and the server's logs */
            request_id: string;
            status: number;
            title: string;
            /** @description URI reference naming the kind of problem: resolved against the request's address, its section of `/api/problems` */
            type: string;
        } & {
            [key: string]: unknown;
        };
        /**
         * @example {
         *       "job_id": "5a6b7c8d-9e0f-4a1b-8c2d-3e4f5a6b7c8d",
         *       "status": "queued",
         *       "progress": {
         *         "pages_done": 0,
         *         "pages_total": 0
         *       },
         *       "page_count": null,
         *       "started_by": {
         *         "user_id": "7d6c5b4a-3f2e-4d1c-9b0a-8f7e6d5c4b3a",
         *         "email": "ada@acme.example"
         *       },
         *       "error": null,
         *       "broken_links": null,
         *       "empty_versions": [],
         *       "created_at": "2026-11-26T09:15:00.000Z",
         *       "started_at": null,
         *       "finished_at": null
         *     }
         * @example {
         *       "job_id": "3e4f5a6b-7c8d-4e9f-8a0b-1c2d3e4f5a6b",
         *       "status": "completed",
         *       "progress": {
         *         "pages_done": 42,
         *         "pages_total": 42
         *       },
         *       "page_count": 42,
         *       "started_by": {
         *         "user_id": "7d6c5b4a-3f2e-4d1c-9b0a-8f7e6d5c4b3a",
         *         "email": "ada@acme.example"
         *       },
         *       "error": null,
         *       "broken_links": {
         *         "count": 1,
         *         "items": [
         *           {
         *             "page": "/guides/setup",
         *             "target": "install.md#prerequisites",
         *             "reason": "missing anchor"
         *           }
         *         ]
         *       },
         *       "empty_versions": [],
         *       "created_at": "2026-11-25T14:00:00.000Z",
         *       "started_at": "2026-11-25T14:00:01.000Z",
         *       "finished_at": "2026-11-25T14:00:09.000Z"
         *     }
         */
        PublishJob: {
            /** @description Null until the publish has checked its links */
            broken_links: ((components["schemas"]["BrokenLinks"] | null) | null) | components["schemas"]["BrokenLinks"] | null;
            /** Format: date-time */
            created_at: string;
            /** @description Names of the versions left off the site for having no pages (known once the publish has planned its pages) */
            empty_versions: string[];
            error: string | null;
            /** Format: date-time */
            finished_at: string | null;
            job_id: string;
            /** @description Pages published, once completed */
            page_count: number | null;
            progress: {
                pages_done: number;
                pages_total: number;
            };
            /** Format: date-time */
            started_at: string | null;
            started_by: ((components["schemas"]["Actor"] | null) | null) | components["schemas"]["Actor"] | null;
            /** @enum {string} */
            status: "queued" | "in_progress" | "completed" | "failed";
        };
        PushSubscription: components["schemas"]["WebPushSubscription"] | components["schemas"]["DevicePushSubscription"] | components["schemas"]["UrlPushSubscription"];
        /**
         * @example {
         *       "id": "0d1e2f3a-4b5c-4d6e-9f7a-8b9c0d1e2f3b",
         *       "question": "How do I rotate an API token?",
         *       "answered": true,
         *       "cited_paths": [
         *         "/guides/tokens"
         *       ],
         *       "version_id": "9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d",
         *       "created_at": "2026-11-24T15:03:00.000Z"
         *     }
         */
        QuestionReport: {
            answered: boolean;
            cited_paths: string[];
            /** Format: date-time */
            created_at: string;
            id: string;
            question: string;
            version_id: string | null;
        };
        /**
         * @example {
         *       "delivery_id": "8a9b0c1d-2e3f-4a4b-9c5d-6e7f8a9b0c1d",
         *       "event_type": "webhook.test",
         *       "status": "pending"
         *     }
         */
        QueuedTestDelivery: {
            delivery_id: string;
            /** @constant */
            event_type: "webhook.test";
            /** @constant */
            status: "pending";
        };
        /**
         * @example {
         *       "invitation_id": "f0e1d2c3-b4a5-4697-8899-aabbccddeeff",
         *       "user_id": null,
         *       "email": "grace@acme.example",
         *       "role": "member",
         *       "status": "pending",
         *       "documentation_ids": [],
         *       "invited_at": "2026-11-24T16:00:00.000Z",
         *       "expires_at": "2026-12-01T16:00:00.000Z",
         *       "organization_id": "0b7c4f8e-2d1a-4c3b-9e5f-6a7d8c9b0e1f",
         *       "organization_name": "Acme",
         *       "organization_slug": "acme"
         *     }
         */
        ReceivedInvitation: {
            /** @description The projects a reader may read (grants); empty for other roles, who see every project */
            documentation_ids: string[];
            email: string;
            /** Format: date-time */
            expires_at: string;
            /** @description Revoke it with DELETE …/user/{invitation_id} */
            invitation_id: string;
            /** Format: date-time */
            invited_at: string;
            organization_id: string;
            organization_name: string;
            organization_slug: string;
            /** @enum {string} */
            role: "owner" | "admin" | "member" | "reader";
            /** @constant */
            status: "pending";
            /** @description None until the invitation is accepted */
            user_id: null;
        };
        /**
         * @example {
         *       "upload_id": "b4c5d6e7-f8a9-4b0c-9d1e-2f3a4b5c6d7e",
         *       "size": 4812334,
         *       "content_type": "application/pdf",
         *       "sha256": "e3b98a4da31a127d4bde6e43033f66ba274cab0eb7eb1c70ec41402bf6273dd8"
         *     }
         */
        ReceivedUpload: {
            /** @enum {string} */
            content_type: "image/png" | "image/jpeg" | "image/gif" | "image/svg+xml" | "application/pdf";
            sha256: string;
            size: number;
            upload_id: string;
        };
        /**
         * @example {
         *       "redirect_id": "7c8d9e0f-1a2b-4c3d-8e4f-5a6b7c8d9e0f",
         *       "from": "/guides/old-setup",
         *       "to": "/guides/setup",
         *       "source": "manual",
         *       "created_at": "2026-11-24T11:20:00.000Z",
         *       "created_by": {
         *         "user_id": "7d6c5b4a-3f2e-4d1c-9b0a-8f7e6d5c4b3a",
         *         "email": "ada@acme.example"
         *       }
         *     }
         * @example {
         *       "redirect_id": "8d9e0f1a-2b3c-4d4e-9f5a-6b7c8d9e0f1a",
         *       "from": "/v1/guides/install",
         *       "to": "/v1/getting-started/install",
         *       "source": "automatic",
         *       "created_at": "2026-11-25T14:00:09.000Z",
         *       "created_by": null
         *     }
         */
        Redirect: {
            /** Format: date-time */
            created_at: string;
            created_by: ((components["schemas"]["Actor"] | null) | null) | components["schemas"]["Actor"] | null;
            /** @description Site path with a leading slash, e.g. `/v1/guides/old` */
            from: string;
            redirect_id: string;
            /**
             * @description `automatic` when a page moved or was renamed
             * @enum {string}
             */
            source: "automatic" | "manual";
            to: string;
        };
        ReorderedEntries: {
            entries: {
                entry_id: string;
                order: number;
            }[];
            parent_id: string | null;
        };
        /**
         * @example {
         *       "job_id": "2b3c4d5e-6f7a-4b8c-9d0e-1f2a3b4c5d6e",
         *       "backup_id": "4c5d6e7f-8a9b-4c0d-8e1f-2a3b4c5d6e7f",
         *       "status": "completed",
         *       "error": null,
         *       "created_at": "2026-11-26T08:00:00.000Z",
         *       "finished_at": "2026-11-26T08:00:07.000Z"
         *     }
         */
        Restore: {
            backup_id: string;
            /** Format: date-time */
            created_at: string;
            error: string | null;
            /** Format: date-time */
            finished_at: string | null;
            job_id: string;
            /** @enum {string} */
            status: "queued" | "in_progress" | "completed" | "failed";
        };
        /**
         * @example {
         *       "job_id": "2b3c4d5e-6f7a-4b8c-9d0e-1f2a3b4c5d6e",
         *       "backup_id": "4c5d6e7f-8a9b-4c0d-8e1f-2a3b4c5d6e7f",
         *       "status": "queued",
         *       "created_at": "2026-11-26T08:00:00.000Z"
         *     }
         */
        RestoreStarted: {
            backup_id: string;
            /** Format: date-time */
            created_at: string;
            job_id: string;
            /** @enum {string} */
            status: "queued" | "in_progress" | "completed" | "failed";
        };
        /**
         * @example {
         *       "status": "planned",
         *       "label": "Planned",
         *       "items": [
         *         {
         *           "item_id": "2a3b4c5d-6e7f-4a8b-9c0d-1e2f3a4b5c6e",
         *           "title": "Dark mode for the reader",
         *           "description": "Our readers work at night; a dark theme for the published docs would help.",
         *           "status": "planned",
         *           "vote_count": 17,
         *           "idea_id": "1f2e3d4c-5b6a-4798-8a9b-0c1d2e3f4a5b",
         *           "created_at": "2026-11-16T09:00:00.000Z",
         *           "updated_at": "2026-11-16T09:00:00.000Z",
         *           "voted": false
         *         }
         *       ]
         *     }
         */
        RoadmapColumn: {
            items: components["schemas"]["RoadmapItem"][];
            label: string;
            /** @enum {string} */
            status: "planned" | "in_progress" | "shipped";
        };
        /**
         * @example {
         *       "item_id": "2a3b4c5d-6e7f-4a8b-9c0d-1e2f3a4b5c6e",
         *       "title": "Dark mode for the reader",
         *       "description": "Our readers work at night; a dark theme for the published docs would help.",
         *       "status": "planned",
         *       "vote_count": 17,
         *       "idea_id": "1f2e3d4c-5b6a-4798-8a9b-0c1d2e3f4a5b",
         *       "created_at": "2026-11-16T09:00:00.000Z",
         *       "updated_at": "2026-11-16T09:00:00.000Z"
         *     }
         * @example {
         *       "item_id": "2a3b4c5d-6e7f-4a8b-9c0d-1e2f3a4b5c6e",
         *       "title": "Dark mode for the reader",
         *       "description": "Our readers work at night; a dark theme for the published docs would help.",
         *       "status": "planned",
         *       "vote_count": 17,
         *       "idea_id": "1f2e3d4c-5b6a-4798-8a9b-0c1d2e3f4a5b",
         *       "created_at": "2026-11-16T09:00:00.000Z",
         *       "updated_at": "2026-11-16T09:00:00.000Z",
         *       "voted": true
         *     }
         */
        RoadmapItem: {
            /** Format: date-time */
            created_at: string;
            description: string;
            /** @description The idea it was approved from, if any */
            idea_id: string | null;
            item_id: string;
            /** @enum {string} */
            status: "planned" | "in_progress" | "shipped";
            title: string;
            /** Format: date-time */
            updated_at: string;
            vote_count: number;
            /** @description Whether the caller voted for it (on the public roadmap only) */
            voted?: boolean;
        };
        /**
         * @example {
         *       "results": [
         *         {
         *           "entry_id": "e1f2a3b4-c5d6-4e7f-8a9b-0c1d2e3f4a5b",
         *           "title": "Install the CLI",
         *           "path": "getting-started/install",
         *           "url": "/docs/acme/handbook/getting-started/install",
         *           "version_id": "9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d",
         *           "section": {
         *             "section_id": "c3d4e5f6-a7b8-4c9d-8e0f-1a2b3c4d5e6f",
         *             "title": "Getting started"
         *           },
         *           "snippet": "Run the <mark>installer</mark>: npm <mark>install</mark> --global acme-cli, then acme login. The <mark>CLI</mark> needs Node.js 20 or later…",
         *           "rank": 0.8
         *         }
         *       ],
         *       "next_cursor": "eyJvIjoxMH0"
         *     }
         */
        SearchPage: {
            /** @description Send as `cursor` for the next results; null when there are no more */
            next_cursor: string | null;
            results: components["schemas"]["SearchResult"][];
        };
        /**
         * @example {
         *       "query": "sso",
         *       "searches": 27,
         *       "zero_result_searches": 27,
         *       "clicks": 0,
         *       "last_result_count": 0
         *     }
         */
        SearchReport: {
            clicks: number;
            /** @description How many results the query's latest search found */
            last_result_count: number;
            query: string;
            searches: number;
            zero_result_searches: number;
        };
        /**
         * @example {
         *       "entry_id": "e1f2a3b4-c5d6-4e7f-8a9b-0c1d2e3f4a5b",
         *       "title": "Install the CLI",
         *       "path": "getting-started/install",
         *       "url": "/docs/acme/handbook/getting-started/install",
         *       "version_id": "9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d",
         *       "section": {
         *         "section_id": "c3d4e5f6-a7b8-4c9d-8e0f-1a2b3c4d5e6f",
         *         "title": "Getting started"
         *       },
         *       "snippet": "Run the <mark>installer</mark>: npm <mark>install</mark> --global acme-cli, then acme login. The <mark>CLI</mark> needs Node.js 20 or later…",
         *       "rank": 0.8
         *     }
         */
        SearchResult: {
            entry_id: string;
            /** @description Path of the page inside its version */
            path: string;
            rank: number;
            section: {
                section_id: string;
                title: string;
            };
            /** @description HTML-escaped text with matches wrapped in `<mark>` */
            snippet: string;
            title: string;
            /** @description Where readers find it on the published site (null for draft results) */
            url: string | null;
            version_id: string;
        };
        /**
         * @example {
         *       "section_id": "c3d4e5f6-a7b8-4c9d-8e0f-1a2b3c4d5e6f",
         *       "version_id": "9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d",
         *       "parent_id": null,
         *       "title": "Guides",
         *       "slug": "guides",
         *       "description": "Step-by-step instructions",
         *       "icon": "book-open",
         *       "order": 1,
         *       "source_kind": "manual",
         *       "created_at": "2026-11-02T09:40:00.000Z",
         *       "updated_at": "2026-11-12T11:02:00.000Z"
         *     }
         */
        Section: {
            /** Format: date-time */
            created_at: string;
            description: string | null;
            /** @description Shown before the title in the site's navigation: an emoji or a Lucide icon's name */
            icon: string | null;
            order: number;
            parent_id: string | null;
            section_id: string;
            slug: string;
            /** @enum {string} */
            source_kind: "manual" | "repository" | "openapi" | "website" | "files";
            title: string;
            /** Format: date-time */
            updated_at: string;
            version_id: string;
        };
        SectionSource: {
            child_sections: number;
            /** @description Entries by their `metadata.source` (the section's by default) */
            data_sources: {
                folders: number;
                /** @enum {string} */
                kind: "manual" | "repository" | "openapi" | "website" | "files";
                /** Format: date-time */
                last_updated_at: string | null;
                pages: number;
            }[];
            entries: {
                folders: number;
                pages: number;
            };
            section_id: string;
            source: {
                /** @description What the source recorded: its address, file names, when it was imported */
                details: {
                    [key: string]: unknown;
                };
                /** @enum {string} */
                kind: "manual" | "repository" | "openapi" | "website" | "files";
            };
            title: string;
        };
        SecurityPolicy: {
            /** @description Whether members need two-factor authentication to use the dashboard; API tokens are unaffected */
            require_two_factor: boolean;
        };
        SsoConnection: {
            /**
             * @description The role of a user who joins by signing in through the provider for the first time
             * @enum {string}
             */
            default_role: "owner" | "admin" | "member" | "reader";
            enabled: boolean;
            /** @description Set for OpenID Connect */
            oidc: {
                client_id: string;
                issuer: string;
                /** @description To register with the provider */
                redirect_uri: string;
            } | null;
            /** @enum {string} */
            protocol: "oidc" | "saml";
            /** @description Whether users of the verified domains must sign in through the provider (no password) */
            require_sso: boolean;
            /** @description Set for SAML: the identity provider's addresses read from its metadata, and this service provider's to register with it */
            saml: {
                idp_entity_id: string | null;
                /** @description Where the metadata was read from, when given by address */
                idp_metadata_url: string | null;
                idp_sso_url: string | null;
                sp_acs_url: string;
                sp_entity_id: string;
                sp_metadata_url: string;
            } | null;
            /** Format: date-time */
            updated_at: string;
        };
        SsoDomain: {
            /** Format: date-time */
            created_at: string;
            domain: string;
            domain_id: string;
            /** @description The DNS TXT record that proves control of the domain: publish it, then verify */
            txt_record: {
                name: string;
                value: string;
            };
            verified: boolean;
            /** Format: date-time */
            verified_at: string | null;
        };
        SsoDomainList: {
            data: components["schemas"]["SsoDomain"][];
        };
        SsoSignInStarted: {
            /**
             * Format: date-time
             * @description The browser must come back from the provider before this
             */
            expires_at: string;
            /** @description The identity provider's sign-in address to send the browser to */
            redirect_url: string;
            /** @description The attempt's id (OIDC state or SAML RelayState), also set as a cookie */
            state: string;
        };
        /**
         * @example {
         *       "message_id": "5e6f7a8b-9c0d-4e1f-8a2b-3c4d5e6f7a8c",
         *       "body": "docs.acme.example answers with a certificate for another host since this morning.",
         *       "author": {
         *         "user_id": "7d6c5b4a-3f2e-4d1c-9b0a-8f7e6d5c4b3a",
         *         "email": "ada@acme.example",
         *         "kind": "customer"
         *       },
         *       "created_at": "2026-11-26T08:42:00.000Z"
         *     }
         */
        SupportMessage: {
            author: {
                /** @description The author's address when they wrote it */
                email: string;
                /** @enum {string} */
                kind: "customer" | "staff";
                /** @description Null once the author's user is deleted */
                user_id: string | null;
            };
            body: string;
            /** Format: date-time */
            created_at: string;
            message_id: string;
        };
        /**
         * @example {
         *       "ticket_id": "4d5e6f7a-8b9c-4d0e-9f1a-2b3c4d5e6f7b",
         *       "organization_id": "0b7c4f8e-2d1a-4c3b-9e5f-6a7d8c9b0e1f",
         *       "subject": "Custom domain shows a certificate error",
         *       "status": "open",
         *       "priority": "high",
         *       "opened_by_id": "7d6c5b4a-3f2e-4d1c-9b0a-8f7e6d5c4b3a",
         *       "last_message_at": "2026-11-26T08:42:00.000Z",
         *       "created_at": "2026-11-26T08:42:00.000Z",
         *       "updated_at": "2026-11-26T08:42:00.000Z"
         *     }
         * @example {
         *       "ticket_id": "4d5e6f7a-8b9c-4d0e-9f1a-2b3c4d5e6f7b",
         *       "organization_id": "0b7c4f8e-2d1a-4c3b-9e5f-6a7d8c9b0e1f",
         *       "subject": "Custom domain shows a certificate error",
         *       "status": "open",
         *       "priority": "high",
         *       "opened_by_id": "7d6c5b4a-3f2e-4d1c-9b0a-8f7e6d5c4b3a",
         *       "last_message_at": "2026-11-26T08:42:00.000Z",
         *       "created_at": "2026-11-26T08:42:00.000Z",
         *       "updated_at": "2026-11-26T08:42:00.000Z",
         *       "organization_name": "Acme"
         *     }
         */
        SupportTicket: {
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            last_message_at: string;
            /** @description The user who opened it; null once that user is deleted */
            opened_by_id: string | null;
            organization_id: string;
            /** @description In a ticket's details and in support staff's lists */
            organization_name?: string;
            /** @enum {string} */
            priority: "low" | "normal" | "high" | "urgent";
            /**
             * @description `pending` awaits the customer's answer
             * @enum {string}
             */
            status: "open" | "pending" | "closed";
            subject: string;
            ticket_id: string;
            /** Format: date-time */
            updated_at: string;
        };
        /**
         * @example {
         *       "ticket_id": "4d5e6f7a-8b9c-4d0e-9f1a-2b3c4d5e6f7b",
         *       "organization_id": "0b7c4f8e-2d1a-4c3b-9e5f-6a7d8c9b0e1f",
         *       "subject": "Custom domain shows a certificate error",
         *       "status": "open",
         *       "priority": "high",
         *       "opened_by_id": "7d6c5b4a-3f2e-4d1c-9b0a-8f7e6d5c4b3a",
         *       "last_message_at": "2026-11-26T08:42:00.000Z",
         *       "created_at": "2026-11-26T08:42:00.000Z",
         *       "updated_at": "2026-11-26T08:42:00.000Z",
         *       "organization_name": "Acme",
         *       "messages": [
         *         {
         *           "message_id": "5e6f7a8b-9c0d-4e1f-8a2b-3c4d5e6f7a8c",
         *           "body": "docs.acme.example answers with a certificate for another host since this morning.",
         *           "author": {
         *             "user_id": "7d6c5b4a-3f2e-4d1c-9b0a-8f7e6d5c4b3a",
         *             "email": "ada@acme.example",
         *             "kind": "customer"
         *           },
         *           "created_at": "2026-11-26T08:42:00.000Z"
         *         }
         *       ]
         *     }
         */
        SupportTicketDetails: {
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            last_message_at: string;
            messages: components["schemas"]["SupportMessage"][];
            /** @description The user who opened it; null once that user is deleted */
            opened_by_id: string | null;
            organization_id: string;
            /** @description In a ticket's details and in support staff's lists */
            organization_name?: string;
            /** @enum {string} */
            priority: "low" | "normal" | "high" | "urgent";
            /**
             * @description `pending` awaits the customer's answer
             * @enum {string}
             */
            status: "open" | "pending" | "closed";
            subject: string;
            ticket_id: string;
            /** Format: date-time */
            updated_at: string;
        };
        /**
         * @example {
         *       "templates": [
         *         {
         *           "id": "product-docs",
         *           "title": "Product documentation",
         *           "description": "Introduction, quickstart, concepts, how-to guides, reference and FAQ for a software product.",
         *           "sections": [
         *             "Getting started",
         *             "Guides",
         *             "Reference",
         *             "Resources"
         *           ],
         *           "page_count": 12
         *         },
         *         {
         *           "id": "help-center",
         *           "title": "Help center",
         *           "description": "A knowledge base for customers: getting started, account and billing, troubleshooting and FAQ.",
         *           "sections": [
         *             "Getting started",
         *             "Account and billing",
         *             "Troubleshooting",
         *             "FAQ"
         *           ],
         *           "page_count": 12
         *         }
         *       ]
         *     }
         */
        TemplateList: {
            templates: {
                description: string;
                /** @enum {string} */
                id: "product-docs" | "api-reference" | "help-center" | "open-source";
                page_count: number;
                /** @description Section titles, in order */
                sections: string[];
                title: string;
            }[];
        };
        /**
         * @example {
         *       "documentation_id": "5f1e2d3c-4b5a-4978-8a6b-7c8d9e0f1a2b",
         *       "status": "pending",
         *       "init_source": "template",
         *       "version_id": "9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d",
         *       "sections": [
         *         {
         *           "section_id": "778c9d66-290d-41c9-9d25-8269f557e389",
         *           "title": "Getting started",
         *           "slug": "getting-started",
         *           "entry_ids": [
         *             "9d64da91-0bce-4efb-ba87-4d9356c460da",
         *             "845cc718-3e89-43a6-9689-e4020ccca6be",
         *             "4f4990f2-7e0b-48d0-9967-80a54d7d534a"
         *           ]
         *         },
         *         {
         *           "section_id": "8ee52bb8-a191-4b9f-8264-23078522ca34",
         *           "title": "Guides",
         *           "slug": "guides",
         *           "entry_ids": [
         *             "f18a1f19-c197-4609-ad81-de341175b9f7",
         *             "c9ed8dc9-d9de-4c7c-a223-7dbc0e12187e",
         *             "45d3075b-dec0-4e0c-8fe3-c4de5d30a346",
         *             "438b165f-7e61-40db-9594-f2d594ac4904",
         *             "1a576fd6-280d-4eed-9c3a-073a906bbdef",
         *             "2b5e1035-004b-4fcf-ba64-9e8ce88ceb71"
         *           ]
         *         },
         *         {
         *           "section_id": "980de53f-4b18-4b87-863a-d21ceb3f973d",
         *           "title": "Reference",
         *           "slug": "reference",
         *           "entry_ids": [
         *             "6f0b12a9-289c-41d3-af41-73e3e5de4f9d",
         *             "e2ad4392-e426-4e8a-b7ce-54e1fb332775"
         *           ]
         *         },
         *         {
         *           "section_id": "354edbba-61b9-4686-a1c3-bd736c0e78c1",
         *           "title": "Resources",
         *           "slug": "resources",
         *           "entry_ids": [
         *             "c5bfb548-e003-4739-89cd-1ff43efa0f13",
         *             "a77626eb-9758-4967-b2a5-314e6b322d3c"
         *           ]
         *         }
         *       ],
         *       "entry_count": 13,
         *       "template": "product-docs"
         *     }
         */
        TemplateProject: {
            documentation_id: string;
            entry_count: number;
            /** @enum {string} */
            init_source: "blank" | "template" | "ai" | "openapi" | "repository" | "files" | "website";
            sections: {
                /** @description Parents before their children */
                entry_ids: string[];
                section_id: string;
                slug: string;
                title: string;
            }[];
            /**
             * @description Initialized, not yet published
             * @constant
             */
            status: "pending";
            /** @enum {string} */
            template: "product-docs" | "api-reference" | "help-center" | "open-source";
            /** @description The project's first version, its default */
            version_id: string;
        };
        /**
         * @example {
         *       "token_id": "2a3b4c5d-6e7f-4a8b-9c0d-1e2f3a4b5c6d",
         *       "name": "CI publishing",
         *       "kind": "personal",
         *       "prefix": "dp_pat_k3Zq",
         *       "organization_id": null,
         *       "documentation_id": null,
         *       "role": null,
         *       "created_at": "2026-11-20T08:00:00.000Z",
         *       "last_used_at": "2026-11-25T14:32:00.000Z",
         *       "expires_at": "2027-02-18T08:00:00.000Z",
         *       "revoked_at": null
         *     }
         */
        Token: {
            /** Format: date-time */
            created_at: string;
            documentation_id: string | null;
            /** Format: date-time */
            expires_at: string | null;
            /** @enum {string} */
            kind: "personal" | "organization";
            /** Format: date-time */
            last_used_at: string | null;
            name: string;
            organization_id: string | null;
            /** @description The token's first characters, to recognise it */
            prefix: string;
            /** Format: date-time */
            revoked_at: string | null;
            /** @enum {string|null} */
            role: "owner" | "admin" | "member" | "reader" | null;
            token_id: string;
        };
        /**
         * @example {
         *       "enabled": true,
         *       "recovery_codes": [
         *         "2f25af-f38735",
         *         "e35053-bc57ff",
         *         "f89be3-c8bd6f",
         *         "7b193b-4127fc",
         *         "0b0f19-4fc7f6",
         *         "e560dc-f2d81b",
         *         "851c0f-1d562b",
         *         "8f9823-4d1467",
         *         "ee7bf5-e4f50e",
         *         "6f6d52-33fe75"
         *       ]
         *     }
         */
        TwoFactorEnabled: {
            /** @constant */
            enabled: true;
            /** @description One-time codes (`xxxxxx-xxxxxx`) that stand in for the app; shown only now */
            recovery_codes: string[];
        };
        /**
         * @example {
         *       "secret": "NMIG6Y4G4QZMNVG22SQLGBASCBHB7PR7",
         *       "otpauth_uri": "otpauth://totp/Docs%20Platform:ada%40acme.example?issuer=Docs%20Platform&secret=NMIG6Y4G4QZMNVG22SQLGBASCBHB7PR7&algorithm=SHA1&digits=6&period=30"
         *     }
         */
        TwoFactorEnrollment: {
            /** @description `otpauth://totp/…`, for a QR code */
            otpauth_uri: string;
            /** @description The TOTP secret, base32 */
            secret: string;
        };
        /**
         * @example {
         *       "enabled": true,
         *       "enabled_at": "2026-11-03T12:00:00.000Z",
         *       "recovery_codes_left": 9
         *     }
         */
        TwoFactorStatus: {
            enabled: boolean;
            /** Format: date-time */
            enabled_at: string | null;
            /** @description Unused recovery codes (0 while disabled) */
            recovery_codes_left: number;
        };
        /**
         * @example {
         *       "upload_id": "b4c5d6e7-f8a9-4b0c-9d1e-2f3a4b5c6d7e",
         *       "upload_url": "https://app.acme.example/api/v1/documentation/0b7c4f8e-2d1a-4c3b-9e5f-6a7d8c9b0e1f/5f1e2d3c-4b5a-4978-8a6b-7c8d9e0f1a2b/file-resources/upload/b4c5d6e7-f8a9-4b0c-9d1e-2f3a4b5c6d7e?expires=1795688100&signature=Jx3m0Vq6yS1cT9pQ4Rk2L8wN5bH7dF0aE3gU6iO9zYs",
         *       "method": "PUT",
         *       "expires_at": "2026-11-26T10:15:00.000Z",
         *       "max_bytes": 10485760
         *     }
         */
        UploadUrl: {
            /** Format: date-time */
            expires_at: string;
            max_bytes: number;
            /** @constant */
            method: "PUT";
            upload_id: string;
            /** @description Send the file's bytes here with one PUT before it expires; its signature is the credential */
            upload_url: string;
        };
        UrlPushSubscription: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            channel: "url";
            /** Format: date-time */
            created_at: string;
            /** @description False for device tokens, kept until a delivery provider is configured */
            deliverable: boolean;
            /** @enum {string} */
            delivery_status: "active" | "failing" | "no_provider";
            /** Format: date-time */
            last_delivered_at: string | null;
            /** @description Why the last delivery failed; cleared by subscribing again */
            last_error: string | null;
            organization_id: string;
            /** @description Only this project's events are pushed; null for every event of the organization */
            project_id: string | null;
            subscription_id: string;
            /** @description Delivered as a webhook */
            target_url: string;
        };
        VapidPublicKey: {
            /** @description The VAPID public key (base64url) browsers subscribe with (`applicationServerKey`) */
            public_key: string;
        };
        /**
         * @example {
         *       "version_id": "9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d",
         *       "documentation_id": "5f1e2d3c-4b5a-4978-8a6b-7c8d9e0f1a2b",
         *       "name": "v1",
         *       "slug": "v1",
         *       "is_default": true,
         *       "is_latest": true,
         *       "is_deprecated": false,
         *       "warning": null,
         *       "created_at": "2026-11-02T09:31:00.000Z",
         *       "updated_at": "2026-11-02T09:31:00.000Z"
         *     }
         */
        Version: {
            /** Format: date-time */
            created_at: string;
            documentation_id: string;
            is_default: boolean;
            is_deprecated: boolean;
            is_latest: boolean;
            name: string;
            slug: string;
            /** Format: date-time */
            updated_at: string;
            version_id: string;
            /** @description What readers are shown on a deprecated version */
            warning: string | null;
        };
        VersionContent: {
            sections: {
                description: string | null;
                entries: {
                    /** @description With `include_content=true` */
                    content?: string;
                    /** @description Hex SHA-256 of the content */
                    content_sha256: string;
                    entry_id: string;
                    /** @enum {string} */
                    kind: "page" | "folder";
                    metadata: unknown;
                    order: number;
                    parent_id: string | null;
                    revision: number;
                    slug: string;
                    title: string;
                }[];
                icon: string | null;
                order: number;
                parent_id: string | null;
                section_id: string;
                slug: string;
                title: string;
            }[];
            version_id: string;
        };
        /**
         * @example {
         *       "tag": "setup",
         *       "pages": 4
         *     }
         */
        VersionTag: {
            /** @description Pages of the version carrying it */
            pages: number;
            /** @description Its most frequent spelling; spellings differing only in case are one tag */
            tag: string;
        };
        VersionTagList: components["schemas"]["VersionTag"][];
        /**
         * @example {
         *       "item_id": "2a3b4c5d-6e7f-4a8b-9c0d-1e2f3a4b5c6e",
         *       "voted": true,
         *       "vote_count": 18
         *     }
         */
        Vote: {
            item_id: string;
            /** @description The item's votes, this one included */
            vote_count: number;
            /** @constant */
            voted: true;
        };
        /**
         * @example {
         *       "webhook_id": "6e7f8a9b-0c1d-4e2f-8a3b-4c5d6e7f8a9b",
         *       "organization_id": "0b7c4f8e-2d1a-4c3b-9e5f-6a7d8c9b0e1f",
         *       "url": "https://hooks.acme.example/docs-platform",
         *       "description": "Deploy notifications",
         *       "event_types": [
         *         "publish.completed",
         *         "publish.failed"
         *       ],
         *       "active": true,
         *       "disabled_at": null,
         *       "consecutive_failures": 0,
         *       "failing_since": null,
         *       "created_at": "2026-11-10T08:00:00.000Z",
         *       "updated_at": "2026-11-10T08:00:00.000Z"
         *     }
         */
        Webhook: {
            active: boolean;
            consecutive_failures: number;
            /** Format: date-time */
            created_at: string;
            description: string;
            /**
             * Format: date-time
             * @description When the platform turned the webhook off after repeated failures
             */
            disabled_at: string | null;
            /** @description Types delivered; empty for every type */
            event_types: string[];
            /** Format: date-time */
            failing_since: string | null;
            organization_id: string;
            /** Format: date-time */
            updated_at: string;
            url: string;
            webhook_id: string;
        };
        /**
         * @example {
         *       "attempt_id": "9b0c1d2e-3f4a-4b5c-8d6e-7f8a9b0c1d2e",
         *       "delivery_id": "8a9b0c1d-2e3f-4a4b-9c5d-6e7f8a9b0c1d",
         *       "event_id": "1d2e3f4a-5b6c-4d7e-8f9a-0b1c2d3e4f5a",
         *       "event_type": "publish.completed",
         *       "attempt": 2,
         *       "status": "failed",
         *       "delivery_status": "pending",
         *       "response_status": 503,
         *       "response_excerpt": "upstream unavailable",
         *       "error": null,
         *       "latency_ms": 212,
         *       "next_retry_at": "2026-11-21T10:35:05.000Z",
         *       "created_at": "2026-11-21T10:30:05.000Z"
         *     }
         */
        WebhookDeliveryAttempt: {
            attempt: number;
            attempt_id: string;
            /** Format: date-time */
            created_at: string;
            /** @description The webhook-id header, the same on every attempt of one message */
            delivery_id: string;
            /** @enum {string} */
            delivery_status: "pending" | "succeeded" | "failed";
            error: string | null;
            event_id: string | null;
            event_type: string;
            latency_ms: number;
            /** Format: date-time */
            next_retry_at: string | null;
            /** @description The first kilobyte of the response body */
            response_excerpt: string | null;
            response_status: number | null;
            /** @enum {string} */
            status: "succeeded" | "failed";
        };
        /**
         * @example {
         *       "webhook_id": "6e7f8a9b-0c1d-4e2f-8a3b-4c5d6e7f8a9b",
         *       "secret": "whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw"
         *     }
         */
        WebhookSecret: {
            secret: string;
            webhook_id: string;
        };
        WebPushSubscription: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            channel: "web_push";
            /** Format: date-time */
            created_at: string;
            /** @description False for device tokens, kept until a delivery provider is configured */
            deliverable: boolean;
            /** @enum {string} */
            delivery_status: "active" | "failing" | "no_provider";
            endpoint: string;
            /** Format: date-time */
            last_delivered_at: string | null;
            /** @description Why the last delivery failed; cleared by subscribing again */
            last_error: string | null;
            organization_id: string;
            /** @description Only this project's events are pushed; null for every event of the organization */
            project_id: string | null;
            subscription_id: string;
        };
        /**
         * @example {
         *       "documentation_id": "5f1e2d3c-4b5a-4978-8a6b-7c8d9e0f1a2b",
         *       "status": "pending",
         *       "init_source": "website",
         *       "version_id": "9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d",
         *       "sections": [
         *         {
         *           "section_id": "6cf936f9-bb26-493b-ac5e-a8822b592bed",
         *           "title": "Guide",
         *           "slug": "guide",
         *           "entry_ids": [
         *             "2bef0cb0-1c49-45af-a77d-297f2a36a9f2",
         *             "242ea6fd-f0b6-458d-ba97-489ab9303172",
         *             "ad94a506-32c3-4d58-9702-9422874854ef"
         *           ]
         *         }
         *       ],
         *       "entry_count": 3,
         *       "pages_imported": 3,
         *       "discovery": "sitemap",
         *       "truncated": false,
         *       "skipped": [
         *         {
         *           "url": "https://docs.example.com/guide/archive.zip",
         *           "reason": "not_html",
         *           "detail": "application/zip"
         *         }
         *       ],
         *       "skipped_count": 1
         *     }
         */
        WebsiteProject: {
            /**
             * @description How pages were found: the site's sitemap, or following links from the start page
             * @enum {string}
             */
            discovery: "sitemap" | "links";
            documentation_id: string;
            entry_count: number;
            /** @enum {string} */
            init_source: "blank" | "template" | "ai" | "openapi" | "repository" | "files" | "website";
            pages_imported: number;
            sections: {
                /** @description Parents before their children */
                entry_ids: string[];
                section_id: string;
                slug: string;
                title: string;
            }[];
            /** @description The first 100 addresses skipped */
            skipped: {
                detail: string;
                /** @enum {string} */
                reason: "disallowed_by_robots" | "not_html" | "too_large" | "unreachable" | "timeout" | "redirected_out_of_scope" | "unreadable";
                url: string;
            }[];
            /** @description Every address skipped */
            skipped_count: number;
            /**
             * @description Initialized, not yet published
             * @constant
             */
            status: "pending";
            /** @description More pages were in reach when `max_pages` or the time limit stopped the import */
            truncated: boolean;
            /** @description The project's first version, its default */
            version_id: string;
        };
        /**
         * @example {
         *       "current_step": "theme",
         *       "selected_options": {
         *         "template": "product-docs"
         *       },
         *       "completion_percentage": 40,
         *       "documentation_id": "5f1e2d3c-4b5a-4978-8a6b-7c8d9e0f1a2b",
         *       "created_at": "2026-11-02T09:31:00.000Z",
         *       "updated_at": "2026-11-02T09:40:00.000Z"
         *     }
         */
        WizardProgress: {
            completion_percentage?: number;
            /** Format: date-time */
            created_at: string;
            current_step?: string | number;
            documentation_id: string;
            selected_options?: {
                [key: string]: unknown;
            } | unknown[];
            /** Format: date-time */
            updated_at: string;
        } & {
            [key: string]: unknown;
        };
    };
    responses: {
        /** @description Conflict (`conflict`) */
        Conflict: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
        /** @description Forbidden (`forbidden`) */
        Forbidden: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
        /** @description Gone (`gone`) */
        Gone: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
        /** @description Invalid request (`invalid_input`) */
        InvalidInput: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
        /** @description Locked (`locked`) */
        Locked: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
        /** @description Method not allowed (`method_not_allowed`) */
        MethodNotAllowed: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
        /** @description Not found (`not_found`) */
        NotFound: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
        /** @description Payload too large (`payload_too_large`) */
        PayloadTooLarge: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
        /** @description Precondition failed (`precondition_failed`) */
        PreconditionFailed: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
        /** @description Plan limit reached (`quota_exceeded`) */
        QuotaExceeded: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
        /** @description Too many requests (`rate_limited`) */
        RateLimited: {
            headers: {
                /** @description Seconds to wait before trying again */
                "retry-after"?: number;
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
        /** @description Authentication required (`unauthenticated`) */
        Unauthenticated: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
        /** @description Service unavailable (`unavailable`) */
        Unavailable: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
        /** @description Unprocessable content (`unprocessable`) */
        Unprocessable: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
        /** @description Unsupported media type (`unsupported_media_type`) */
        UnsupportedMediaType: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
        /** @description Upstream service failed (`upstream_failed`) */
        UpstreamFailed: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
        /** @description Upstream service timed out (`upstream_timeout`) */
        UpstreamTimeout: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
    };
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    postDocumentationAiEdit: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                documentation_id: string;
                organization_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    content: string;
                    instruction: string;
                    /** @default false */
                    stream?: boolean;
                };
            };
        };
        responses: {
            /** @description With `stream: true`: `delta` events carry the text as the model writes it, then `done` the answer the call gives without streaming, or `error` a problem */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AiEdit"];
                    "text/event-stream": string;
                };
            };
            400: components["responses"]["InvalidInput"];
            401: components["responses"]["Unauthenticated"];
            402: components["responses"]["QuotaExceeded"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            502: components["responses"]["UpstreamFailed"];
            503: components["responses"]["Unavailable"];
            504: components["responses"]["UpstreamTimeout"];
        };
    };
    postDocumentationAiGenerateImage: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                documentation_id: string;
                organization_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    alt_text?: string;
                    filename?: string;
                    prompt: string;
                    /**
                     * @default illustration
                     * @enum {string}
                     */
                    style?: "diagram" | "illustration" | "icon" | "photo" | "screenshot";
                };
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GeneratedImage"];
                };
            };
            400: components["responses"]["InvalidInput"];
            401: components["responses"]["Unauthenticated"];
            402: components["responses"]["QuotaExceeded"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            423: components["responses"]["Locked"];
            502: components["responses"]["UpstreamFailed"];
            503: components["responses"]["Unavailable"];
            504: components["responses"]["UpstreamTimeout"];
        };
    };
    postDocumentationsSearch: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                documentation_id: string;
                project_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    change_request_id?: string;
                    cursor?: string;
                    /** @default 10 */
                    limit?: number;
                    query: string;
                    section_id?: string;
                    /**
                     * @default published
                     * @enum {string}
                     */
                    source?: "published" | "draft";
                    version_id?: string;
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SearchPage"];
                };
            };
            400: components["responses"]["InvalidInput"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    postDocumentationsPublish: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                documentation_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Accepted */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PublishJob"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            402: components["responses"]["QuotaExceeded"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
        };
    };
    getDocumentationsPublishHistory: {
        parameters: {
            query?: {
                cursor?: string;
                limit?: number;
            };
            header?: never;
            path: {
                documentation_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    /** @description The next page: `<…?cursor=…>; rel="next"`, when more remain */
                    link?: string;
                    /** @description The `cursor` of the next page, when more remain */
                    "x-next-cursor"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PublishJob"][];
                };
            };
            400: components["responses"]["InvalidInput"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    getDocumentationsPublishLatest: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                documentation_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LatestPublish"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    getDocumentationsPublishStatus: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                documentation_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PublishJob"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    getHealth: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Health"];
                };
            };
            /** @description Degraded: the database does not answer */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Health"];
                };
            };
        };
    };
    getInngest: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The functions served (introspection) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": string;
                };
            };
            404: components["responses"]["NotFound"];
            503: components["responses"]["Unavailable"];
        };
    };
    putInngest: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The functions were registered with the Inngest server */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": string;
                };
            };
            404: components["responses"]["NotFound"];
            503: components["responses"]["Unavailable"];
        };
    };
    postInngest: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The run ended: its result */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": string;
                };
            };
            /** @description The run goes on: the steps it ran or found */
            206: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": string;
                };
            };
            404: components["responses"]["NotFound"];
            503: components["responses"]["Unavailable"];
        };
    };
    postInternalSubscriptionsToggleActive: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                organization_id: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    active?: boolean;
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DocumentationActive"];
                };
            };
            400: components["responses"]["InvalidInput"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    getOpenapiJson: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        info: {
                            title: string;
                            version: string;
                        } & {
                            [key: string]: unknown;
                        };
                        /** @constant */
                        openapi: "3.1.0";
                        paths: {
                            [key: string]: unknown;
                        };
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
        };
    };
    getOrganizationSubscriptionFeatureValue: {
        parameters: {
            query: {
                feature: "custom_domain" | "remove_branding" | "analytics" | "ai_assistant" | "git_sync" | "password_protection" | "sso" | "feedback_portal" | "support_level";
            };
            header?: never;
            path: {
                organization_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FeatureValue"];
                };
            };
            400: components["responses"]["InvalidInput"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    getOrganizationSubscriptionValidateFeature: {
        parameters: {
            query: {
                feature: "custom_domain" | "remove_branding" | "analytics" | "ai_assistant" | "git_sync" | "password_protection" | "sso" | "feedback_portal" | "support_level";
            };
            header?: never;
            path: {
                organization_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FeatureCheck"];
                };
            };
            400: components["responses"]["InvalidInput"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    getOrganizationSubscriptionValidateLimit: {
        parameters: {
            query: {
                amount?: number;
                limit: "projects" | "members" | "ai_credits" | "storage_bytes" | "publishes";
            };
            header?: never;
            path: {
                organization_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LimitCheck"];
                };
            };
            400: components["responses"]["InvalidInput"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    getOrganizationSupportTickets: {
        parameters: {
            query?: {
                cursor?: string;
                limit?: number;
                status?: "open" | "pending" | "closed";
            };
            header?: never;
            path: {
                organization_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    /** @description The next page: `<…?cursor=…>; rel="next"`, when more remain */
                    link?: string;
                    /** @description The `cursor` of the next page, when more remain */
                    "x-next-cursor"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SupportTicket"][];
                };
            };
            400: components["responses"]["InvalidInput"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    postOrganizationSupportTickets: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                organization_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    body: string;
                    /**
                     * @default normal
                     * @enum {string}
                     */
                    priority?: "low" | "normal" | "high" | "urgent";
                    subject: string;
                };
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SupportTicketDetails"];
                };
            };
            400: components["responses"]["InvalidInput"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    getOrganizationSupportTicketsByTicketId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                organization_id: string;
                ticket_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SupportTicketDetails"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    patchOrganizationSupportTicketsByTicketId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                organization_id: string;
                ticket_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    status: "open" | "closed";
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SupportTicket"];
                };
            };
            400: components["responses"]["InvalidInput"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    postOrganizationSupportTicketsMessages: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                organization_id: string;
                ticket_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    body: string;
                };
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SupportMessage"];
                };
            };
            400: components["responses"]["InvalidInput"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    getPreference: {
        parameters: {
            query: {
                key: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Preference"];
                };
            };
            400: components["responses"]["InvalidInput"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    putPreference: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    key: string;
                    value: string;
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Preference"];
                };
            };
            400: components["responses"]["InvalidInput"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
        };
    };
    deletePreference: {
        parameters: {
            query?: {
                key?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    key: string;
                };
            };
        };
        responses: {
            /** @description No content */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["InvalidInput"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
        };
    };
    getPreferences: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Preference"][];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
        };
    };
    getProblems: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/html": string;
                };
            };
        };
    };
    getReference: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/html": string;
                };
            };
        };
    };
    getReferenceStandaloneJs: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/javascript": string;
                };
            };
        };
    };
    getSsoOidcCallback: {
        parameters: {
            query?: {
                code?: string;
                error?: string;
                state?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Redirect */
            303: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["InvalidInput"];
        };
    };
    postSsoSamlAcs: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Redirect */
            303: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    getSsoSamlMetadataByOrganizationId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                organization_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description An EntityDescriptor with the entity id and the assertion consumer service */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/samlmetadata+xml": string;
                };
            };
            404: components["responses"]["NotFound"];
        };
    };
    postSsoStart: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    callbackUrl?: string;
                    /** Format: email */
                    email?: string;
                    organization?: string;
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SsoSignInStarted"];
                };
            };
            400: components["responses"]["InvalidInput"];
            402: components["responses"]["QuotaExceeded"];
            404: components["responses"]["NotFound"];
            502: components["responses"]["UpstreamFailed"];
        };
    };
    getUnversionedTasksChangelogs: {
        parameters: {
            query?: {
                cursor?: string;
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    /** @description The next page: `<…?cursor=…>; rel="next"`, when more remain */
                    link?: string;
                    /** @description The `cursor` of the next page, when more remain */
                    "x-next-cursor"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Changelog"][];
                };
            };
            400: components["responses"]["InvalidInput"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
        };
    };
    getUnversionedTasksChangelogsVersionByVersionId: {
        parameters: {
            query?: {
                cursor?: string;
                limit?: number;
            };
            header?: never;
            path: {
                version_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    /** @description The next page: `<…?cursor=…>; rel="next"`, when more remain */
                    link?: string;
                    /** @description The `cursor` of the next page, when more remain */
                    "x-next-cursor"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Changelog"][];
                };
            };
            400: components["responses"]["InvalidInput"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    postUnversionedTasksIdeas: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: email */
                    customer_email: string;
                    description: string;
                    title: string;
                };
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FeedbackIdea"];
                };
            };
            400: components["responses"]["InvalidInput"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["RateLimited"];
        };
    };
    getUnversionedTasksIdeasConfig: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FeedbackSettings"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
        };
    };
    postUnversionedTasksItemsVote: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                item_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Vote"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
        };
    };
    deleteUnversionedTasksItemsVote: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                item_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description No content */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    getUnversionedTasksRoadmap: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RoadmapColumn"][];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
        };
    };
    postUnversionedTasksSessions: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    code?: string;
                    /** Format: email */
                    email: string;
                    workspace: string;
                };
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CustomerSession"];
                };
            };
            /** @description Accepted */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CustomerCodeSent"];
                };
            };
            400: components["responses"]["InvalidInput"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["RateLimited"];
        };
    };
    getUnversionedTasksStatuses: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        label: string;
                        /** @description Position on the roadmap, from 1 */
                        order: number;
                        /** @enum {string} */
                        status: "planned" | "in_progress" | "shipped";
                    }[];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
        };
    };
    putAccountPassword: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    current_password: string;
                    new_password: string;
                };
            };
        };
        responses: {
            /** @description No content */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["InvalidInput"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["RateLimited"];
        };
    };
    getAccountTwoFactor: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TwoFactorStatus"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
        };
    };
    postAccountTwoFactor: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TwoFactorEnrollment"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
        };
    };
    postAccountTwoFactorConfirm: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    code: string;
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TwoFactorEnabled"];
                };
            };
            400: components["responses"]["InvalidInput"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["RateLimited"];
        };
    };
    postAccountTwoFactorDisable: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    code: string;
                };
            };
        };
        responses: {
            /** @description No content */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["InvalidInput"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["RateLimited"];
        };
    };
    getAdminCustomers: {
        parameters: {
            query?: {
                cursor?: string;
                limit?: number;
                search?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    /** @description The next page: `<…?cursor=…>; rel="next"`, when more remain */
                    link?: string;
                    /** @description The `cursor` of the next page, when more remain */
                    "x-next-cursor"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Customer"][];
                };
            };
            400: components["responses"]["InvalidInput"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
        };
    };
    getAdminCustomersByOrganizationId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                organization_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CustomerOverview"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    patchAdminCustomersByOrganizationId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                organization_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * @description The plan whose features and limits apply from now on; held resources over a lower plan's limits stay, new ones are refused
                     * @enum {string}
                     */
                    plan?: "free" | "pro" | "business";
                    /**
                     * @description The subscription's state as the billing provider reports it
                     * @enum {string}
                     */
                    subscription_status?: "active" | "trialing" | "past_due" | "unpaid" | "paused" | "canceled";
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CustomerOverview"];
                };
            };
            400: components["responses"]["InvalidInput"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    getAdminCustomersExport: {
        parameters: {
            query?: {
                search?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Every customer the search matches, oldest first: organization_id, name, subscription_status, created_at */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            400: components["responses"]["InvalidInput"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
        };
    };
    getAdminSupportTickets: {
        parameters: {
            query?: {
                cursor?: string;
                limit?: number;
                organization_id?: string;
                status?: "open" | "pending" | "closed";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    /** @description The next page: `<…?cursor=…>; rel="next"`, when more remain */
                    link?: string;
                    /** @description The `cursor` of the next page, when more remain */
                    "x-next-cursor"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SupportTicket"][];
                };
            };
            400: components["responses"]["InvalidInput"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
        };
    };
    getAdminSupportTicketsByTicketId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                ticket_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SupportTicketDetails"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    patchAdminSupportTicketsByTicketId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                ticket_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    priority?: "low" | "normal" | "high" | "urgent";
                    /** @enum {string} */
                    status?: "open" | "pending" | "closed";
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SupportTicket"];
                };
            };
            400: components["responses"]["InvalidInput"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    postAdminSupportTicketsMessages: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                ticket_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    body: string;
                    /**
                     * @default pending
                     * @enum {string}
                     */
                    status?: "open" | "pending" | "closed";
                };
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SupportMessage"];
                };
            };
            400: components["responses"]["InvalidInput"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    postDocumentationByOrganizationId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                organization_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    description?: string | null;
                    is_public?: boolean;
                    name: string;
                    slug?: string;
                };
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Documentation"];
                };
            };
            400: components["responses"]["InvalidInput"];
            401: components["responses"]["Unauthenticated"];
            402: components["responses"]["QuotaExceeded"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
        };
    };
    getDocumentationByDocumentationId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                documentation_id: string;
                organization_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Documentation"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    putDocumentationByDocumentationId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                documentation_id: string;
                organization_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    description?: string | null;
                    is_public?: boolean;
                    name?: string;
                    slug?: string;
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Documentation"];
                };
            };
            400: components["responses"]["InvalidInput"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            423: components["responses"]["Locked"];
        };
    };
    deleteDocumentationByDocumentationId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                documentation_id: string;
                organization_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description No content */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            423: components["responses"]["Locked"];
        };
    };
    getDocumentationAnalyticsFeedback: {
        parameters: {
            query?: {
                cursor?: string;
                from?: string;
                helpful?: "true" | "false";
                limit?: number;
                path?: string;
                to?: string;
                version_id?: string;
                with_comment?: "true" | "false";
            };
            header?: never;
            path: {
                documentation_id: string;
                organization_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    /** @description The next page: `<…?cursor=…>; rel="next"`, when more remain */
                    link?: string;
                    /** @description The `cursor` of the next page, when more remain */
                    "x-next-cursor"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FeedbackReport"][];
                };
            };
            400: components["responses"]["InvalidInput"];
            401: components["responses"]["Unauthenticated"];
            402: components["responses"]["QuotaExceeded"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    getDocumentationAnalyticsFeedbackExport: {
        parameters: {
            query?: {
                from?: string;
                helpful?: "true" | "false";
                path?: string;
                to?: string;
                version_id?: string;
                with_comment?: "true" | "false";
            };
            header?: never;
            path: {
                documentation_id: string;
                organization_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The whole report as CSV, one row per item of the list */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            400: components["responses"]["InvalidInput"];
            401: components["responses"]["Unauthenticated"];
            402: components["responses"]["QuotaExceeded"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    getDocumentationAnalyticsNotFound: {
        parameters: {
            query?: {
                cursor?: string;
                from?: string;
                limit?: number;
                redirected?: "true" | "false";
                to?: string;
                version_id?: string;
            };
            header?: never;
            path: {
                documentation_id: string;
                organization_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    /** @description The next page: `<…?cursor=…>; rel="next"`, when more remain */
                    link?: string;
                    /** @description The `cursor` of the next page, when more remain */
                    "x-next-cursor"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotFoundReport"][];
                };
            };
            400: components["responses"]["InvalidInput"];
            401: components["responses"]["Unauthenticated"];
            402: components["responses"]["QuotaExceeded"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    getDocumentationAnalyticsNotFoundExport: {
        parameters: {
            query?: {
                from?: string;
                redirected?: "true" | "false";
                to?: string;
                version_id?: string;
            };
            header?: never;
            path: {
                documentation_id: string;
                organization_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The whole report as CSV, one row per item of the list */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            400: components["responses"]["InvalidInput"];
            401: components["responses"]["Unauthenticated"];
            402: components["responses"]["QuotaExceeded"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    getDocumentationAnalyticsPages: {
        parameters: {
            query?: {
                cursor?: string;
                from?: string;
                limit?: number;
                sort?: "views" | "not_helpful";
                to?: string;
                version_id?: string;
            };
            header?: never;
            path: {
                documentation_id: string;
                organization_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    /** @description The next page: `<…?cursor=…>; rel="next"`, when more remain */
                    link?: string;
                    /** @description The `cursor` of the next page, when more remain */
                    "x-next-cursor"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PageReport"][];
                };
            };
            400: components["responses"]["InvalidInput"];
            401: components["responses"]["Unauthenticated"];
            402: components["responses"]["QuotaExceeded"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    getDocumentationAnalyticsPagesExport: {
        parameters: {
            query?: {
                from?: string;
                sort?: "views" | "not_helpful";
                to?: string;
                version_id?: string;
            };
            header?: never;
            path: {
                documentation_id: string;
                organization_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The whole report as CSV, one row per item of the list */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            400: components["responses"]["InvalidInput"];
            401: components["responses"]["Unauthenticated"];
            402: components["responses"]["QuotaExceeded"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    getDocumentationAnalyticsQuestions: {
        parameters: {
            query?: {
                cursor?: string;
                from?: string;
                limit?: number;
                to?: string;
                unanswered?: "true" | "false";
                version_id?: string;
            };
            header?: never;
            path: {
                documentation_id: string;
                organization_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    /** @description The next page: `<…?cursor=…>; rel="next"`, when more remain */
                    link?: string;
                    /** @description The `cursor` of the next page, when more remain */
                    "x-next-cursor"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["QuestionReport"][];
                };
            };
            400: components["responses"]["InvalidInput"];
            401: components["responses"]["Unauthenticated"];
            402: components["responses"]["QuotaExceeded"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    getDocumentationAnalyticsQuestionsExport: {
        parameters: {
            query?: {
                from?: string;
                to?: string;
                unanswered?: "true" | "false";
                version_id?: string;
            };
            header?: never;
            path: {
                documentation_id: string;
                organization_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The whole report as CSV, one row per item of the list */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            400: components["responses"]["InvalidInput"];
            401: components["responses"]["Unauthenticated"];
            402: components["responses"]["QuotaExceeded"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    getDocumentationAnalyticsSearches: {
        parameters: {
            query?: {
                cursor?: string;
                from?: string;
                limit?: number;
                to?: string;
                version_id?: string;
                zero_results?: "true" | "false";
            };
            header?: never;
            path: {
                documentation_id: string;
                organization_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    /** @description The next page: `<…?cursor=…>; rel="next"`, when more remain */
                    link?: string;
                    /** @description The `cursor` of the next page, when more remain */
                    "x-next-cursor"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SearchReport"][];
                };
            };
            400: components["responses"]["InvalidInput"];
            401: components["responses"]["Unauthenticated"];
            402: components["responses"]["QuotaExceeded"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    getDocumentationAnalyticsSearchesExport: {
        parameters: {
            query?: {
                from?: string;
                to?: string;
                version_id?: string;
                zero_results?: "true" | "false";
            };
            header?: never;
            path: {
                documentation_id: string;
                organization_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The whole report as CSV, one row per item of the list */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            400: components["responses"]["InvalidInput"];
            401: components["responses"]["Unauthenticated"];
            402: components["responses"]["QuotaExceeded"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    getDocumentationAnalyticsSummary: {
        parameters: {
            query?: {
                from?: string;
                to?: string;
                version_id?: string;
            };
            header?: never;
            path: {
                documentation_id: string;
                organization_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AnalyticsSummary"];
                };
            };
            400: components["responses"]["InvalidInput"];
            401: components["responses"]["Unauthenticated"];
            402: components["responses"]["QuotaExceeded"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    getDocumentationAsset: {
        parameters: {
            query?: {
                cursor?: string;
                limit?: number;
            };
            header?: never;
            path: {
                documentation_id: string;
                organization_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    /** @description The next page: `<…?cursor=…>; rel="next"`, when more remain */
                    link?: string;
                    /** @description The `cursor` of the next page, when more remain */
                    "x-next-cursor"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Asset"][];
                };
            };
            400: components["responses"]["InvalidInput"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    postDocumentationAsset: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                documentation_id: string;
                organization_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    alt_text?: string;
                    /** Format: binary */
                    file: string;
                };
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Asset"];
                };
            };
            400: components["responses"]["InvalidInput"];
            401: components["responses"]["Unauthenticated"];
            402: components["responses"]["QuotaExceeded"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            423: components["responses"]["Locked"];
        };
    };
    getDocumentationAssetByAssetId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                asset_id: string;
                documentation_id: string;
                organization_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Asset"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    putDocumentationAssetByAssetId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                asset_id: string;
                documentation_id: string;
                organization_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    alt_text?: string;
                    filename?: string;
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Asset"];
                };
            };
            400: components["responses"]["InvalidInput"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            423: components["responses"]["Locked"];
        };
    };
    deleteDocumentationAssetByAssetId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                asset_id: string;
                documentation_id: string;
                organization_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description No content */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            423: components["responses"]["Locked"];
        };
    };
    getDocumentationAssetFile: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                asset_id: string;
                documentation_id: string;
                organization_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": string;
                    "image/gif": string;
                    "image/jpeg": string;
                    "image/png": string;
                    "image/svg+xml": string;
                };
            };
            /** @description Not modified */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    postDocumentationAssetImport: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                documentation_id: string;
                organization_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    alt_text?: string;
                    filename?: string;
                    /** Format: uri */
                    url: string;
                };
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Asset"];
                };
            };
            400: components["responses"]["InvalidInput"];
            401: components["responses"]["Unauthenticated"];
            402: components["responses"]["QuotaExceeded"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            423: components["responses"]["Locked"];
            502: components["responses"]["UpstreamFailed"];
            504: components["responses"]["UpstreamTimeout"];
        };
    };
    getDocumentationBackup: {
        parameters: {
            query?: {
                cursor?: string;
                limit?: number;
            };
            header?: never;
            path: {
                documentation_id: string;
                organization_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    /** @description The next page: `<…?cursor=…>; rel="next"`, when more remain */
                    link?: string;
                    /** @description The `cursor` of the next page, when more remain */
                    "x-next-cursor"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Backup"][];
                };
            };
            400: components["responses"]["InvalidInput"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    postDocumentationBackup: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                documentation_id: string;
                organization_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Accepted */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Backup"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
        };
    };
    getDocumentationBackupRepository: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                documentation_id: string;
                organization_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BackupRepository"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    putDocumentationBackupRepository: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                documentation_id: string;
                organization_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    branch?: string;
                    repository_url: string;
                    token?: string | null;
                    username?: string | null;
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BackupRepository"];
                };
            };
            400: components["responses"]["InvalidInput"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    getDocumentationBackupRestore: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                documentation_id: string;
                organization_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Restore"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    postDocumentationBackupRestore: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                documentation_id: string;
                organization_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: uuid */
                    backup_id: string;
                };
            };
        };
        responses: {
            /** @description Accepted */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RestoreStarted"];
                };
            };
            400: components["responses"]["InvalidInput"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
        };
    };
    getDocumentationConfig: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                documentation_id: string;
                organization_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DocumentationConfig"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    putDocumentationConfig: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                documentation_id: string;
                organization_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    ask_ai?: {
                        enabled?: boolean;
                    } | null;
                    banner?: {
                        dismissible?: boolean;
                        link?: {
                            label: string;
                            /** Format: uri */
                            url: string;
                        };
                        message: string;
                    } | null;
                    change_requests?: {
                        required_approvals: number;
                    } | null;
                    custom_domain?: string | null;
                    description?: string | null;
                    favicon_asset_id?: string | null;
                    footer?: {
                        columns?: {
                            links: {
                                label: string;
                                /** Format: uri */
                                url: string;
                            }[];
                            title: string;
                        }[];
                        copyright?: string;
                        links?: {
                            label: string;
                            /** Format: uri */
                            url: string;
                        }[];
                        socials?: {
                            /** Format: uri */
                            bluesky?: string;
                            /** Format: uri */
                            discord?: string;
                            /** Format: uri */
                            github?: string;
                            /** Format: uri */
                            gitlab?: string;
                            /** Format: uri */
                            mastodon?: string;
                            /** Format: uri */
                            reddit?: string;
                            /** Format: uri */
                            stackoverflow?: string;
                            /** Format: uri */
                            x?: string;
                            /** Format: uri */
                            youtube?: string;
                        };
                    } | null;
                    is_public?: boolean;
                    logo_asset_id?: string | null;
                    name?: string;
                    navigation?: {
                        collapse_sections?: boolean;
                        links?: {
                            label: string;
                            /** Format: uri */
                            url: string;
                        }[];
                        show_breadcrumbs?: boolean;
                        show_edit_links?: boolean;
                        show_table_of_contents?: boolean;
                        show_version_switcher?: boolean;
                    } | null;
                    openapi_sync?: {
                        enabled: boolean;
                        interval_hours?: number;
                    } | null;
                    publishing?: {
                        fail_on_broken_links?: boolean;
                    } | null;
                    search?: {
                        enabled?: boolean;
                        include_deprecated_versions?: boolean;
                        placeholder?: string;
                    } | null;
                    site_password?: string | null;
                    slug?: string;
                    theme?: {
                        accent_color?: string;
                        /** @enum {string} */
                        appearance?: "light" | "dark" | "system";
                        background_color?: string;
                        font_family?: string;
                        primary_color?: string;
                        text_color?: string;
                    } | null;
                    variables?: {
                        [key: string]: string;
                    } | null;
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DocumentationConfig"];
                };
            };
            400: components["responses"]["InvalidInput"];
            401: components["responses"]["Unauthenticated"];
            402: components["responses"]["QuotaExceeded"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            423: components["responses"]["Locked"];
        };
    };
    postDocumentationFileResourcesFinalize: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                documentation_id: string;
                organization_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    alt_text?: string;
                    filename?: string;
                    upload_id: string;
                };
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Asset"];
                };
            };
            400: components["responses"]["InvalidInput"];
            401: components["responses"]["Unauthenticated"];
            402: components["responses"]["QuotaExceeded"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            423: components["responses"]["Locked"];
        };
    };
    postDocumentationFileResourcesUploadUrl: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                documentation_id: string;
                organization_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @default 900 */
                    expires_in_seconds?: number;
                    filename: string;
                    size?: number;
                };
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UploadUrl"];
                };
            };
            400: components["responses"]["InvalidInput"];
            401: components["responses"]["Unauthenticated"];
            402: components["responses"]["QuotaExceeded"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            423: components["responses"]["Locked"];
        };
    };
    putDocumentationFileResourcesUploadByUploadId: {
        parameters: {
            query: {
                expires: number;
                signature: string;
            };
            header?: never;
            path: {
                documentation_id: string;
                organization_id: string;
                upload_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/octet-stream": string;
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReceivedUpload"];
                };
            };
            400: components["responses"]["InvalidInput"];
            402: components["responses"]["QuotaExceeded"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            423: components["responses"]["Locked"];
        };
    };
    getDocumentationImport: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                documentation_id: string;
                organization_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ImportJob"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    postDocumentationInitializeBlank: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                documentation_id: string;
                organization_id: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    version_name?: string;
                };
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BlankProject"];
                };
            };
            400: components["responses"]["InvalidInput"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            423: components["responses"]["Locked"];
        };
    };
    postDocumentationInitializeFromAi: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                documentation_id: string;
                organization_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    prompt: string;
                    version_name?: string;
                };
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AiProject"];
                };
            };
            400: components["responses"]["InvalidInput"];
            401: components["responses"]["Unauthenticated"];
            402: components["responses"]["QuotaExceeded"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            423: components["responses"]["Locked"];
            502: components["responses"]["UpstreamFailed"];
            503: components["responses"]["Unavailable"];
            504: components["responses"]["UpstreamTimeout"];
        };
    };
    postDocumentationInitializeFromFile: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                documentation_id: string;
                organization_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    file: string[];
                    version_name?: string;
                };
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FilesProject"];
                };
            };
            400: components["responses"]["InvalidInput"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            423: components["responses"]["Locked"];
        };
    };
    postDocumentationInitializeFromOpenapi: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                documentation_id: string;
                organization_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    spec?: string | {
                        [key: string]: unknown;
                    };
                    /** Format: uri */
                    url?: string;
                    version_name?: string;
                };
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OpenApiProject"];
                };
            };
            400: components["responses"]["InvalidInput"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            423: components["responses"]["Locked"];
            502: components["responses"]["UpstreamFailed"];
            504: components["responses"]["UpstreamTimeout"];
        };
    };
    postDocumentationInitializeFromRepository: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                documentation_id: string;
                organization_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    path?: string;
                    ref?: string;
                    repository_id?: string;
                    repository_url?: string;
                    token?: string;
                    version_name?: string;
                };
            };
        };
        responses: {
            /** @description Accepted */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ImportStarted"];
                };
            };
            400: components["responses"]["InvalidInput"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            423: components["responses"]["Locked"];
            503: components["responses"]["Unavailable"];
        };
    };
    postDocumentationInitializeFromTemplate: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                documentation_id: string;
                organization_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    template: "product-docs" | "api-reference" | "help-center" | "open-source";
                    version_name?: string;
                };
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TemplateProject"];
                };
            };
            400: components["responses"]["InvalidInput"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            423: components["responses"]["Locked"];
        };
    };
    postDocumentationInitializeFromWebsite: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                documentation_id: string;
                organization_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @default 50 */
                    max_pages?: number;
                    /** Format: uri */
                    url: string;
                    version_name?: string;
                };
            };
        };
        responses: {
            /** @description Accepted */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ImportStarted"];
                };
            };
            400: components["responses"]["InvalidInput"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            423: components["responses"]["Locked"];
        };
    };
    postDocumentationPreview: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                documentation_id: string;
                organization_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    change_request_id?: string;
                    entry_id?: string;
                    markdown: string;
                    title?: string;
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Preview"];
                };
            };
            400: components["responses"]["InvalidInput"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    getDocumentationRedirects: {
        parameters: {
            query?: {
                cursor?: string;
                limit?: number;
            };
            header?: never;
            path: {
                documentation_id: string;
                organization_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    /** @description The next page: `<…?cursor=…>; rel="next"`, when more remain */
                    link?: string;
                    /** @description The `cursor` of the next page, when more remain */
                    "x-next-cursor"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Redirect"][];
                };
            };
            400: components["responses"]["InvalidInput"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    postDocumentationRedirects: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                documentation_id: string;
                organization_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    from: string;
                    to: string;
                };
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Redirect"];
                };
            };
            400: components["responses"]["InvalidInput"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            423: components["responses"]["Locked"];
        };
    };
    deleteDocumentationRedirectsByRedirectId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                documentation_id: string;
                organization_id: string;
                redirect_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description No content */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            423: components["responses"]["Locked"];
        };
    };
    getDocumentationVersion: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                documentation_id: string;
                organization_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Version"][];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    postDocumentationVersion: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                documentation_id: string;
                organization_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    is_default?: boolean;
                    is_deprecated?: boolean;
                    is_latest?: boolean;
                    name: string;
                    slug?: string;
                };
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Version"];
                };
            };
            400: components["responses"]["InvalidInput"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    getDocumentationVersionByVersionId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                documentation_id: string;
                organization_id: string;
                version_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Version"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    putDocumentationVersionByVersionId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                documentation_id: string;
                organization_id: string;
                version_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @constant */
                    is_default?: true;
                    is_deprecated?: boolean;
                    is_latest?: boolean;
                    name?: string;
                    slug?: string;
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Version"];
                };
            };
            400: components["responses"]["InvalidInput"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    deleteDocumentationVersionByVersionId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                documentation_id: string;
                organization_id: string;
                version_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description No content */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    getDocumentationVersionChangeRequests: {
        parameters: {
            query?: {
                cursor?: string;
                limit?: number;
                status?: "open" | "merged" | "closed";
            };
            header?: never;
            path: {
                documentation_id: string;
                organization_id: string;
                version_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    /** @description The next page: `<…?cursor=…>; rel="next"`, when more remain */
                    link?: string;
                    /** @description The `cursor` of the next page, when more remain */
                    "x-next-cursor"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ChangeRequest"][];
                };
            };
            400: components["responses"]["InvalidInput"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    postDocumentationVersionChangeRequests: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                documentation_id: string;
                organization_id: string;
                version_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    description?: string;
                    title: string;
                };
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ChangeRequest"];
                };
            };
            400: components["responses"]["InvalidInput"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            423: components["responses"]["Locked"];
        };
    };
    getDocumentationVersionChangeRequestsByChangeRequestId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                change_request_id: string;
                documentation_id: string;
                organization_id: string;
                version_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ChangeRequest"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    patchDocumentationVersionChangeRequestsByChangeRequestId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                change_request_id: string;
                documentation_id: string;
                organization_id: string;
                version_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    description?: string | null;
                    title?: string;
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ChangeRequest"];
                };
            };
            400: components["responses"]["InvalidInput"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            423: components["responses"]["Locked"];
        };
    };
    postDocumentationVersionChangeRequestsClose: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                change_request_id: string;
                documentation_id: string;
                organization_id: string;
                version_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ChangeRequest"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            423: components["responses"]["Locked"];
        };
    };
    getDocumentationVersionChangeRequestsComments: {
        parameters: {
            query?: {
                cursor?: string;
                limit?: number;
            };
            header?: never;
            path: {
                change_request_id: string;
                documentation_id: string;
                organization_id: string;
                version_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    /** @description The next page: `<…?cursor=…>; rel="next"`, when more remain */
                    link?: string;
                    /** @description The `cursor` of the next page, when more remain */
                    "x-next-cursor"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ChangeRequestComment"][];
                };
            };
            400: components["responses"]["InvalidInput"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    postDocumentationVersionChangeRequestsComments: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                change_request_id: string;
                documentation_id: string;
                organization_id: string;
                version_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    body: string;
                    entry_id?: string;
                    line?: number;
                    parent_id?: string;
                    /** @enum {string} */
                    side?: "old" | "new";
                };
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ChangeRequestComment"];
                };
            };
            400: components["responses"]["InvalidInput"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    patchDocumentationVersionChangeRequestsCommentsByCommentId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                change_request_id: string;
                comment_id: string;
                documentation_id: string;
                organization_id: string;
                version_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    resolved: boolean;
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ChangeRequestComment"];
                };
            };
            400: components["responses"]["InvalidInput"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    getDocumentationVersionChangeRequestsDiff: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                change_request_id: string;
                documentation_id: string;
                organization_id: string;
                version_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ChangeRequestDiff"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    postDocumentationVersionChangeRequestsMerge: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                change_request_id: string;
                documentation_id: string;
                organization_id: string;
                version_id: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    resolutions?: ({
                        entry_id: string;
                        /** @enum {string} */
                        take: "change_request" | "main";
                    } | {
                        content: string;
                        entry_id: string;
                    })[];
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ChangeRequestMerge"];
                };
            };
            400: components["responses"]["InvalidInput"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Unprocessable"];
            423: components["responses"]["Locked"];
        };
    };
    postDocumentationVersionChangeRequestsPreviewLink: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                change_request_id: string;
                documentation_id: string;
                organization_id: string;
                version_id: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    /** @default 72 */
                    expires_in_hours?: number;
                };
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PreviewLink"];
                };
            };
            400: components["responses"]["InvalidInput"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    postDocumentationVersionChangeRequestsReviewers: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                change_request_id: string;
                documentation_id: string;
                organization_id: string;
                version_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    reviewers: string[];
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ChangeRequest"];
                };
            };
            400: components["responses"]["InvalidInput"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
        };
    };
    getDocumentationVersionChangeRequestsReviews: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                change_request_id: string;
                documentation_id: string;
                organization_id: string;
                version_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ChangeRequestReview"][];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    postDocumentationVersionChangeRequestsReviews: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                change_request_id: string;
                documentation_id: string;
                organization_id: string;
                version_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    body?: string;
                    /** @enum {string} */
                    state: "approved" | "changes_requested";
                };
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ChangeRequestReview"];
                };
            };
            400: components["responses"]["InvalidInput"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
        };
    };
    getDocumentationVersionChangeRequestsSection: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                change_request_id: string;
                documentation_id: string;
                organization_id: string;
                version_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Section"][];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    postDocumentationVersionChangeRequestsSection: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                change_request_id: string;
                documentation_id: string;
                organization_id: string;
                version_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    description?: string | null;
                    icon?: string | null;
                    parent_id?: string | null;
                    slug?: string;
                    title: string;
                };
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Section"];
                };
            };
            400: components["responses"]["InvalidInput"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            423: components["responses"]["Locked"];
        };
    };
    getDocumentationVersionChangeRequestsSectionBySectionId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                change_request_id: string;
                documentation_id: string;
                organization_id: string;
                section_id: string;
                version_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Section"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    putDocumentationVersionChangeRequestsSectionBySectionId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                change_request_id: string;
                documentation_id: string;
                organization_id: string;
                section_id: string;
                version_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    description?: string | null;
                    icon?: string | null;
                    parent_id?: string | null;
                    slug?: string;
                    title?: string;
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Section"];
                };
            };
            400: components["responses"]["InvalidInput"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            423: components["responses"]["Locked"];
        };
    };
    deleteDocumentationVersionChangeRequestsSectionBySectionId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                change_request_id: string;
                documentation_id: string;
                organization_id: string;
                section_id: string;
                version_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description No content */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            423: components["responses"]["Locked"];
        };
    };
    getDocumentationVersionChangeRequestsSectionEntry: {
        parameters: {
            query?: {
                cursor?: string;
                limit?: number;
            };
            header?: never;
            path: {
                change_request_id: string;
                documentation_id: string;
                organization_id: string;
                section_id: string;
                version_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    /** @description The next page: `<…?cursor=…>; rel="next"`, when more remain */
                    link?: string;
                    /** @description The `cursor` of the next page, when more remain */
                    "x-next-cursor"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EntrySummary"][];
                };
            };
            400: components["responses"]["InvalidInput"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    postDocumentationVersionChangeRequestsSectionEntry: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                change_request_id: string;
                documentation_id: string;
                organization_id: string;
                section_id: string;
                version_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    content?: string;
                    /**
                     * @default page
                     * @enum {string}
                     */
                    kind?: "page" | "folder";
                    metadata?: {
                        description?: string;
                        hidden?: boolean;
                        icon?: string;
                        sidebar_title?: string;
                        /** @enum {string} */
                        source?: "manual" | "repository" | "openapi" | "website" | "files";
                        source_path?: string;
                        tags?: string[];
                    };
                    order?: number;
                    parent_id?: string | null;
                    slug?: string;
                    title: string;
                };
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Entry"];
                };
            };
            400: components["responses"]["InvalidInput"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            423: components["responses"]["Locked"];
        };
    };
    getDocumentationVersionChangeRequestsSectionEntryByEntryId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                change_request_id: string;
                documentation_id: string;
                entry_id: string;
                organization_id: string;
                section_id: string;
                version_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Entry"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    putDocumentationVersionChangeRequestsSectionEntryByEntryId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                change_request_id: string;
                documentation_id: string;
                entry_id: string;
                organization_id: string;
                section_id: string;
                version_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    content?: string;
                    /** @enum {string} */
                    kind?: "page" | "folder";
                    metadata?: {
                        description?: string;
                        hidden?: boolean;
                        icon?: string;
                        sidebar_title?: string;
                        /** @enum {string} */
                        source?: "manual" | "repository" | "openapi" | "website" | "files";
                        source_path?: string;
                        tags?: string[];
                    };
                    slug?: string;
                    title?: string;
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Entry"];
                };
            };
            400: components["responses"]["InvalidInput"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            412: components["responses"]["PreconditionFailed"];
            423: components["responses"]["Locked"];
        };
    };
    deleteDocumentationVersionChangeRequestsSectionEntryByEntryId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                change_request_id: string;
                documentation_id: string;
                entry_id: string;
                organization_id: string;
                section_id: string;
                version_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description No content */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            412: components["responses"]["PreconditionFailed"];
            423: components["responses"]["Locked"];
        };
    };
    postDocumentationVersionChangeRequestsSectionEntryMove: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                change_request_id: string;
                documentation_id: string;
                entry_id: string;
                organization_id: string;
                section_id: string;
                version_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    order?: number;
                    parent_id?: string | null;
                    section_id?: string;
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Entry"];
                };
            };
            400: components["responses"]["InvalidInput"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            423: components["responses"]["Locked"];
        };
    };
    postDocumentationVersionChangeRequestsSectionEntryReorder: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                change_request_id: string;
                documentation_id: string;
                organization_id: string;
                section_id: string;
                version_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": string[] | {
                    entry_ids: string[];
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReorderedEntries"];
                };
            };
            400: components["responses"]["InvalidInput"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            423: components["responses"]["Locked"];
        };
    };
    getDocumentationVersionChangeRequestsSectionEntryTree: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                change_request_id: string;
                documentation_id: string;
                organization_id: string;
                section_id: string;
                version_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EntryTree"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    postDocumentationVersionChangeRequestsSectionReorder: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                change_request_id: string;
                documentation_id: string;
                organization_id: string;
                version_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": string[] | {
                    section_ids: string[];
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Section"][];
                };
            };
            400: components["responses"]["InvalidInput"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            423: components["responses"]["Locked"];
        };
    };
    getDocumentationVersionContent: {
        parameters: {
            query?: {
                include_content?: "true" | "false";
            };
            header?: never;
            path: {
                documentation_id: string;
                organization_id: string;
                version_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["VersionContent"];
                };
            };
            400: components["responses"]["InvalidInput"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    getDocumentationVersionGitSync: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                documentation_id: string;
                organization_id: string;
                version_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GitSyncStatus"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    putDocumentationVersionGitSync: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                documentation_id: string;
                organization_id: string;
                version_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    branch?: string;
                    path?: string;
                    repository_id?: string;
                    repository_url?: string;
                    rotate_webhook_secret?: boolean;
                    token?: string | null;
                    username?: string | null;
                    webhook_secret?: string;
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GitSyncLinked"];
                };
            };
            400: components["responses"]["InvalidInput"];
            401: components["responses"]["Unauthenticated"];
            402: components["responses"]["QuotaExceeded"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            502: components["responses"]["UpstreamFailed"];
        };
    };
    deleteDocumentationVersionGitSync: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                documentation_id: string;
                organization_id: string;
                version_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description No content */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    postDocumentationVersionGitSyncConflictsDismiss: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                conflict_id: string;
                documentation_id: string;
                organization_id: string;
                version_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GitSyncConflict"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
        };
    };
    postDocumentationVersionGitSyncConflictsRestore: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                conflict_id: string;
                documentation_id: string;
                organization_id: string;
                version_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GitSyncConflict"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            402: components["responses"]["QuotaExceeded"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            423: components["responses"]["Locked"];
        };
    };
    getDocumentationVersionGitSyncHistory: {
        parameters: {
            query?: {
                cursor?: string;
                limit?: number;
            };
            header?: never;
            path: {
                documentation_id: string;
                organization_id: string;
                version_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    /** @description The next page: `<…?cursor=…>; rel="next"`, when more remain */
                    link?: string;
                    /** @description The `cursor` of the next page, when more remain */
                    "x-next-cursor"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GitSyncRun"][];
                };
            };
            400: components["responses"]["InvalidInput"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    postDocumentationVersionGitSyncSync: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                documentation_id: string;
                organization_id: string;
                version_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Accepted */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GitSyncStarted"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            402: components["responses"]["QuotaExceeded"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    getDocumentationVersionOpenapi: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                documentation_id: string;
                organization_id: string;
                version_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiDescription"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    putDocumentationVersionOpenapi: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                documentation_id: string;
                organization_id: string;
                version_id: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    spec?: string | {
                        [key: string]: unknown;
                    };
                    /** Format: uri */
                    url?: string;
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiSyncReport"];
                };
            };
            400: components["responses"]["InvalidInput"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            422: components["responses"]["Unprocessable"];
            423: components["responses"]["Locked"];
            502: components["responses"]["UpstreamFailed"];
            504: components["responses"]["UpstreamTimeout"];
        };
    };
    postDocumentationVersionPreviewLink: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                documentation_id: string;
                organization_id: string;
                version_id: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    /** @default 72 */
                    expires_in_hours?: number;
                };
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PreviewLink"];
                };
            };
            400: components["responses"]["InvalidInput"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    getDocumentationVersionSection: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                documentation_id: string;
                organization_id: string;
                version_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Section"][];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    postDocumentationVersionSection: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                documentation_id: string;
                organization_id: string;
                version_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    description?: string | null;
                    icon?: string | null;
                    parent_id?: string | null;
                    slug?: string;
                    title: string;
                };
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Section"];
                };
            };
            400: components["responses"]["InvalidInput"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    getDocumentationVersionSectionBySectionId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                documentation_id: string;
                organization_id: string;
                section_id: string;
                version_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Section"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    putDocumentationVersionSectionBySectionId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                documentation_id: string;
                organization_id: string;
                section_id: string;
                version_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    description?: string | null;
                    icon?: string | null;
                    parent_id?: string | null;
                    slug?: string;
                    title?: string;
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Section"];
                };
            };
            400: components["responses"]["InvalidInput"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    deleteDocumentationVersionSectionBySectionId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                documentation_id: string;
                organization_id: string;
                section_id: string;
                version_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description No content */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    getDocumentationVersionSectionEntry: {
        parameters: {
            query?: {
                cursor?: string;
                limit?: number;
            };
            header?: never;
            path: {
                documentation_id: string;
                organization_id: string;
                section_id: string;
                version_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    /** @description The next page: `<…?cursor=…>; rel="next"`, when more remain */
                    link?: string;
                    /** @description The `cursor` of the next page, when more remain */
                    "x-next-cursor"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EntrySummary"][];
                };
            };
            400: components["responses"]["InvalidInput"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    postDocumentationVersionSectionEntry: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                documentation_id: string;
                organization_id: string;
                section_id: string;
                version_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    content?: string;
                    /**
                     * @default page
                     * @enum {string}
                     */
                    kind?: "page" | "folder";
                    metadata?: {
                        description?: string;
                        hidden?: boolean;
                        icon?: string;
                        sidebar_title?: string;
                        /** @enum {string} */
                        source?: "manual" | "repository" | "openapi" | "website" | "files";
                        source_path?: string;
                        tags?: string[];
                    };
                    order?: number;
                    parent_id?: string | null;
                    slug?: string;
                    title: string;
                };
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Entry"];
                };
            };
            400: components["responses"]["InvalidInput"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            423: components["responses"]["Locked"];
        };
    };
    getDocumentationVersionSectionEntryByEntryId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                documentation_id: string;
                entry_id: string;
                organization_id: string;
                section_id: string;
                version_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Entry"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    putDocumentationVersionSectionEntryByEntryId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                documentation_id: string;
                entry_id: string;
                organization_id: string;
                section_id: string;
                version_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    content?: string;
                    /** @enum {string} */
                    kind?: "page" | "folder";
                    metadata?: {
                        description?: string;
                        hidden?: boolean;
                        icon?: string;
                        sidebar_title?: string;
                        /** @enum {string} */
                        source?: "manual" | "repository" | "openapi" | "website" | "files";
                        source_path?: string;
                        tags?: string[];
                    };
                    slug?: string;
                    title?: string;
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Entry"];
                };
            };
            400: components["responses"]["InvalidInput"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            412: components["responses"]["PreconditionFailed"];
            423: components["responses"]["Locked"];
        };
    };
    deleteDocumentationVersionSectionEntryByEntryId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                documentation_id: string;
                entry_id: string;
                organization_id: string;
                section_id: string;
                version_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description No content */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            412: components["responses"]["PreconditionFailed"];
            423: components["responses"]["Locked"];
        };
    };
    postDocumentationVersionSectionEntryMove: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                documentation_id: string;
                entry_id: string;
                organization_id: string;
                section_id: string;
                version_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    order?: number;
                    parent_id?: string | null;
                    section_id?: string;
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Entry"];
                };
            };
            400: components["responses"]["InvalidInput"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            423: components["responses"]["Locked"];
        };
    };
    postDocumentationVersionSectionEntryBatch: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                documentation_id: string;
                organization_id: string;
                section_id: string;
                version_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    entries: {
                        content?: string;
                        /**
                         * @default page
                         * @enum {string}
                         */
                        kind?: "page" | "folder";
                        metadata?: {
                            description?: string;
                            hidden?: boolean;
                            icon?: string;
                            sidebar_title?: string;
                            /** @enum {string} */
                            source?: "manual" | "repository" | "openapi" | "website" | "files";
                            source_path?: string;
                            tags?: string[];
                        };
                        order?: number;
                        parent_id?: string;
                        parent_ref?: string;
                        ref?: string;
                        slug?: string;
                        title: string;
                    }[];
                };
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CreatedEntries"];
                };
            };
            400: components["responses"]["InvalidInput"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            423: components["responses"]["Locked"];
        };
    };
    postDocumentationVersionSectionEntryReorder: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                documentation_id: string;
                organization_id: string;
                section_id: string;
                version_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": string[] | {
                    entry_ids: string[];
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReorderedEntries"];
                };
            };
            400: components["responses"]["InvalidInput"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            423: components["responses"]["Locked"];
        };
    };
    getDocumentationVersionSectionEntryTree: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                documentation_id: string;
                organization_id: string;
                section_id: string;
                version_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EntryTree"];
                };
            };
            /** @description Not modified */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    getDocumentationVersionSectionSource: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                documentation_id: string;
                organization_id: string;
                section_id: string;
                version_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description With `Accept: text/markdown`: each entry's markdown after a comment naming its path */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SectionSource"];
                    "text/markdown": string;
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    postDocumentationVersionSectionReorder: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                documentation_id: string;
                organization_id: string;
                version_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": string[] | {
                    section_ids: string[];
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Section"][];
                };
            };
            400: components["responses"]["InvalidInput"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    postDocumentationVersionSetDefault: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                documentation_id: string;
                organization_id: string;
                version_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Version"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    postDocumentationVersionSetDeprecated: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                documentation_id: string;
                organization_id: string;
                version_id: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    /** @default true */
                    deprecated?: boolean;
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Version"];
                };
            };
            400: components["responses"]["InvalidInput"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    postDocumentationVersionSetLatest: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                documentation_id: string;
                organization_id: string;
                version_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Version"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    getDocumentationVersionTags: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                documentation_id: string;
                organization_id: string;
                version_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["VersionTagList"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    getDocumentationDocumentationBackupRestore: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                documentation_id: string;
                organization_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Restore"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    postDocumentationDocumentationBackupRestore: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                documentation_id: string;
                organization_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: uuid */
                    backup_id: string;
                };
            };
        };
        responses: {
            /** @description Accepted */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RestoreStarted"];
                };
            };
            400: components["responses"]["InvalidInput"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
        };
    };
    getDocumentationList: {
        parameters: {
            query?: {
                cursor?: string;
                limit?: number;
            };
            header?: never;
            path: {
                organization_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    /** @description The next page: `<…?cursor=…>; rel="next"`, when more remain */
                    link?: string;
                    /** @description The `cursor` of the next page, when more remain */
                    "x-next-cursor"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Documentation"][];
                };
            };
            400: components["responses"]["InvalidInput"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    getDocumentationTemplates: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                organization_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TemplateList"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    deleteEvent: {
        parameters: {
            query?: {
                event_id?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    event_id: string;
                };
            };
        };
        responses: {
            /** @description No content */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["InvalidInput"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    postEventList: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    cursor?: string;
                    /** Format: date-time */
                    from?: string;
                    /** @default 50 */
                    limit?: number;
                    project_id?: string;
                    /**
                     * @default newest
                     * @enum {string}
                     */
                    sort?: "newest" | "oldest";
                    /** Format: date-time */
                    to?: string;
                    type?: string | string[];
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    /** @description The `cursor` of the next page, when more remain */
                    "x-next-cursor"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Event"][];
                };
            };
            400: components["responses"]["InvalidInput"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    postEventPushNotificationSubscribe: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": unknown;
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NewPushSubscription"];
                };
            };
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NewPushSubscription"];
                };
            };
            400: components["responses"]["InvalidInput"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
        };
    };
    postEventPushNotificationUnsubscribe: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    endpoint: string;
                } | {
                    device_token: string;
                } | {
                    target_url: string;
                };
            };
        };
        responses: {
            /** @description No content */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["InvalidInput"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    getEventVapidPublicKey: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["VapidPublicKey"];
                };
            };
            401: components["responses"]["Unauthenticated"];
        };
    };
    getInvitations: {
        parameters: {
            query?: {
                cursor?: string;
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    /** @description The next page: `<…?cursor=…>; rel="next"`, when more remain */
                    link?: string;
                    /** @description The `cursor` of the next page, when more remain */
                    "x-next-cursor"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReceivedInvitation"][];
                };
            };
            400: components["responses"]["InvalidInput"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
        };
    };
    postInvitationsAccept: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                invitation_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["JoinedMember"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            410: components["responses"]["Gone"];
        };
    };
    getOrganization: {
        parameters: {
            query?: {
                cursor?: string;
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    /** @description The next page: `<…?cursor=…>; rel="next"`, when more remain */
                    link?: string;
                    /** @description The `cursor` of the next page, when more remain */
                    "x-next-cursor"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Organization"][];
                };
            };
            400: components["responses"]["InvalidInput"];
            401: components["responses"]["Unauthenticated"];
        };
    };
    postOrganization: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: email */
                    billing_email: string;
                    name: string;
                    slug?: string;
                };
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Organization"];
                };
            };
            400: components["responses"]["InvalidInput"];
            401: components["responses"]["Unauthenticated"];
        };
    };
    getOrganizationByOrganizationId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                organization_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Organization"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    putOrganizationByOrganizationId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                organization_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: email */
                    billing_email?: string;
                    name?: string;
                    settings?: {
                        [key: string]: unknown;
                    };
                    slug?: string;
                    /** Format: uri */
                    website?: string | null;
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Organization"];
                };
            };
            400: components["responses"]["InvalidInput"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    deleteOrganizationByOrganizationId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                organization_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description No content */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    getOrganizationAuditLog: {
        parameters: {
            query?: {
                action?: string;
                actor?: string;
                cursor?: string;
                from?: string;
                limit?: number;
                target?: string;
                to?: string;
            };
            header?: never;
            path: {
                organization_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    /** @description The next page: `<…?cursor=…>; rel="next"`, when more remain */
                    link?: string;
                    /** @description The `cursor` of the next page, when more remain */
                    "x-next-cursor"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AuditEntry"][];
                };
            };
            400: components["responses"]["InvalidInput"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    getOrganizationAuditLogExport: {
        parameters: {
            query?: {
                action?: string;
                actor?: string;
                from?: string;
                target?: string;
                to?: string;
            };
            header?: never;
            path: {
                organization_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The filtered log, newest first, as an attachment: created_at, actor_type, actor_id, actor_user_id, action, route, targets (`name=id` pairs), request_id, client_hash, entry_id */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            400: components["responses"]["InvalidInput"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    postOrganizationCompleteOnboarding: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                organization_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Organization"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    getOrganizationFeedbackChangelogs: {
        parameters: {
            query?: {
                cursor?: string;
                limit?: number;
            };
            header?: never;
            path: {
                organization_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    /** @description The next page: `<…?cursor=…>; rel="next"`, when more remain */
                    link?: string;
                    /** @description The `cursor` of the next page, when more remain */
                    "x-next-cursor"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Changelog"][];
                };
            };
            400: components["responses"]["InvalidInput"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    postOrganizationFeedbackChangelogs: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                organization_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    body: string;
                    /** Format: date-time */
                    published_at?: string;
                    title: string;
                    version_id?: string | null;
                };
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Changelog"];
                };
            };
            400: components["responses"]["InvalidInput"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    deleteOrganizationFeedbackChangelogsByChangelogId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                changelog_id: string;
                organization_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description No content */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    patchOrganizationFeedbackChangelogsByChangelogId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                changelog_id: string;
                organization_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    body?: string;
                    /** Format: date-time */
                    published_at?: string;
                    title?: string;
                    version_id?: string | null;
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Changelog"];
                };
            };
            400: components["responses"]["InvalidInput"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    getOrganizationFeedbackIdeas: {
        parameters: {
            query?: {
                cursor?: string;
                limit?: number;
                status?: "backlog" | "approved" | "declined";
            };
            header?: never;
            path: {
                organization_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    /** @description The next page: `<…?cursor=…>; rel="next"`, when more remain */
                    link?: string;
                    /** @description The `cursor` of the next page, when more remain */
                    "x-next-cursor"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FeedbackIdea"][];
                };
            };
            400: components["responses"]["InvalidInput"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    deleteOrganizationFeedbackIdeasByIdeaId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                idea_id: string;
                organization_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description No content */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    postOrganizationFeedbackIdeasApprove: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                idea_id: string;
                organization_id: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    description?: string;
                    /**
                     * @default planned
                     * @enum {string}
                     */
                    status?: "planned" | "in_progress" | "shipped";
                    title?: string;
                };
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RoadmapItem"];
                };
            };
            400: components["responses"]["InvalidInput"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
        };
    };
    postOrganizationFeedbackIdeasDecline: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                idea_id: string;
                organization_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FeedbackIdea"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
        };
    };
    getOrganizationFeedbackItems: {
        parameters: {
            query?: {
                cursor?: string;
                limit?: number;
            };
            header?: never;
            path: {
                organization_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    /** @description The next page: `<…?cursor=…>; rel="next"`, when more remain */
                    link?: string;
                    /** @description The `cursor` of the next page, when more remain */
                    "x-next-cursor"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RoadmapItem"][];
                };
            };
            400: components["responses"]["InvalidInput"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    postOrganizationFeedbackItems: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                organization_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @default  */
                    description?: string;
                    /**
                     * @default planned
                     * @enum {string}
                     */
                    status?: "planned" | "in_progress" | "shipped";
                    title: string;
                };
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RoadmapItem"];
                };
            };
            400: components["responses"]["InvalidInput"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    deleteOrganizationFeedbackItemsByItemId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                item_id: string;
                organization_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description No content */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    patchOrganizationFeedbackItemsByItemId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                item_id: string;
                organization_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    description?: string;
                    /** @enum {string} */
                    status?: "planned" | "in_progress" | "shipped";
                    title?: string;
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RoadmapItem"];
                };
            };
            400: components["responses"]["InvalidInput"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    getOrganizationFeedbackSettings: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                organization_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FeedbackSettings"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    putOrganizationFeedbackSettings: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                organization_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    confirm_customer_emails?: boolean;
                    idea_limit_per_address?: number;
                    idea_limit_per_customer?: number;
                    idea_limit_window_seconds?: number;
                    ideas_enabled?: boolean;
                    public_roadmap?: boolean;
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FeedbackSettings"];
                };
            };
            400: components["responses"]["InvalidInput"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    getOrganizationLogo: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                organization_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The logo, a PNG or JPEG image */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "image/*": string;
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    getOrganizationTokens: {
        parameters: {
            query?: {
                cursor?: string;
                limit?: number;
            };
            header?: never;
            path: {
                organization_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    /** @description The next page: `<…?cursor=…>; rel="next"`, when more remain */
                    link?: string;
                    /** @description The `cursor` of the next page, when more remain */
                    "x-next-cursor"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Token"][];
                };
            };
            400: components["responses"]["InvalidInput"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    postOrganizationTokens: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                organization_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    documentation_id?: string;
                    expires_in_days?: number;
                    name: string;
                    /**
                     * @default member
                     * @enum {string}
                     */
                    role?: "admin" | "member" | "reader";
                };
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NewToken"];
                };
            };
            400: components["responses"]["InvalidInput"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    deleteOrganizationTokensByTokenId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                organization_id: string;
                token_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description No content */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    postOrganizationUploadLogo: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                organization_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    /** Format: binary */
                    file: string;
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Organization"];
                };
            };
            400: components["responses"]["InvalidInput"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
    getOrganizationUser: {
        parameters: {
            query?: {
                cursor?: string;
                limit?: number;
            };
            header?: never;
            path: {
                organization_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    /** @description The next page: `<…?cursor=…>; rel="next"`, when more remain */
                    link?: string;
                    /** @description The `cursor` of the next page, when more remain */
                    "x-next-cursor"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": (components["schemas"]["Member"] | components["schemas"]["Invitation"])[];
                };
            };
            400: components["responses"]["InvalidInput"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    deleteOrganizationUserByUserId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                organization_id: string;
                user_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description No content */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
        };
    };
    patchOrganizationUserRole: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                organization_id: string;
                user_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    role: "owner" | "admin" | "member" | "reader";
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Member"];
                };
            };
            400: components["responses"]["InvalidInput"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
        };
    };
    patchOrganizationUserStatus: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                organization_id: string;
                user_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    status: "active" | "suspended" | "deactivated";
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Member"];
                };
            };
            400: components["responses"]["InvalidInput"];
            401: components["responses"]["Unauthenticated"];
            402: components["responses"]["QuotaExceeded"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
        };
    };
    getOrganizationUserActive: {
        parameters: {
            query?: {
                cursor?: string;
                limit?: number;
            };
            header?: never;
            path: {
                organization_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    /** @description The next page: `<…?cursor=…>; rel="next"`, when more remain */
                    link?: string;
                    /** @description The `cursor` of the next page, when more remain */
                    "x-next-cursor"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Member"][];
                };
            };
            400: components["responses"]["InvalidInput"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    postOrganizationUserInvite: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                organization_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    documentation_ids?: string[];
                    /** Format: email */
                    email: string;
                    /** @enum {string} */
                    role: "owner" | "admin" | "member" | "reader";
                };
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Invitation"];
                };
            };
            400: components["responses"]["InvalidInput"];
            401: components["responses"]["Unauthenticated"];
            402: components["responses"]["QuotaExceeded"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
        };
    };
    getOrganizationUserPending: {
        parameters: {
            query?: {
                cursor?: string;
                limit?: number;
            };
            header?: never;
            path: {
                organization_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    /** @description The next page: `<…?cursor=…>; rel="next"`, when more remain */
                    link?: string;
                    /** @description The `cursor` of the next page, when more remain */
                    "x-next-cursor"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Invitation"][];
                };
            };
            400: components["responses"]["InvalidInput"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    patchOrganizationUsersDocumentations: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                organization_id: string;
                user_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    documentation_ids: string[];
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Member"];
                };
            };
            400: components["responses"]["InvalidInput"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
        };
    };
    patchOrganizationUsersGrants: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                organization_id: string;
                user_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    documentation_ids: string[];
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Member"];
                };
            };
            400: components["responses"]["InvalidInput"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
        };
    };
    getOrganizationWebhooks: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                organization_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Webhook"][];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    postOrganizationWebhooks: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                organization_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @default true */
                    active?: boolean;
                    /** @default  */
                    description?: string;
                    /** @default [] */
                    event_types?: string[];
                    /** Format: uri */
                    url: string;
                };
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CreatedWebhook"];
                };
            };
            400: components["responses"]["InvalidInput"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    getOrganizationWebhooksByWebhookId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                organization_id: string;
                webhook_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Webhook"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    deleteOrganizationWebhooksByWebhookId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                organization_id: string;
                webhook_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description No content */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    patchOrganizationWebhooksByWebhookId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                organization_id: string;
                webhook_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    active?: boolean;
                    description?: string;
                    event_types?: string[];
                    /** Format: uri */
                    url?: string;
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Webhook"];
                };
            };
            400: components["responses"]["InvalidInput"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    getOrganizationWebhooksDeliveries: {
        parameters: {
            query?: {
                cursor?: string;
                limit?: number;
                status?: "succeeded" | "failed";
            };
            header?: never;
            path: {
                organization_id: string;
                webhook_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    /** @description The next page: `<…?cursor=…>; rel="next"`, when more remain */
                    link?: string;
                    /** @description The `cursor` of the next page, when more remain */
                    "x-next-cursor"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookDeliveryAttempt"][];
                };
            };
            400: components["responses"]["InvalidInput"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    getOrganizationWebhooksSecret: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                organization_id: string;
                webhook_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookSecret"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    postOrganizationWebhooksTest: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                organization_id: string;
                webhook_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Accepted */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["QueuedTestDelivery"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    getOrganizationWizardProgressByDocumentationId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                documentation_id: string;
                organization_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WizardProgress"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    postOrganizationWizardProgressByDocumentationId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                documentation_id: string;
                organization_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    completion_percentage?: number;
                    current_step?: string | number;
                    selected_options?: {
                        [key: string]: unknown;
                    } | unknown[];
                } & {
                    [key: string]: unknown;
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WizardProgress"];
                };
            };
            400: components["responses"]["InvalidInput"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    deleteOrganizationWizardProgressByDocumentationId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                documentation_id: string;
                organization_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description No content */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    getOrganizationAll: {
        parameters: {
            query?: {
                cursor?: string;
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    /** @description The next page: `<…?cursor=…>; rel="next"`, when more remain */
                    link?: string;
                    /** @description The `cursor` of the next page, when more remain */
                    "x-next-cursor"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Organization"][];
                };
            };
            400: components["responses"]["InvalidInput"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
        };
    };
    getOrganizationsGitProvider: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                organization_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GitConnection"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    deleteOrganizationsGitProvider: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                organization_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description No content */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    postOrganizationsGitProviderAuthorize: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                organization_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GitAuthorization"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            503: components["responses"]["Unavailable"];
        };
    };
    postOrganizationsGitProviderCallback: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                organization_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    code: string;
                    state: string;
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GitConnection"];
                };
            };
            400: components["responses"]["InvalidInput"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            502: components["responses"]["UpstreamFailed"];
            503: components["responses"]["Unavailable"];
            504: components["responses"]["UpstreamTimeout"];
        };
    };
    getOrganizationsGitProviderRepositories: {
        parameters: {
            query?: {
                cursor?: string;
                limit?: number;
            };
            header?: never;
            path: {
                organization_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    /** @description The next page: `<…?cursor=…>; rel="next"`, when more remain */
                    link?: string;
                    /** @description The `cursor` of the next page, when more remain */
                    "x-next-cursor"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GitRepository"][];
                };
            };
            400: components["responses"]["InvalidInput"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            502: components["responses"]["UpstreamFailed"];
            503: components["responses"]["Unavailable"];
            504: components["responses"]["UpstreamTimeout"];
        };
    };
    getOrganizationsGitProviderRepositoriesTree: {
        parameters: {
            query?: {
                path?: string;
                ref?: string;
            };
            header?: never;
            path: {
                organization_id: string;
                repository_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GitTree"];
                };
            };
            400: components["responses"]["InvalidInput"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            502: components["responses"]["UpstreamFailed"];
            503: components["responses"]["Unavailable"];
            504: components["responses"]["UpstreamTimeout"];
        };
    };
    postOrganizationsGitProviderWebhook: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                organization_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": string;
            };
        };
        responses: {
            /** @description Accepted */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GitSyncWebhookAnswer"];
                };
            };
            400: components["responses"]["InvalidInput"];
            401: components["responses"]["Unauthenticated"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
        };
    };
    getOrganizationsProjectsEvents: {
        parameters: {
            query?: {
                cursor?: string;
                limit?: number;
                type?: string;
            };
            header?: never;
            path: {
                organization_id: string;
                project_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    /** @description The next page: `<…?cursor=…>; rel="next"`, when more remain */
                    link?: string;
                    /** @description The `cursor` of the next page, when more remain */
                    "x-next-cursor"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Event"][];
                };
            };
            400: components["responses"]["InvalidInput"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    postOrganizationsProjectsEvents: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                organization_id: string;
                project_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    description: string;
                    metadata?: {
                        [key: string]: unknown;
                    };
                    type: string;
                };
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Event"];
                };
            };
            400: components["responses"]["InvalidInput"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    deleteOrganizationsProjectsEventsByEventId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                event_id: string;
                organization_id: string;
                project_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description No content */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    postOrganizationsProjectsEventsBatch: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                organization_id: string;
                project_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    events: {
                        description: string;
                        metadata?: {
                            [key: string]: unknown;
                        };
                        type: string;
                    }[];
                };
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Event"][];
                };
            };
            400: components["responses"]["InvalidInput"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
        };
    };
    postOrganizationsPushSubscribe: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                organization_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": unknown;
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NewPushSubscription"];
                };
            };
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NewPushSubscription"];
                };
            };
            400: components["responses"]["InvalidInput"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    deleteOrganizationsPushSubscribe: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                organization_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    endpoint: string;
                } | {
                    device_token: string;
                } | {
                    target_url: string;
                };
            };
        };
        responses: {
            /** @description No content */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["InvalidInput"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    getOrganizationsPushSubscriptions: {
        parameters: {
            query?: {
                cursor?: string;
                limit?: number;
            };
            header?: never;
            path: {
                organization_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    /** @description The next page: `<…?cursor=…>; rel="next"`, when more remain */
                    link?: string;
                    /** @description The `cursor` of the next page, when more remain */
                    "x-next-cursor"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PushSubscription"][];
                };
            };
            400: components["responses"]["InvalidInput"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    deleteOrganizationsPushSubscriptionsBySubscriptionId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                organization_id: string;
                subscription_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description No content */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    getOrganizationsSecurity: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                organization_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SecurityPolicy"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    patchOrganizationsSecurity: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                organization_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    require_two_factor: boolean;
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SecurityPolicy"];
                };
            };
            400: components["responses"]["InvalidInput"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    getOrganizationsSso: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                organization_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SsoConnection"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            402: components["responses"]["QuotaExceeded"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    putOrganizationsSso: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                organization_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    client_id: string;
                    client_secret?: string;
                    /**
                     * @default member
                     * @enum {string}
                     */
                    default_role?: "reader" | "member";
                    /** @default true */
                    enabled?: boolean;
                    /** Format: uri */
                    issuer: string;
                    /** @constant */
                    protocol: "oidc";
                    /** @default false */
                    require_sso?: boolean;
                } | {
                    /**
                     * @default member
                     * @enum {string}
                     */
                    default_role?: "reader" | "member";
                    /** @default true */
                    enabled?: boolean;
                    /** Format: uri */
                    idp_metadata_url?: string;
                    idp_metadata_xml?: string;
                    /** @constant */
                    protocol: "saml";
                    /** @default false */
                    require_sso?: boolean;
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SsoConnection"];
                };
            };
            400: components["responses"]["InvalidInput"];
            401: components["responses"]["Unauthenticated"];
            402: components["responses"]["QuotaExceeded"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            502: components["responses"]["UpstreamFailed"];
        };
    };
    deleteOrganizationsSso: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                organization_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description No content */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    getOrganizationsSsoDomains: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                organization_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SsoDomainList"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            402: components["responses"]["QuotaExceeded"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    postOrganizationsSsoDomains: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                organization_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    domain: string;
                };
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SsoDomain"];
                };
            };
            400: components["responses"]["InvalidInput"];
            401: components["responses"]["Unauthenticated"];
            402: components["responses"]["QuotaExceeded"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
        };
    };
    deleteOrganizationsSsoDomainsByDomainId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                domain_id: string;
                organization_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description No content */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    postOrganizationsSsoDomainsVerify: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                domain_id: string;
                organization_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SsoDomain"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            402: components["responses"]["QuotaExceeded"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Unprocessable"];
            502: components["responses"]["UpstreamFailed"];
        };
    };
    getTasksChangelogs: {
        parameters: {
            query?: {
                cursor?: string;
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    /** @description The next page: `<…?cursor=…>; rel="next"`, when more remain */
                    link?: string;
                    /** @description The `cursor` of the next page, when more remain */
                    "x-next-cursor"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Changelog"][];
                };
            };
            400: components["responses"]["InvalidInput"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
        };
    };
    getTasksChangelogsVersionByVersionId: {
        parameters: {
            query?: {
                cursor?: string;
                limit?: number;
            };
            header?: never;
            path: {
                version_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    /** @description The next page: `<…?cursor=…>; rel="next"`, when more remain */
                    link?: string;
                    /** @description The `cursor` of the next page, when more remain */
                    "x-next-cursor"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Changelog"][];
                };
            };
            400: components["responses"]["InvalidInput"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    postTasksIdeas: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: email */
                    customer_email: string;
                    description: string;
                    title: string;
                };
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FeedbackIdea"];
                };
            };
            400: components["responses"]["InvalidInput"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["RateLimited"];
        };
    };
    getTasksIdeasConfig: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FeedbackSettings"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
        };
    };
    postTasksItemsVote: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                item_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Vote"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
        };
    };
    deleteTasksItemsVote: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                item_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description No content */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    getTasksRoadmap: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RoadmapColumn"][];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
        };
    };
    postTasksSessions: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    code?: string;
                    /** Format: email */
                    email: string;
                    workspace: string;
                };
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CustomerSession"];
                };
            };
            /** @description Accepted */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CustomerCodeSent"];
                };
            };
            400: components["responses"]["InvalidInput"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["RateLimited"];
        };
    };
    getTasksStatuses: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        label: string;
                        /** @description Position on the roadmap, from 1 */
                        order: number;
                        /** @enum {string} */
                        status: "planned" | "in_progress" | "shipped";
                    }[];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
        };
    };
    getTokens: {
        parameters: {
            query?: {
                cursor?: string;
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    /** @description The next page: `<…?cursor=…>; rel="next"`, when more remain */
                    link?: string;
                    /** @description The `cursor` of the next page, when more remain */
                    "x-next-cursor"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Token"][];
                };
            };
            400: components["responses"]["InvalidInput"];
            401: components["responses"]["Unauthenticated"];
        };
    };
    postTokens: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    expires_in_days?: number;
                    name: string;
                };
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NewToken"];
                };
            };
            400: components["responses"]["InvalidInput"];
            401: components["responses"]["Unauthenticated"];
        };
    };
    deleteTokensByTokenId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                token_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description No content */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["Unauthenticated"];
            404: components["responses"]["NotFound"];
        };
    };
}
