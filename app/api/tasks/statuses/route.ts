export { GET } from "@/app/api/v1/tasks/statuses/route";
