// GET /api/health: liveness. The process answers; nothing else is asked (a database outage must not get every instance restarted).
const NO_STORE = { "Cache-Control": "no-store" };

export function GET() {
  return Response.json({ status: "ok" }, { headers: NO_STORE });
}
