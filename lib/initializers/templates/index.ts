import { apiReference } from "./api-reference";
import { helpCenter } from "./help-center";
import { openSource } from "./open-source";
import { productDocs } from "./product-docs";
import type { Template, TemplateId } from "./template";

export { templateIds, type Template, type TemplateId } from "./template";

/** In the order the dashboard offers them. */
export const templates: readonly Template[] = [productDocs, apiReference, helpCenter, openSource];

export const templateById = (id: TemplateId): Template => templates.find((template) => template.id === id)!;
