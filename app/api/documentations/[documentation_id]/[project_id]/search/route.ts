import { route } from "@/lib/http/route";
import { SearchBody, SearchParams } from "@/lib/search/schemas";
import { searchForMember } from "@/lib/search/service";
import { SearchPage } from "@/lib/search/views";

export const POST = route({ summary: "Search a project's pages", params: SearchParams, body: SearchBody, permission: "documentation.read", responses: { 200: SearchPage } }, ({ access, body }) =>
  searchForMember(access, body),
);
