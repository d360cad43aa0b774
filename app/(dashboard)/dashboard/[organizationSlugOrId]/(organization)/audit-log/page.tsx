import Link from "next/link";
import { Download, Filter, ScrollText } from "lucide-react";
import { organizationPath } from "@/components/shell/paths";
import { Button } from "@/components/ui/button";
import { CursorPager, hrefWith, loadPage } from "@/components/ui/cursor-pager";
import { EmptyState } from "@/components/ui/empty-state";
import { InputField, SelectField } from "@/components/ui/field";
import { formatDateTime } from "@/components/ui/format";
import { PageHeader, Section } from "@/components/ui/page";
import { Table, Td, Th } from "@/components/ui/table";
import { AuditLogQuery } from "@/lib/audit/schemas";
import { actorNames, listAuditEntries } from "@/lib/audit/service";
import { targetNames } from "@/lib/audit/target-names";
import { permissionTable } from "@/lib/auth/permissions";
import { requireOrganization } from "@/app/(dashboard)/session";
import { db } from "@/lib/db";

export const metadata = { title: "Audit log" };

const pageSize = 25;
const dayMs = 86_400_000;

type Filters = { actor?: string; action?: string; target?: string; from?: string; to?: string };

/** A target's key as a word: `documentation_id` → "project", `api_token_id` → "api token". */
function targetLabel(key: string): string {
  const kind = key.replace(/_id$/, "");
  return kind === "documentation" ? "project" : kind.replaceAll("_", " ");
}

/** The form's days as the API's range: `to` names the last day shown, the API's bound is the next midnight. */
function apiFilters(filters: Filters): Filters {
  const to = filters.to && /^\d{4}-\d{2}-\d{2}$/.test(filters.to) ? new Date(Date.parse(`${filters.to}T00:00:00Z`) + dayMs).toISOString().slice(0, 10) : filters.to;
  return { ...filters, to };
}

