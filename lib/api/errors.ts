// One error type and one map from errors to responses. The body is the bare
// message text, so the client's "status: body" errors (SPEC §8) carry SPEC's
// messages unchanged; a refusal the client matches also carries a stable code,
// in the X-Error-Code header (lib/api/error-codes.ts).
import { ZodError } from "zod";
import { ERROR_CODE_HEADER } from "@/lib/api/error-codes";
import { Prisma } from "@/lib/generated/prisma/client";
import { databaseFailure, databaseFailureResponse } from "@/lib/api/database-unavailable";
import { logger } from "@/lib/log/logger";

export type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 412 | 413 | 422 | 429 | 503;

export class ApiError extends Error {
  constructor(
    readonly status: ErrorStatus,
    message: string,
    /** A refusal the client acts on or words itself carries a stable code (sent as X-Error-Code). */
    readonly code?: string,
    /** What a coded refusal adds to its JSON answer (a stale version's current record). */
    readonly data?: Record<string, unknown>,
    /**
     * The body: the message as text (SPEC §8's format), or JSON `{ error: code, message }` for the refusals the
     * client reads details from (a step-up, a stale version).
     */
    readonly body: "json" | "text" = code ? "json" : "text",
    /** A 429 of a moment (too much at once) says when to try again: sent as Retry-After. */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
    this.name = "ApiError";
  }
}

/** A refusal whose body is SPEC's text; `code`, where the client matches it. */
const refusal = (status: ErrorStatus, message: string, code?: string) =>
  new ApiError(status, message, code, undefined, "text");

export const badRequest = (message: string, code?: string) => refusal(400, message, code);
export const unauthorized = (message = "Unauthorized") => refusal(401, message);
export const forbidden = (message = "Forbidden", code?: string) => refusal(403, message, code);
export const notFound = (message = "Not found", code?: string) => refusal(404, message, code);
export const conflict = (message: string, code?: string) => refusal(409, message, code);
export const tooManyRequests = (message: string) => refusal(429, message);
/** 429 with Retry-After: the server is doing as much of this as it takes at once; the same call may pass in `seconds`. */
export const tooManyAtOnce = (message: string, seconds: number, code?: string) =>
  new ApiError(429, message, code, undefined, "text", seconds);

export function textResponse(status: number, message: string, code?: string): Response {
  const headers = new Headers({ "Content-Type": "text/plain; charset=utf-8" });
  if (code) headers.set(ERROR_CODE_HEADER, code);
  return new Response(message, { status, headers });
}

/** The code a failed check of a zod schema named (`params: { errorCode }` on its issue), if any. */
function zodErrorCode(error: ZodError): string | undefined {
  const issue = error.issues[0];
  const code =
    issue && "params" in issue ? (issue.params as { errorCode?: unknown } | undefined)?.errorCode : undefined;
  return typeof code === "string" ? code : undefined;
}

/** 429 with Retry-After in whole seconds: a throttled attempt. */
export function retryLaterResponse(message: string, retryAfterSeconds: number, code?: string): Response {
  const response = textResponse(429, message, code);
  response.headers.set("Retry-After", String(retryAfterSeconds));
  return response;
}

/** 22021: invalid byte sequence (a NUL in text); 22P05: a character the encoding cannot hold. */
const UNSTORABLE_TEXT_CODES = new Set(["22021", "22P05"]);

/** PostgreSQL's own error code, where the driver adapter passed it on. */
function databaseErrorCode(error: Prisma.PrismaClientKnownRequestError): string | undefined {
  return (error.meta as { driverAdapterError?: { cause?: { originalCode?: string } } } | undefined)?.driverAdapterError
    ?.cause?.originalCode;
}

function prismaErrorToApiError(error: Prisma.PrismaClientKnownRequestError): ApiError | null {
  switch (error.code) {
    case "P2002":
      return conflict("A record with this value already exists");
    case "P2003":
      return conflict("This record is referenced by another record");
    case "P2025":
      return notFound();
    // A deadlock or serialisation failure: nothing was stored, and the same request may well succeed now.
    case "P2034":
      return conflict("The record was changed at the same time by another request. Please try again.");
    // PostgreSQL refuses text it cannot store (a NUL character, say): the input's fault, not ours.
    // Prisma reports every other unmapped database error with this code too: those stay 500s, logged.
    case "P2039":
      return UNSTORABLE_TEXT_CODES.has(databaseErrorCode(error) ?? "")
        ? badRequest("The request contains characters that cannot be stored")
        : null;
    default:
      return null;
  }
}

/** The answer for any error; an unexpected one is logged with the request id, which the 500 answer repeats for the admin to quote. */
export function errorResponse(error: unknown, requestId?: string): Response {
  if (error instanceof ApiError && error.code && error.body === "json")
    return Response.json(
      { ...error.data, error: error.code, message: error.message },
      { status: error.status, headers: { [ERROR_CODE_HEADER]: error.code } },
    );
  if (error instanceof ApiError && error.retryAfterSeconds)
    return retryLaterResponse(error.message, error.retryAfterSeconds, error.code);
  if (error instanceof ApiError) return textResponse(error.status, error.message, error.code);
  if (error instanceof ZodError)
    return textResponse(400, error.issues[0]?.message ?? "Invalid request", zodErrorCode(error));
  // An outage, or a server too busy to give the request a connection or a transaction in time (P2028: nothing
  // was stored, and the same request may succeed in a moment).
  const failure = databaseFailure(error);
  if (failure) return databaseFailureResponse(failure, error, requestId);
  if (error instanceof Prisma.PrismaClientKnownRequestError) {
    const mapped = prismaErrorToApiError(error);
    if (mapped) return textResponse(mapped.status, mapped.message);
  }
  logger.error({ err: error, requestId }, "Unhandled API error");
  return textResponse(500, requestId ? `Internal server error (request id: ${requestId})` : "Internal server error");
}
