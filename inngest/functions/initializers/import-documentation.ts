import { forgetImportSecrets, runImport } from "@/lib/initializers/imports/run-import";
import { defineJobFunction } from "@/lib/jobs/define";
import { importRequested } from "../../events";

/** Imports a website's pages or a repository's markdown as a project's first content. */
export const importDocumentation = defineJobFunction({
  id: "import-documentation",
  trigger: importRequested,
  retries: 2,
  handler: runImport,
  onFailure: forgetImportSecrets,
});
