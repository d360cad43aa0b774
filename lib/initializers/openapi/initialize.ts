import type { DocumentationAccess } from "../../auth/access";
import type { Principal } from "../../auth/principal";
import { fetchRemoteFile } from "../../assets/remote-fetch";
import { DomainError, tooLarge } from "../../errors";
import { assertUninitialized, writeInitialContent } from "../initial-content";
import { openApiBodyLimitBytes, type InitializeFromOpenApiInput } from "../schemas";
import type { OpenApiDocumentation } from "../views";
import { loadApiDocument } from "./document";
import { apiReferenceSection, listOperations } from "./pages";

/**
 * Imports an API description (OpenAPI 3.0/3.1 or Swagger 2.0, given inline or fetched from
 * a URL) as an "API reference" section: an overview, a folder per tag, a page per operation.
 */
export async function initializeFromOpenApi(access: DocumentationAccess, principal: Principal, input: InitializeFromOpenApiInput): Promise<OpenApiDocumentation> {
  await assertUninitialized(access.documentationId);
  const source = await readApiSource(input);
  const { document, sourceVersion } = await loadApiDocument(source.text, source.field);
  const section = apiReferenceSection(document, { url: input.url, sourceVersion });
  const documentation = await writeInitialContent(
    access,
    principal,
    "openapi",
    { versionName: input.version_name ?? (document.info.version.trim().slice(0, 60) || "v1"), sections: [section] },
    {
      // Kept so the reference can be re-synced later.
      alsoWrite: (tx, written) =>
        tx.apiDescription
          .create({ data: { versionId: written.version_id, sectionId: written.sections[0]!.section_id, source: source.text, url: input.url ?? null, syncedById: principal.user.id } })
          .then(() => undefined),
    },
  );
  return {
    ...documentation,
    api: { title: document.info.title, version: document.info.version, openapi_version: sourceVersion },
    operation_count: listOperations(document).length,
  };
}

export interface ApiSource {
  /** The document as given: JSON or YAML text. */
  text: string;
  /** The request field it came from, for problems. */
  field: "body.spec" | "body.url";
}

/** The text of an inline document, or of the one at `url`. */
export async function readApiSource(input: { spec?: string | Record<string, unknown>; url?: string }): Promise<ApiSource> {
  if (input.url) return { text: await fetchDocument(input.url), field: "body.url" };
  return { text: typeof input.spec === "string" ? input.spec : JSON.stringify(input.spec, null, 2), field: "body.spec" };
}

/** The document's text, through the SSRF-guarded fetch the asset import uses. */
async function fetchDocument(url: string): Promise<string> {
  const remote = await fetchRemoteFile(url, openApiBodyLimitBytes, {
    accept: "application/vnd.oai.openapi+json, application/json, application/yaml, text/yaml, */*;q=0.5",
    userAgent: "docs-platform-openapi-import",
  });
  const chunks: Buffer[] = [];
  let total = 0;
  try {
    for await (const chunk of remote.body) {
      total += (chunk as Buffer).length;
      if (total > openApiBodyLimitBytes) throw tooLarge(openApiBodyLimitBytes);
      chunks.push(chunk as Buffer);
    }
  } catch (error) {
    if (error instanceof DomainError) throw error;
    throw new DomainError("upstream_failed", `The document could not be read from ${url}: ${(error as Error).message}`);
  } finally {
    remote.body.destroy();
  }
  return Buffer.concat(chunks).toString("utf8");
}
