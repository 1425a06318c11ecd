// The panel's production server (`npm start`): Next.js behind a plain Node
// http server that answers the public feature feed itself, before Next's
// request pipeline (see lib/feature-toggles/feed-http.ts and docs/decisions/channels-and-feature-toggles.md).
// Every other request goes to Next unchanged. With WEB_CONCURRENCY above 1 (the
// default is one per core) this process forks that many workers, each such a server
// (lib/http/cluster.ts). Each process also runs the job queue's worker
// (lib/jobs/worker.ts): webhook deliveries, the hourly trash purge and storage sweep.
//   tsx --import ./scripts/node/server-only.mjs server.ts [-p|--port 3000] [-H|--hostname 0.0.0.0]
//   (or PORT; not HOSTNAME, which container runtimes set to the container's name)
import cluster from "node:cluster";
import http from "node:http";
import { parseArgs } from "node:util";
import { sessionCache } from "@/lib/auth/session/session";
import { tokenCache } from "@/lib/api-tokens/bearer";
import { emptyCacheAroundChange } from "@/lib/auth/session/session-changes";
import { db } from "@/lib/db";
import { liveHub } from "@/lib/live/hub";
import { serveFeatureFeed } from "@/lib/feature-toggles/feed-http";
import { withPeerAddress } from "@/lib/http/client-ip";
import { reportJobWorkers, reportReady, superviseWorkers, workerCount } from "@/lib/http/cluster";
import { SAFE_METHODS } from "@/lib/http/methods";
import { applyServerTimeouts } from "@/lib/http/server-timeouts";
import { admitRequest } from "@/lib/http/request-gate";
import { transportSecurityHeaders } from "@/lib/http/security-headers";
import { startJobWorker } from "@/lib/jobs/worker";
import { logger } from "@/lib/log/logger";
import { logRequest, requestIdFrom, withRequestContext } from "@/lib/log/request-log";

const { values: args } = parseArgs({
  options: { port: { type: "string", short: "p" }, hostname: { type: "string", short: "H" } },
});
const port = Number(args.port ?? process.env.PORT ?? 3000);
const hostname = args.hostname ?? "0.0.0.0";

const workers = cluster.isPrimary ? workerCount() : 1;
if (workers > 1) superviseWorkers(workers);
else await serve();

async function serve() {
  // Set before Next and React load, as `next start` does: they choose their production builds by it.
  Object.assign(process.env, { NODE_ENV: "production" });
  // One long-lived process: browsers hear of changes over a stream it keeps open (lib/live/mode.ts).
  process.env.LIVE_UPDATES ??= "stream";
  const { default: next } = await import("next");
  const app = next({ dev: false, hostname, port });
  const nextHandler = app.getRequestHandler();

  // Next adds next.config.ts's headers as they were at build time; whether the
  // panel is served over https is known for sure only now.
  const transportSecurity = Object.entries(transportSecurityHeaders());

  async function handleWithNext(req: http.IncomingMessage, res: http.ServerResponse, requestId: string) {
    for (const [name, value] of transportSecurity) res.setHeader(name, value);
    // Next keeps a client's own X-Forwarded-For; the peer appended here is the entry sign-in throttling trusts.
    req.headers["x-forwarded-for"] = withPeerAddress(req.headers["x-forwarded-for"], req.socket.remoteAddress);
    try {
      await nextHandler(req, res);
    } catch (error) {
      logger.error({ err: error, requestId }, "Unhandled server error");
      if (!res.headersSent) res.writeHead(500, { "Content-Type": "text/plain; charset=utf-8" });
      res.end(`Internal Server Error (request id: ${requestId})`);
    }
  }

  await app.prepare();
  const server = http.createServer((req, res) => {
    const context = { requestId: requestIdFrom(req.headers["x-request-id"]?.toString()) };
    const startedAt = performance.now();
    res.setHeader("X-Request-Id", context.requestId);
    // Next sees it too: a render error's log line names it (instrumentation.ts).
    req.headers["x-request-id"] = context.requestId;
    let feed = false;
    // The path without its query: searches carry names and emails, which logs should not keep.
    const path = (req.url ?? "/").split("?")[0]!;
    // Static files, health probes and the chat app's polls of the feed (by the thousand) are debug lines.
    const routine = () => feed || path.startsWith("/_next/static/") || path.startsWith("/api/health");
    res.once("close", () =>
      logRequest(
        context,
        { method: req.method ?? "GET", path, status: res.statusCode, startedAt },
        routine() ? "debug" : "info",
      ),
    );
    if (!admitRequest(req, res)) return;
    const serveRequest = () =>
      withRequestContext(context, () => {
        const toNext = () => handleWithNext(req, res, context.requestId);
        feed = serveFeatureFeed(req, res, toNext);
        if (!feed) void toNext();
      });
    // A change made with a session cookie may change sessions, users or factors: the cache is emptied as it
    // begins and ends. Reads, and changes without one (a sign-in, a stranger's POST), leave it be.
    if (SAFE_METHODS.has(req.method ?? "GET")) serveRequest();
    else void emptyCacheAroundChange(req, res).then(serveRequest);
  });
  applyServerTimeouts(server);
  void sessionCache.listen();
  // Every process takes jobs: graphile-worker spreads them over all of them with row locks.
  const jobWorker = startJobWorker({ onWorkerIds: reportJobWorkers });
  void tokenCache.listen();
  server.listen(port, hostname, () => {
    logger.info({ url: `http://${hostname}:${port}`, worker: cluster.worker?.id }, "Admin Panel ready");
    reportReady();
  });

  // Finish the requests and jobs under way, then release the database pool, so the process ends at once.
  // Once: a worker hears the terminal's SIGINT and its primary's SIGTERM.
  let stopping: Promise<void> | null = null;
  const shutdown = async () => {
    // Keep-alive clients must not hold the shutdown open.
    setTimeout(() => server.closeAllConnections(), 5000).unref();
    // The job worker takes no new job from now; those running finish (or are aborted after five seconds and
    // released for another worker) while the requests drain.
    await Promise.all([new Promise((resolve) => server.close(resolve)), jobWorker.stop()]);
    await app.close();
    sessionCache.stop();
    tokenCache.stop();
    await liveHub.shutdown();
    await db.$disconnect();
    // A worker's channel to its primary would keep it running.
    if (cluster.isWorker) process.disconnect();
  };
  for (const signal of ["SIGTERM", "SIGINT"]) process.once(signal, () => void (stopping ??= shutdown()));
}
