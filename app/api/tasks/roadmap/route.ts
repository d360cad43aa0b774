export { GET } from "@/app/api/v1/tasks/roadmap/route";
