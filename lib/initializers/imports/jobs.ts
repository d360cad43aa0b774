import { defineJobFunction, jobEvent } from "../../jobs/define";
import { forgetImportSecrets, runImport } from "./run-import";
import { ImportJobInput } from "./schemas";

export const importRequested = jobEvent("documentation/import.requested", ImportJobInput);

/** Imports a website's pages or a repository's markdown as a project's first content. */
export const importDocumentation = defineJobFunction({
  id: "import-documentation",
  summary: "Import a project's content",
  trigger: importRequested,
  retries: 2,
  handler: runImport,
  onFailure: forgetImportSecrets,
});