export default async function AuditLogPage({
  params,
  searchParams,
}: {
  params: Promise<{ organizationSlugOrId: string }>;
  searchParams: Promise<Filters & { cursor?: string }>;
}) {
  const { access, organizationId } = await requireOrganization((await params).organizationSlugOrId, "audit.read");
  const query = await searchParams;
  const filters: Filters = Object.fromEntries(
    (["actor", "action", "target", "from", "to"] as const).map((name) => [name, query[name]?.trim() || undefined]),
  );
  const parsed = AuditLogQuery.safeParse({ ...apiFilters(filters), limit: pageSize });
  const errors: Record<string, string> = parsed.success ? {} : Object.fromEntries(parsed.error.issues.map((issue) => [String(issue.path[0]), issue.message]));

  const [organization, members, { page, cursor }] = await Promise.all([
    db.organization.findUniqueOrThrow({ where: { id: organizationId }, select: { slug: true } }),
    db.membership.findMany({ where: { organizationId }, select: { user: { select: { id: true, name: true, email: true } } }, orderBy: { createdAt: "asc" } }),
    parsed.success
      ? loadPage((at) => listAuditEntries(access, { ...parsed.data, cursor: at }), query.cursor)
      : Promise.resolve({ page: { items: [], nextCursor: null }, cursor: undefined }),
  ]);
  const [names, targets] = await Promise.all([actorNames(page.items), targetNames(organizationId, page.items)]);
  const entries = page.items;
  const path = organizationPath({ organization_id: organizationId, slug: organization.slug }, "audit-log");
  const actorOptions = members.map(({ user }) => ({ value: user.id, label: user.name ? `${user.name} (${user.email})` : user.email }));
  if (filters.actor && !actorOptions.some((option) => option.value === filters.actor)) actorOptions.push({ value: filters.actor, label: filters.actor });
  const filtered = Object.values(filters).some(Boolean);

  return (
    <>
      <PageHeader
        title="Audit log"
        description="Every change made in this organization: who made it (a member, an API token or a background job), what it was and what it touched. Addresses are kept only as a keyed hash."
        actions={
          <Button asChild variant="secondary">
            {/* A plain link: the browser sends the session cookie and saves the streamed attachment. */}
            <a href={hrefWith(`/api/v1/organization/${organizationId}/audit-log/export`, apiFilters(filters))} download>
              <Download className="size-4" aria-hidden />
              Download CSV
            </a>
          </Button>
        }
      />
      <Section title="Changes, newest first">
        <form action={path} className="mb-4 flex flex-wrap items-end gap-3">
          <SelectField label="Actor" name="actor" defaultValue={filters.actor ?? ""} options={[{ value: "", label: "Anyone" }, ...actorOptions]} className="min-w-56" error={errors.actor} />
          <InputField label="Action" name="action" list="audit-actions" defaultValue={filters.action} placeholder="Any action" autoComplete="off" className="min-w-48" error={errors.action} />
          <datalist id="audit-actions">
            {Object.keys(permissionTable).map((name) => (
              <option key={name} value={name} />
            ))}
          </datalist>
          <InputField label="Target id" name="target" defaultValue={filters.target} placeholder="Any" autoComplete="off" className="min-w-48" error={errors.target} />
          <InputField label="From" name="from" type="date" defaultValue={filters.from} error={errors.from} />
          <InputField label="To" name="to" type="date" defaultValue={filters.to} error={errors.to} />
          <Button type="submit" variant="secondary">
            <Filter className="size-4" aria-hidden />
            Apply
          </Button>
          {filtered && (
            <Button asChild variant="ghost">
              <Link href={path}>Reset</Link>
            </Button>
          )}
        </form>
        {entries.length === 0 ? (
          <EmptyState icon={ScrollText} title={filtered ? "No change matches these filters" : "No changes recorded yet"}>
            {filtered ? "Widen the range or clear a filter." : "Changes made through the dashboard, the API and background jobs appear here."}
          </EmptyState>
        ) : (
          <Table caption="Audit log entries, newest first">
            <thead>
              <tr>
                <Th>When</Th>
                <Th>Actor</Th>
                <Th>Action</Th>
                <Th>Targets</Th>
              </tr>
            </thead>
            <tbody>
              {entries.map((entry) => (
                <tr key={entry.entry_id}>
                  <Td className="whitespace-nowrap text-secondary">
                    <time dateTime={entry.created_at}>{formatDateTime(entry.created_at)}</time>
                  </Td>
                  <Td>
                    <p>{entry.actor_type === "job" ? "Background job" : (names[entry.actor_id] ?? entry.actor_id)}</p>
                    {entry.actor_user_id && <p className="text-xs text-muted">{entry.actor_type === "job" ? "started by " : "of "}{names[entry.actor_user_id] ?? entry.actor_user_id}</p>}
                  </Td>
                  <Td>
                    {entry.summary && <p>{entry.summary}</p>}
                    <p className={entry.summary ? "mt-1" : undefined}>
                      <code className="rounded bg-muted px-1.5 py-0.5 text-xs text-label">{entry.action}</code>
                    </p>
                    {entry.route && <p className="mt-1 break-all font-mono text-xs text-muted">{entry.route}</p>}
                  </Td>
                  <Td>
                    <ul className="space-y-0.5 text-xs">
                      {Object.entries(entry.targets).map(([key, id]) => (
                        <li key={key}>
                          <span className="text-muted">{targetLabel(key)}</span>{" "}
                          {/* Named rows show their name, the id on hover; a filter link either way. */}
                          <Link
                            href={hrefWith(path, { target: id })}
                            title={targets[id] ? id : undefined}
                            className={`break-all text-accent-strong underline underline-offset-2 ${targets[id] ? "" : "font-mono"}`}
                          >
                            {targets[id] ?? id}
                          </Link>
                        </li>
                      ))}
                    </ul>
                  </Td>
                </tr>
              ))}
            </tbody>
          </Table>
        )}
        <CursorPager path={path} query={filters} cursor={cursor} nextCursor={page.nextCursor} label="Audit log" />
      </Section>
    </>
  );
}
