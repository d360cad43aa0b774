import { route } from "@/lib/http/route";
import {
  clearWizardProgress,
  getWizardProgress,
  saveWizardProgress,
  WizardParams,
  WizardProgressBody,
} from "@/lib/wizard/service";

export const GET = route({ params: WizardParams, permission: "wizard.read" }, ({ principal, access }) =>
  getWizardProgress(principal, access),
);

export const POST = route(
  { params: WizardParams, permission: "wizard.write", body: WizardProgressBody },
  ({ principal, access, body }) => saveWizardProgress(principal, access, body),
);

export const DELETE = route({ params: WizardParams, permission: "wizard.write" }, ({ principal, access }) =>
  clearWizardProgress(principal, access),
);
