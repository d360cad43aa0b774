import { folder, page, type Template } from "./template";

export const apiReference: Template = {
  id: "api-reference",
  title: "API reference",
  description: "Authentication, conventions (errors, pagination, rate limits, webhooks) and endpoint pages for a REST API.",
  sections: [
    {
      title: "Getting started",
      icon: "rocket",
      entries: [
        page(
          "Introduction",
          `
The API gives programmatic access to everything you can do in the dashboard. It follows REST
conventions: resource-oriented URLs, JSON request and response bodies, standard HTTP status codes.

## Base URL

~~~text
https://api.example.com/v1
~~~

All requests must use HTTPS. Requests over plain HTTP are refused.

## Client libraries

Official libraries exist for JavaScript, Python and Go. They handle authentication, retries and pagination for you.
`,
          "What the API offers and how it is organized.",
        ),
        page(
          "Authentication",
          `
Authenticate every request with an API key sent as a bearer token:

~~~bash
curl https://api.example.com/v1/customers \\
  -H "Authorization: Bearer sk_live_..."
~~~

## Creating a key

Create keys under **Settings → API keys**. A key is shown once; store it in a secret manager.

## Test and live keys

| Prefix | Acts on |
|---|---|
| \`sk_test_\` | test data only; nothing is charged or sent |
| \`sk_live_\` | real data |

A missing or invalid key answers \`401 Unauthorized\`; a key without the needed permission answers \`403 Forbidden\`.
`,
        ),
        page(
          "Your first request",
          `
List the customers of your account:

~~~bash
curl https://api.example.com/v1/customers?limit=2 \\
  -H "Authorization: Bearer sk_test_..."
~~~

~~~json
{
  "data": [
    { "id": "cus_123", "email": "ada@example.com", "created_at": "2026-01-15T09:30:00Z" },
    { "id": "cus_124", "email": "grace@example.com", "created_at": "2026-01-16T11:02:00Z" }
  ],
  "has_more": true,
  "next_cursor": "cus_124"
}
~~~

Next, read about [errors](../concepts/errors) and [pagination](../concepts/pagination) before building on the API.
`,
        ),
      ],
    },
    {
      title: "Concepts",
      icon: "lightbulb",
      entries: [
        page(
          "Errors",
          `
Errors use standard HTTP status codes and a JSON body that says what went wrong:

~~~json
{
  "type": "https://api.example.com/errors/invalid-request",
  "title": "Invalid request",
  "status": 400,
  "detail": "email must be a valid email address",
  "errors": [{ "path": "email", "message": "invalid email" }]
}
~~~

| Status | Meaning | Retry? |
|---|---|---|
| 400 | the request is malformed or a field is invalid | no, fix the request |
| 401 | missing or invalid API key | no |
| 403 | the key lacks a permission | no |
| 404 | the resource does not exist | no |
| 409 | the request conflicts with the current state | after re-reading the resource |
| 429 | rate limit reached | yes, after \`Retry-After\` seconds |
| 5xx | a problem on our side | yes, with exponential backoff |
`,
        ),
        page(
          "Pagination",
          `
List endpoints return at most \`limit\` items (default 20, maximum 100) and a cursor to the next page:

~~~bash
curl "https://api.example.com/v1/customers?limit=50&cursor=cus_124" \\
  -H "Authorization: Bearer sk_test_..."
~~~

Keep requesting with the returned \`next_cursor\` while \`has_more\` is \`true\`. Cursors stay valid when
items are added or removed, so no item is skipped or returned twice.
`,
        ),
        page(
          "Rate limits",
          `
Each key may send 100 requests per second. Every answer carries the current state:

| Header | Meaning |
|---|---|
| \`RateLimit-Limit\` | requests allowed in the window |
| \`RateLimit-Remaining\` | requests left in the window |
| \`Retry-After\` | on a 429, seconds to wait before retrying |

Spread bulk work over time, and retry a 429 only after the \`Retry-After\` delay.
`,
        ),
        page(
          "Idempotency",
          `
Send an \`Idempotency-Key\` header (any unique string, such as a UUID) with \`POST\` requests. If the
network fails, retry with the same key: the API performs the operation once and returns the first answer again.

~~~bash
curl -X POST https://api.example.com/v1/payments \\
  -H "Authorization: Bearer sk_test_..." \\
  -H "Idempotency-Key: 5f0c7a1e-3c2b-4b8e-9d6f-2a1b0c9d8e7f" \\
  -d '{"amount": 1200, "currency": "eur", "customer": "cus_123"}'
~~~

Keys are kept for 24 hours.
`,
        ),
        page(
          "Webhooks",
          `
Webhooks notify your server when something happens, instead of you polling the API.

1. Register an HTTPS endpoint under **Settings → Webhooks** and choose the events it receives.
2. Answer each delivery with a \`2xx\` status within 10 seconds; failed deliveries are retried for 3 days.
3. Verify the \`Webhook-Signature\` header: an HMAC-SHA256 of the raw body with your endpoint's secret.

~~~json
{
  "id": "evt_789",
  "type": "customer.created",
  "created_at": "2026-01-15T09:30:00Z",
  "data": { "id": "cus_123", "email": "ada@example.com" }
}
~~~

Deliveries may arrive more than once or out of order; use the event \`id\` to ignore duplicates.
`,
        ),
        page(
          "Versioning",
          `
The version is part of the URL (\`/v1\`). Within a version we only make backward-compatible changes:
new endpoints, new optional fields, new fields in answers, new event types. Write clients that ignore
unknown fields.

Breaking changes come with a new version, announced at least six months before the previous one is retired.
`,
        ),
      ],
    },
    {
      title: "Endpoints",
      icon: "braces",
      description: "One page per operation, grouped by resource.",
      entries: [
        folder("Customers", [
          page(
            "Create a customer",
            `
**POST** \`/v1/customers\`

Creates a customer.

## Body

| Field | Type | Required | Description |
|---|---|---|---|
| \`email\` | string | yes | the customer's email address |
| \`name\` | string | no | full name |
| \`metadata\` | object | no | up to 20 key-value pairs of your own |

## Example

~~~bash
curl -X POST https://api.example.com/v1/customers \\
  -H "Authorization: Bearer sk_test_..." \\
  -H "Content-Type: application/json" \\
  -d '{"email": "ada@example.com", "name": "Ada Lovelace"}'
~~~

## Responses

| Status | Description |
|---|---|
| 201 | the created customer |
| 400 | a field is invalid |
| 409 | a customer with this email exists |
`,
          ),
          page(
            "Retrieve a customer",
            `
**GET** \`/v1/customers/{customer_id}\`

Returns one customer.

## Path parameters

| Name | Description |
|---|---|
| \`customer_id\` | the customer's ID, such as \`cus_123\` |

## Example

~~~bash
curl https://api.example.com/v1/customers/cus_123 \\
  -H "Authorization: Bearer sk_test_..."
~~~

~~~json
{ "id": "cus_123", "email": "ada@example.com", "name": "Ada Lovelace", "created_at": "2026-01-15T09:30:00Z" }
~~~
`,
          ),
        ]),
      ],
    },
  ],
};
