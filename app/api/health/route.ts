import { checkHealth, HealthView } from "@/lib/health";
import { route } from "@/lib/http/route";

const degraded = { mediaType: "application/json", schema: HealthView, description: "Degraded: the database does not answer" };

export const GET = route({ summary: "Check the service's health", auth: "public", responses: { 200: HealthView, 503: degraded } }, async () => {
  const health = await checkHealth();
  return Response.json(health, { status: health.status === "ok" ? 200 : 503, headers: { "cache-control": "no-store" } });
});
