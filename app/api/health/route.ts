import { checkHealth } from "@/lib/health";
import { route } from "@/lib/http/route";

export const GET = route({ auth: "public" }, async () => {
  const health = await checkHealth();
  return Response.json(health, { status: health.status === "ok" ? 200 : 503, headers: { "cache-control": "no-store" } });
});
