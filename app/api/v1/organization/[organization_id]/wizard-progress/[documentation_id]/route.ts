import { route } from "@/lib/http/route";
import {
  clearWizardProgress,
  getWizardProgress,
  saveWizardProgress,
  WizardParams,
  WizardProgressBody,
} from "@/lib/wizard/service";
import { WizardProgressView } from "@/lib/wizard/views";

export const GET = route({ summary: "Get your wizard progress on a project", params: WizardParams, permission: "wizard.read", responses: { 200: WizardProgressView } }, ({ principal, access }) =>
  getWizardProgress(principal, access),
);

export const POST = route(
  { summary: "Save your wizard progress on a project", params: WizardParams, permission: "wizard.write", body: WizardProgressBody, responses: { 200: WizardProgressView } },
  ({ principal, access, body }) => saveWizardProgress(principal, access, body),
);

export const DELETE = route({ summary: "Clear your wizard progress on a project", params: WizardParams, permission: "wizard.write", responses: { 204: null } }, ({ principal, access }) =>
  clearWizardProgress(principal, access),
);
