import type { TokenKind } from "../generated/prisma/enums";
import type { Role } from "./roles";

/** Who is calling: a user, through one of their tokens or a dashboard session. */
export interface Principal {
  user: { id: string; email: string; name: string | null; isSystemAdmin: boolean };
  via: "token" | "session";
  token: {
    id: string;
    kind: TokenKind;
    organizationId: string | null;
    documentationId: string | null;
    role: Role | null;
  } | null;
}

/** System administrators act globally only through personal credentials. */
export const isSystemAdministrator = (principal: Principal) =>
  principal.user.isSystemAdmin && principal.token?.kind !== "organization";
