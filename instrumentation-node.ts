// The Node.js half of instrumentation.ts (kept apart so the edge build never sees process.exit).
function refuseToStart(reason: string): never {
  console.error(`Refusing to start: ${reason}`);
  // Next would log a thrown error and keep serving, failing request after request: stop instead.
  process.exit(1);
}

/** A server without its database (or, in production, its secret), or with a bad session, second-factor, storage, image-origin or log setting, stops at once, rather than failing every request later. */
export async function checkStartupSettings() {
  // `npm start` and `npm run dev` always have one (scripts/with-database.ts falls back to the embedded database); `next start` may not.
  if (!process.env.DATABASE_URL)
    refuseToStart("DATABASE_URL must be set (postgresql://user:password@host:5432/database).");
  try {
    // Imported here: reading the session and step-up settings throws on a bad value, and that must stop the server too.
    const { authSecret } = await import("@/lib/auth/config");
    authSecret();
    // pino refuses an unknown LOG_LEVEL when the logger is made.
    await import("@/lib/log/logger");
    const { maxBonusFileBytes, storageSettings, uploadMinBytesPerSecond } = await import("@/lib/storage/config");
    storageSettings();
    maxBonusFileBytes();
    uploadMinBytesPerSecond();
    const { chatImageOrigins } = await import("@/lib/http/content-security-policy");
    chatImageOrigins();
    const { mfaPolicy } = await import("@/lib/auth/factors/mfa-policy");
    mfaPolicy();
    const { cronSecret } = await import("@/lib/http/bearer-secret");
    cronSecret();
    const { trashRetentionDays } = await import("@/lib/trash/purge");
    trashRetentionDays();
    const { jobConcurrency } = await import("@/lib/jobs/settings");
    jobConcurrency();
    const { testRoutesEnabled } = await import("@/lib/http/test-routes");
    // The test launcher sets it; a deployment that copied it by mistake should hear of it.
    if (testRoutesEnabled() && process.env.NODE_ENV === "production")
      (await import("@/lib/log/logger")).logger.warn("PANEL_TEST_ROUTES is on: the test-only screens answer");
  } catch (error) {
    refuseToStart((error as Error).message);
  }
}

/**
 * `npm run dev` runs the job queue's worker, as `npm start` does (server.ts), so a webhook tried locally is
 * delivered. Once per process: Next's hot reloads evaluate modules again, and a second worker would double the
 * connections. `next start` alone runs none: there, POST /api/cron/jobs does the work.
 */
export async function startDevelopmentJobWorker() {
  const running = globalThis as { panelJobWorker?: unknown };
  if (running.panelJobWorker) return;
  const { startJobWorker } = await import("@/lib/jobs/worker");
  running.panelJobWorker = startJobWorker();
}

type RequestErrorArguments = Parameters<import("next").Instrumentation.onRequestError>;

/**
 * Next logs a failed render with its digest only; this line adds the request id (server.ts puts it on
 * the request), so the reference an admin quotes from the error page leads to the request's other lines.
 */
export async function logRequestError(...[error, request, context]: RequestErrorArguments) {
  const { logger } = await import("@/lib/log/logger");
  const digest = (error as { digest?: unknown } | null)?.digest;
  const requestId = request.headers["x-request-id"];
  logger.error(
    // The path without its query, as server.ts logs it: searches carry names and emails.
    {
      err: error,
      digest,
      requestId,
      path: request.path.split("?")[0],
      route: context.routePath,
      routeType: context.routeType,
    },
    "Unhandled render error",
  );
}
