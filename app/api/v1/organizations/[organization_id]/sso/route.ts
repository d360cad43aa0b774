import { route } from "@/lib/http/route";
import { deleteSsoConnection, getSsoConnection, saveSsoConnection } from "@/lib/sso/connection";
import { SaveSsoBody, SsoParams } from "@/lib/sso/schemas";

export const GET = route({ params: SsoParams, permission: "sso.manage" }, ({ access }) => getSsoConnection(access));

export const PUT = route({ params: SsoParams, permission: "sso.manage", body: SaveSsoBody }, ({ access, body }) => saveSsoConnection(access, body));

export const DELETE = route({ params: SsoParams, permission: "sso.manage" }, ({ access }) => deleteSsoConnection(access));
