export { POST } from "@/app/api/v1/tasks/sessions/route";
