export { GET } from "@/app/api/v1/tasks/changelogs/version/[version_id]/route";
