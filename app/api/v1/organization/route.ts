import { route } from "@/lib/http/route";
import { CreateOrganizationBody } from "@/lib/organizations/schemas";
import { createOrganization, listOrganizations } from "@/lib/organizations/service";

export const GET = route({}, ({ principal }) => listOrganizations(principal));

export const POST = route({ body: CreateOrganizationBody, status: 201 }, ({ principal, body }) =>
  createOrganization(principal, body),
);
