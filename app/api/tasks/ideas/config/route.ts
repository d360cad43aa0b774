export { GET } from "@/app/api/v1/tasks/ideas/config/route";
