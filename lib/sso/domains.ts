import { randomBytes } from "node:crypto";
import { Resolver } from "node:dns/promises";
import type { z } from "zod";
import type { OrganizationAccess } from "../auth/access";
import { assertFeature } from "../billing/quota";
import { db } from "../db";
import { conflict, DomainError, notFound } from "../errors";
import type { AddDomainBody } from "./schemas";
import type { SsoDomainList, SsoDomainView } from "./views";

/** The TXT record proving control of a domain: at `_docs-platform.<domain>`, value `docs-platform-verification=<token>`. */
export const verificationRecordName = (domain: string) => `_docs-platform.${domain}`;
const verificationValue = (token: string) => `docs-platform-verification=${token}`;

type DomainRow = NonNullable<Awaited<ReturnType<typeof db.ssoDomain.findUnique>>>;

function domainView(row: DomainRow): SsoDomainView {
  return {
    domain_id: row.id,
    domain: row.domain,
    verified: row.verifiedAt !== null,
    verified_at: row.verifiedAt,
    txt_record: { name: verificationRecordName(row.domain), value: verificationValue(row.verificationToken) },
    created_at: row.createdAt,
  };
}

export async function listSsoDomains(access: OrganizationAccess): Promise<SsoDomainList> {
  await assertFeature(access.organizationId, "sso");
  const rows = await db.ssoDomain.findMany({ where: { organizationId: access.organizationId }, orderBy: { domain: "asc" } });
  return { data: rows.map(domainView) };
}

export async function addSsoDomain(access: OrganizationAccess, { domain }: z.output<typeof AddDomainBody>): Promise<SsoDomainView> {
  await assertFeature(access.organizationId, "sso");
  const existing = await db.ssoDomain.findUnique({ where: { organizationId_domain: { organizationId: access.organizationId, domain } } });
  if (existing) throw conflict(`${domain} is already listed.`);
  const row = await db.ssoDomain.create({
    data: { organizationId: access.organizationId, domain, verificationToken: randomBytes(16).toString("hex") },
  });
  return domainView(row);
}

async function findDomain(access: OrganizationAccess, domainId: string) {
  const row = await db.ssoDomain.findFirst({ where: { id: domainId, organizationId: access.organizationId } });
  if (!row) throw notFound("Domain");
  return row;
}

/** Resolver for verification: the system's, or the servers in SSO_DNS_SERVERS (comma separated `host[:port]`). */
function resolver(): Resolver {
  const resolver = new Resolver({ timeout: 5_000, tries: 2 });
  const servers = process.env.SSO_DNS_SERVERS?.split(",").map((server) => server.trim()).filter(Boolean);
  if (servers?.length) resolver.setServers(servers);
  return resolver;
}

async function txtRecords(name: string): Promise<string[]> {
  try {
    return (await resolver().resolveTxt(name)).map((chunks) => chunks.join(""));
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === "ENOTFOUND" || code === "ENODATA") return [];
    throw new DomainError("upstream_failed", `DNS could not be asked for ${name}: ${code ?? (error as Error).message}`);
  }
}

/**
 * Verifies the domain by its TXT record. A domain verified by another organization cannot be
 * verified again (an address belongs to one organization's sign-in).
 */
export async function verifySsoDomain(access: OrganizationAccess, domainId: string): Promise<SsoDomainView> {
  await assertFeature(access.organizationId, "sso");
  const row = await findDomain(access, domainId);
  if (row.verifiedAt) return domainView(row);
  const expected = verificationValue(row.verificationToken);
  if (!(await txtRecords(verificationRecordName(row.domain))).includes(expected)) {
    throw new DomainError("unprocessable", `No TXT record ${verificationRecordName(row.domain)} with the value ${expected} was found.`);
  }
  const claimed = await db.ssoDomain.findFirst({
    where: { domain: row.domain, verifiedAt: { not: null }, organizationId: { not: access.organizationId } },
    select: { id: true },
  });
  if (claimed) throw conflict(`${row.domain} is verified by another organization.`);
  return domainView(await db.ssoDomain.update({ where: { id: row.id }, data: { verifiedAt: new Date() } }));
}

export async function deleteSsoDomain(access: OrganizationAccess, domainId: string) {
  const row = await findDomain(access, domainId);
  await db.ssoDomain.delete({ where: { id: row.id } });
}
