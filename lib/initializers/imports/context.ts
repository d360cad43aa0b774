import type { DocumentationAccess } from "../../auth/access";
import type { Transaction } from "../../documentation/write-guard";
import type { InitializationAuthor } from "../initial-content";
import type { InitializedDocumentation } from "../views";

/** The project an import job writes into, and who started it. */
export interface ImportTarget extends Pick<DocumentationAccess, "organizationId" | "documentationId">, InitializationAuthor {}

/** What an import reports to the job running it. */
export interface ImportContext {
  /** Pages fetched of the most the import takes (website), markdown files read of those selected (repository). */
  reportProgress(done: number, total: number): Promise<void>;
  /** Records the import's answer in the transaction that writes the content, so a retry can tell it is done. */
  recordOutcome(tx: Transaction, result: InitializedDocumentation): Promise<void>;
}
