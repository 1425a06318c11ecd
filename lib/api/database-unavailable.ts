// A database that cannot be reached (stopped, restarting, a host gone silent)
// is not a bug in the request: the API answers 503 with Retry-After and a
// coded text rather than a 500, logs one line for the outage rather than a
// stack per request, and pages show a "database unavailable" state. Nothing
// was stored, and the same call succeeds once the database is back, without a
// restart. A pool whose connections were all in use for the whole wait is
// load, not an outage: the same 503, with its own code and text.
import { Prisma } from "@/lib/generated/prisma/client";
import { DATABASE_BUSY_MESSAGE, DATABASE_UNAVAILABLE_MESSAGE } from "@/lib/api/database-unavailable-text";
import { DATABASE_BUSY, DATABASE_UNAVAILABLE, ERROR_CODE_HEADER } from "@/lib/api/error-codes";
import { isFromDatabase } from "@/lib/db";
import { logger } from "@/lib/log/logger";

/** What a 503 tells the client to wait before asking again: a restart takes a few seconds. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

// Prisma: P1001 cannot reach, P1002 timed out, P1008 operation timed out, P1017 closed the connection.
const PRISMA_CODES = new Set(["P1001", "P1002", "P1008", "P1017"]);
// Prisma: P2024 no pool connection in time, P2028 no transaction in time (no connection within its maxWait, or it
// outlived its timeout): the connections are all in use, which is load, not an outage.
const PRISMA_BUSY_CODES = new Set(["P2024", "P2028"]);
// Prisma's driver adapter (@prisma/adapter-pg) names a lost server by these kinds.
const ADAPTER_KINDS = new Set(["DatabaseNotReachable", "ConnectionClosed", "SocketTimeout", "TooManyConnections"]);
// The socket's own refusals, as node-postgres passes them on; only on an error from the panel's own connections
// (isFromDatabase), since any other client (the S3 store's) raises the same codes for its own host.
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
// node-postgres's own failures carry no code, only these texts, its own: a connection cut, or not made within
// connectionTimeoutMillis (pg-pool's "Connection terminated due to connection timeout").
const DRIVER_TEXTS = ["Connection terminated", "Client has encountered a connection error and is not queryable"];
// pg-pool's text when a full pool had no client free within connectionTimeoutMillis: every connection busy.
const POOL_BUSY_TEXT = "timeout exceeded when trying to connect";

/** Why the database could not serve a request: out of reach (an outage), or every connection in use (load). */
export type DatabaseFailure = "unavailable" | "busy";

/**
 * A read the panel gave up on within its time budget, every way it knows being too slow at the moment (a busy or
 * cold server): load, answered as a full pool is, 503 "busy" with Retry-After.
 */
export class DatabaseBusyError extends Error {
  constructor(what: string) {
    super(`${what} did not finish within its time budget`);
    this.name = "DatabaseBusyError";
  }
}

type Coded = { code?: unknown; message?: unknown; cause?: unknown; meta?: unknown };

function adapterCause(error: Prisma.PrismaClientKnownRequestError) {
  return (error.meta as { driverAdapterError?: { cause?: { kind?: string; originalCode?: string } } } | undefined)
    ?.driverAdapterError?.cause;
}

function saysText(error: Coded, texts: readonly string[]): boolean {
  const message = typeof error.message === "string" ? error.message : "";
  return texts.some((text) => message.startsWith(text) || message.includes(`\n${text}`));
}

function failureOf(error: Coded): DatabaseFailure | null {
  if (error instanceof DatabaseBusyError) return "busy";
  if (error instanceof Prisma.PrismaClientKnownRequestError) {
    const cause = adapterCause(error);
    if (PRISMA_CODES.has(error.code) || ADAPTER_KINDS.has(cause?.kind ?? "")) return "unavailable";
    if (SQLSTATES.test(cause?.originalCode ?? "")) return "unavailable";
    return PRISMA_BUSY_CODES.has(error.code) ? "busy" : null;
  }
  if (error instanceof Prisma.PrismaClientInitializationError)
    return PRISMA_CODES.has(error.errorCode ?? "") ? "unavailable" : null;
  const code = typeof error.code === "string" ? error.code : "";
  if (isFromDatabase(error) && (SOCKET_CODES.has(code) || SQLSTATES.test(code))) return "unavailable";
  if (saysText(error, DRIVER_TEXTS)) return "unavailable";
  return saysText(error, [POOL_BUSY_TEXT]) ? "busy" : null;
}

/**
 * Whether `error`, or an error it was caused by, says the database could not serve the request, and why; null for
 * any other failure.
 */
export function databaseFailure(error: unknown): DatabaseFailure | null {
  for (let depth = 0, at = error; depth < 5 && at && typeof at === "object"; depth++, at = (at as Coded).cause) {
    const failure = failureOf(at as Coded);
    if (failure) return failure;
  }
  return null;
}

/** An error's last line: Prisma's messages begin with the call's source, and end with what happened. */
const lastLine = (error: unknown) => (error instanceof Error ? error.message.trim().split("\n").at(-1) : String(error));

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
      { requestId, reason: lastLine(error) },
      "The database cannot be reached: API calls answer 503 and screens say so until it can",
    );
  lastFailureAt = now;
}

const ANSWERS = {
  unavailable: { code: DATABASE_UNAVAILABLE, message: DATABASE_UNAVAILABLE_MESSAGE },
  busy: { code: DATABASE_BUSY, message: DATABASE_BUSY_MESSAGE },
} as const;

/**
 * The answer when the database could not serve the request: 503, Retry-After, and the coded text, which tells an
 * outage (the panel's one notice) from load (every connection in use: the same call succeeds once one is free).
 */
export function databaseFailureResponse(failure: DatabaseFailure, error: unknown, requestId?: string): Response {
  if (failure === "unavailable") logDatabaseUnavailable(error, requestId);
  // Load is worth a look each time (a pool too small, a lock held too long), but a stack says nothing about it.
  else logger.warn({ requestId, reason: lastLine(error) }, "No database connection free in time: answered 503");
  const { code, message } = ANSWERS[failure];
  return Response.json(
    { error: code, message },
    { status: 503, headers: { "Retry-After": String(DATABASE_RETRY_AFTER_SECONDS), [ERROR_CODE_HEADER]: code } },
  );
}
