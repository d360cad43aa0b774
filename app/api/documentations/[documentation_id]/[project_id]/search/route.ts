import { route } from "@/lib/http/route";
import { SearchBody, SearchParams } from "@/lib/search/schemas";
import { searchForMember } from "@/lib/search/service";

export const POST = route({ params: SearchParams, body: SearchBody, permission: "documentation.read" }, ({ access, body }) =>
  searchForMember(access, body),
);
