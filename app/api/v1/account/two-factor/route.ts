import { route } from "@/lib/http/route";
import { startEnrollment, twoFactorStatus } from "@/lib/two-factor/service";

export const GET = route({}, ({ principal }) => twoFactorStatus(principal));

export const POST = route({ status: 201 }, ({ principal }) => startEnrollment(principal));
