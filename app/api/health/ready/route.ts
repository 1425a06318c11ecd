import { readiness } from "@/lib/health/readiness";

// GET /api/health/ready: 200 when the database answers and every shipped migration is applied, else 503.
export async function GET() {
  const state = await readiness();
  const body = state.ready ? { status: "ready" } : { status: "not ready", reason: state.reason };
  return Response.json(body, { status: state.ready ? 200 : 503, headers: { "Cache-Control": "no-store" } });
}
