import { restoreRoutes } from "@/lib/backups/restore-route";

export const POST = restoreRoutes.POST;
export const GET = restoreRoutes.GET;
