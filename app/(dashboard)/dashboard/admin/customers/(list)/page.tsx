import Link from "next/link";
import { Building2, Download, Search } from "lucide-react";
import { Button } from "@/components/ui/button";
import { CursorPager, hrefWith, loadPage } from "@/components/ui/cursor-pager";
import { EmptyState } from "@/components/ui/empty-state";
import { InputField } from "@/components/ui/field";
import { formatDate } from "@/components/ui/format";
import { PageHeader, Section } from "@/components/ui/page";
import { Table, Td, Th } from "@/components/ui/table";
import { listCustomers } from "@/lib/admin/customers";
import { requireSystemAdmin } from "../../require-system-admin";
import { PlanBadge, SubscriptionStatusBadge } from "../customer-badges";

export const metadata = { title: "Customers" };

const pageSize = 25;
const basePath = "/dashboard/admin/customers";

export default async function CustomersPage({ searchParams }: { searchParams: Promise<{ search?: string; cursor?: string }> }) {
  await requireSystemAdmin();
  const query = await searchParams;
  const search = query.search?.trim().slice(0, 100) || undefined;
  const { page, cursor } = await loadPage((at) => listCustomers({ search, cursor: at, limit: pageSize }), query.cursor);
  const customers = page.items;
  return (
    <>
      <PageHeader
        title="Customers"
        description="Every organization on the platform, newest first."
        actions={
          <Button asChild variant="secondary">
            {/* A plain link: the browser sends the session cookie and saves the streamed attachment. */}
            <a href={hrefWith("/api/v1/admin/customers/export", { search })} download>
              <Download className="size-4" aria-hidden />
              Download CSV
            </a>
          </Button>
        }
      />
      <Section title={search ? `Customers matching “${search}”` : "All customers"}>
        <form role="search" action={basePath} className="mb-4 flex flex-wrap items-end gap-2">
          <InputField
            label="Search by name"
            name="search"
            type="search"
            defaultValue={search}
            maxLength={100}
            placeholder="Acme"
            className="min-w-64 flex-1"
          />
          <Button type="submit" variant="secondary">
            <Search className="size-4" aria-hidden />
            Search
          </Button>
          {search && (
            <Button asChild variant="ghost">
              <Link href={basePath}>Clear</Link>
            </Button>
          )}
        </form>
        {customers.length === 0 ? (
          <EmptyState icon={Building2} title={search ? "No customer matches" : "No customers yet"}>
            {search ? "Try another part of the name." : "Organizations appear here once someone creates one."}
          </EmptyState>
        ) : (
          <Table caption="Customers">
            <thead>
              <tr>
                <Th>Organization</Th>
                <Th>Plan</Th>
                <Th>Subscription</Th>
                <Th>Created</Th>
              </tr>
            </thead>
            <tbody>
              {customers.map((customer) => (
                <tr key={customer.organization_id}>
                  <Td>
                    <Link
                      href={`${basePath}/${customer.organization_id}`}
                      className="font-medium text-accent-strong underline-offset-2 hover:underline"
                    >
                      {customer.name}
                    </Link>
                    <p className="font-mono text-xs text-muted">{customer.organization_id}</p>
                  </Td>
                  <Td>
                    <PlanBadge plan={customer.plan} />
                  </Td>
                  <Td>
                    <SubscriptionStatusBadge status={customer.subscription_status} />
                    {!customer.documentation_active && <p className="mt-1 text-xs text-warning">Documentation offline</p>}
                  </Td>
                  <Td>
                    <time dateTime={customer.created_at.toISOString()}>{formatDate(customer.created_at)}</time>
                  </Td>
                </tr>
              ))}
            </tbody>
          </Table>
        )}
        <CursorPager path={basePath} query={{ search }} cursor={cursor} nextCursor={page.nextCursor} label="Customer list" />
      </Section>
    </>
  );
}
