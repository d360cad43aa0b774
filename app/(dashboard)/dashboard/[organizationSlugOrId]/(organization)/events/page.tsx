import Link from "next/link";
import { Activity, Filter } from "lucide-react";
import { organizationPath } from "@/components/shell/paths";
import { Button } from "@/components/ui/button";
import { CursorPager, loadPage } from "@/components/ui/cursor-pager";
import { EmptyState } from "@/components/ui/empty-state";
import { InputField, SelectField } from "@/components/ui/field";
import { PageHeader, Section } from "@/components/ui/page";
import { canSeeDocumentation } from "@/lib/auth/access";
import { can } from "@/lib/auth/permissions";
import { requireOrganization } from "@/app/(dashboard)/session";
import { db } from "@/lib/db";
import { listDocumentation } from "@/lib/documentation/service";
import { EventType } from "@/lib/events/schemas";
import { listEventsInScope, listDocumentationEvents } from "@/lib/events/service";
import { platformEventTypes } from "@/lib/events/types";
import { EventsTable } from "./events-table";
import { PushNotifications } from "./push-notifications";

export const metadata = { title: "Events" };

const pageSize = 25;
const allDocumentations = "all";

export default async function EventsPage({
  params,
  searchParams,
}: {
  params: Promise<{ organizationSlugOrId: string }>;
  searchParams: Promise<{ project?: string; type?: string; cursor?: string }>;
}) {
  const { access, organizationId } = await requireOrganization((await params).organizationSlugOrId, "events.read");
  const query = await searchParams;
  const [organization, documentations] = await Promise.all([
    db.organization.findUniqueOrThrow({ where: { id: organizationId }, select: { slug: true } }),
    listDocumentation(access, { limit: 200 }),
  ]);
  const path = organizationPath({ organization_id: organizationId, slug: organization.slug }, "events");
  // Organization-wide events (members joining, …) are for roles that see every project.
  const seesAll = access.grantedDocumentationIds === null;
  const askedFor = query.project && query.project !== allDocumentations ? query.project : null;
  // A project the caller cannot see is a filter's error, as an unknown type is, not a missing page.
  const askedForKnown = askedFor !== null && canSeeDocumentation(access, askedFor) && documentations.items.some((item) => item.documentation_id === askedFor);
  const projectError = askedFor !== null && !askedForKnown ? "No project you can see has this id: showing the default." : undefined;
  const documentationId = askedForKnown ? askedFor : seesAll ? null : (documentations.items[0]?.documentation_id ?? null);

  const typeInput = query.type?.trim() || undefined;
  const typeCheck = typeInput ? EventType.safeParse(typeInput) : null;
  const type = typeCheck?.success ? typeCheck.data : undefined;
  const typeError = typeCheck && !typeCheck.success ? typeCheck.error.issues[0]?.message : undefined;

  const canList = seesAll || documentationId !== null;
  const { page, cursor } = canList
    ? await loadPage(
        (at) =>
          documentationId
            ? listDocumentationEvents({ ...access, documentationId }, { limit: pageSize, cursor: at, type })
            : listEventsInScope({ access, documentationId: null }, { type, limit: pageSize, cursor: at, sort: "newest" }),
        query.cursor,
      )
    : { page: { items: [], nextCursor: null }, cursor: undefined };
  const documentationNames = Object.fromEntries(documentations.items.map((item) => [item.documentation_id, item.name]));
  const events = page.items.map((event) => ({
    ...event,
    documentation_name: event.project_id ? (documentationNames[event.project_id] ?? null) : null,
    created_at: event.created_at.toISOString(),
    metadata: JSON.stringify(event.metadata, null, 2),
  }));
  const filterQuery = { project: documentationId ?? undefined, type: typeInput };

  return (
    <>
      <PageHeader title="Events" description="What happened in your documentation projects: publishes, backups, members joining and events your integrations record." />
      <div className="space-y-6">
        <Section title="Event log">
          <form action={path} className="mb-4 flex flex-wrap items-end gap-3">
            <SelectField
              label="Project"
              name="project"
              defaultValue={documentationId ?? allDocumentations}
              error={projectError}
              options={[...(seesAll ? [{ value: allDocumentations, label: "All projects and organization events" }] : []), ...documentations.items.map((item) => ({ value: item.documentation_id, label: item.name }))]}
              className="min-w-56"
            />
            <InputField
              label="Type"
              name="type"
              list="event-types"
              defaultValue={typeInput}
              placeholder="Any type"
              error={typeError}
              autoComplete="off"
              className="min-w-56"
            />
            <datalist id="event-types">
              {Object.keys(platformEventTypes).map((name) => (
                <option key={name} value={name} />
              ))}
            </datalist>
            <Button type="submit" variant="secondary">
              <Filter className="size-4" aria-hidden />
              Apply
            </Button>
            {(typeInput || query.project) && (
              <Button asChild variant="ghost">
                <Link href={path}>Reset</Link>
              </Button>
            )}
          </form>
          {!canList ? (
            <EmptyState icon={Activity} title="No project shared with you">
              Events belong to documentation projects; ask an administrator to give you access to one.
            </EmptyState>
          ) : events.length === 0 ? (
            <EmptyState icon={Activity} title={type ? `No “${type}” events` : "No events yet"}>
              {type
                ? "Try another type, or clear the filter."
                : "Publishing, backups and invitations record events here; integrations can add their own through the API."}
            </EmptyState>
          ) : (
            <EventsTable
              organizationId={organizationId}
              events={events}
              showDocumentation={documentationId === null}
              canDelete={can(access.role, "events.write")}
            />
          )}
          <CursorPager path={path} query={filterQuery} cursor={cursor} nextCursor={page.nextCursor} label="Event list" />
        </Section>
        <Section
          title="Browser notifications"
          description="Get a notification on this device for every new event of the organization, even while the dashboard is closed."
        >
          <PushNotifications organizationId={organizationId} />
        </Section>
      </div>
    </>
  );
}
