export { GET, POST } from "@/app/api/v1/documentation/[organization_id]/[documentation_id]/backup/restore/route";
