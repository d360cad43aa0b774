import { route } from "@/lib/http/route";
import { deleteSsoConnection, getSsoConnection, saveSsoConnection } from "@/lib/sso/connection";
import { SaveSsoBody, SsoParams } from "@/lib/sso/schemas";
import { SsoConnectionView } from "@/lib/sso/views";

export const GET = route({ summary: "Get the single sign-on configuration", params: SsoParams, permission: "sso.manage", problems: ["quota_exceeded"], responses: { 200: SsoConnectionView } }, ({ access }) =>
  getSsoConnection(access),
);

/** Replaces any connection once the provider answers: upstream failed when its discovery or metadata cannot be read. */
export const PUT = route(
  { summary: "Save the single sign-on configuration", params: SsoParams, permission: "sso.manage", body: SaveSsoBody, problems: ["quota_exceeded", "upstream_failed"], responses: { 200: SsoConnectionView } },
  ({ access, body }) => saveSsoConnection(access, body),
);

export const DELETE = route({ summary: "Delete the single sign-on configuration", params: SsoParams, permission: "sso.manage", responses: { 204: null } }, ({ access }) => deleteSsoConnection(access));
