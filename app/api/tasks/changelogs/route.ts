export { GET } from "@/app/api/v1/tasks/changelogs/route";
