export { POST, DELETE } from "@/app/api/v1/tasks/items/[item_id]/vote/route";
