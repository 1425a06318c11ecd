// A database that cannot be reached (stopped, restarting, a host gone silent,
// or no connection to be had within the pools' wait) is not a bug in the
// request: the API answers 503 with Retry-After and a plain text rather than
// a 500, logs one line for the outage rather than a stack per request, and
// pages show a "database unavailable" state. Nothing was stored, and the same
// call succeeds once the database is back, without a restart.
import { Prisma } from "@/lib/generated/prisma/client";
import { DATABASE_UNAVAILABLE_MESSAGE } from "@/lib/api/database-unavailable-text";
import { DATABASE_UNAVAILABLE, ERROR_CODE_HEADER } from "@/lib/api/error-codes";
import { logger } from "@/lib/log/logger";

/** What a 503 tells the client to wait before asking again: a restart takes a few seconds. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

// Prisma: P1001 cannot reach, P1002 timed out, P1008 operation timed out, P1017 closed the connection,
// P2024 no pool connection in time.
const PRISMA_CODES = new Set(["P1001", "P1002", "P1008", "P1017", "P2024"]);
// Prisma's driver adapter (@prisma/adapter-pg) names a lost server by these kinds.
const ADAPTER_KINDS = new Set(["DatabaseNotReachable", "ConnectionClosed", "SocketTimeout", "TooManyConnections"]);
// The socket's own refusals, as node-postgres passes them on.
const SOCKET_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ENOTFOUND",
  "ETIMEDOUT",
  "EPIPE",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "EAI_AGAIN",
]);
// PostgreSQL's: class 08 (connection exceptions), 57P01 to 57P03 (shutting down, crashed, starting
// up), 53300 (no connection slot left).
const SQLSTATES = /^(08[0-9A-Z]{3}|57P0[123]|53300)$/;
// node-postgres's own failures carry no code, only these texts: a connection cut or never made
// within connectionTimeoutMillis, and a pool with no client to give within it.
const DRIVER_TEXTS = [
  "Connection terminated",
  "timeout exceeded when trying to connect",
  "Client has encountered a connection error and is not queryable",
];

type Coded = { code?: unknown; message?: unknown; cause?: unknown; meta?: unknown };

function adapterCause(error: Prisma.PrismaClientKnownRequestError) {
  return (error.meta as { driverAdapterError?: { cause?: { kind?: string; originalCode?: string } } } | undefined)
    ?.driverAdapterError?.cause;
}

function saysUnavailable(error: Coded): boolean {
  if (error instanceof Prisma.PrismaClientKnownRequestError) {
    const cause = adapterCause(error);
    if (PRISMA_CODES.has(error.code) || ADAPTER_KINDS.has(cause?.kind ?? "")) return true;
    if (SQLSTATES.test(cause?.originalCode ?? "")) return true;
  }
  if (error instanceof Prisma.PrismaClientInitializationError) return PRISMA_CODES.has(error.errorCode ?? "");
  if (typeof error.code === "string" && (SOCKET_CODES.has(error.code) || SQLSTATES.test(error.code))) return true;
  const message = typeof error.message === "string" ? error.message : "";
  return DRIVER_TEXTS.some((text) => message.startsWith(text) || message.includes(`\n${text}`));
}

/** Whether `error`, or an error it was caused by, says the database could not be reached. */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let depth = 0, at = error; depth < 5 && at && typeof at === "object"; depth++, at = (at as Coded).cause)
    if (saysUnavailable(at as Coded)) return true;
  return false;
}

// One warning for an outage: requests failing within this long of the last one are not logged again
// (each still has its request line, status 503).
const OUTAGE_QUIET_MS = 30_000;
let lastFailureAt = 0;

/** One line for an outage: the first failure's, and again only once it has been quiet a while. */
export function logDatabaseUnavailable(error: unknown, requestId?: string): void {
  const now = Date.now();
  if (now - lastFailureAt > OUTAGE_QUIET_MS)
    // The message alone: a stack says nothing an outage needs, and would come with every request.
    logger.warn(
      { requestId, reason: error instanceof Error ? error.message.trim().split("\n").at(-1) : String(error) },
      "The database cannot be reached: API calls answer 503 and screens say so until it can",
    );
  lastFailureAt = now;
}

/** The answer while the database cannot be reached: 503, Retry-After, and the coded text. */
export function databaseUnavailableResponse(error: unknown, requestId?: string): Response {
  logDatabaseUnavailable(error, requestId);
  return Response.json(
    { error: DATABASE_UNAVAILABLE, message: DATABASE_UNAVAILABLE_MESSAGE },
    {
      status: 503,
      headers: { "Retry-After": String(DATABASE_RETRY_AFTER_SECONDS), [ERROR_CODE_HEADER]: DATABASE_UNAVAILABLE },
    },
  );
}
