// The one wrapper every API handler goes through (house style, after dub's
// withWorkspace): session or API token, permission, Origin, zod parsing, and the single catch.
import type { NextRequest } from "next/server";
import type { z } from "zod";
import { sessionCookieName } from "@/lib/auth/config";
import { isPanelAdmin, sessionFromToken, type PanelSession, type SessionUser } from "@/lib/auth/session/session";
import { requireRecentConfirmation } from "@/lib/auth/step-up/step-up";
import { tokenRefusals, tokenSession, tokenStillActs } from "@/lib/api-tokens/bearer";
import { bearerTokenOf, TOKEN_CHALLENGE } from "@/lib/api-tokens/secret";
import { errorResponse, forbidden, unauthorized } from "@/lib/api/errors";
import { hasPanelOrigin, startedByAnotherSite } from "@/lib/api/origin";
import { limitedBody, readJsonBody } from "@/lib/api/read-body";
import type { Refusal, Success } from "@/lib/api/answers";
import type { AuditAction } from "@/lib/audit/actions";
import type { Permission } from "@/lib/permissions/catalogue";
import { hasPermission, requirePermission } from "@/lib/permissions/check";
import { ADMIN_BODY_MAX_BYTES } from "@/lib/http/body-limits";
import { SAFE_METHODS } from "@/lib/http/methods";
import { parseIfMatch } from "@/lib/records/version";
import {
  currentRequest,
  logRequest,
  requestIdFrom,
  withRequestContext,
  type RequestContext,
} from "@/lib/log/request-log";

/**
 * "signed-in": anyone with a session (who they are); "admin": a panel admin, holding the route's permission if it
 * names one; "token": the same, by API token only, for the chat app's routes under /api/chat/ (no session: the
 * chat app is a server, never a person in the panel).
 */
type Access = "signed-in" | "admin" | "token";

/**
 * Every audit action a successful call may write, or why it writes none: the call's own entry (one per call), and
 * the entries of what it does besides through another resource's verb (a report's resolution deletes the message,
 * `message.delete`, and sanctions its author, `user.mute`). docs/decisions/audit-log.md has the rule and its exception.
 */
export type AuditRule = readonly AuditAction[] | { exempt: string };

/** A body that is a file (a CSV import), streamed to the handler rather than parsed, under a cap of its own. */
export type Upload = { contentType: "text/csv"; maxBytes: number; description: string };

type Schemas = { params?: z.ZodType; query?: z.ZodType; body?: z.ZodType; upload?: Upload };
type Parsed<S extends Schemas, K extends "params" | "query" | "body"> = S[K] extends z.ZodType
  ? z.output<S[K]>
  : undefined;

export type HandlerContext<S extends Schemas> = {
  req: NextRequest;
  user: SessionUser;
  /** The session itself, for the few handlers that act on it (re-authentication). */
  session: PanelSession;
  params: Parsed<S, "params">;
  query: Parsed<S, "query">;
  body: Parsed<S, "body">;
  /** The body's bytes, for a route that declares `upload`: a 413 fails the stream past its cap. */
  upload: S["upload"] extends Upload ? ReadableStream<Uint8Array> : undefined;
  /** The version `If-Match` names (lib/records/version.ts); undefined when the caller named none. */
  ifMatch: string | undefined;
  /**
   * Whether the session would still be let in now (not signed out, banned or demoted since): an
   * answer that goes on long after it began (an export's stream) asks as it goes. Read through
   * the session cache, so asking often costs little; it does not count as the admin's activity.
   */
  stillAllowed: () => Promise<boolean>;
};

type RouteOptions<S extends Schemas> = S & {
  /** One line for the API description (its operation's summary). */
  summary: string;
  /** "signed-in" only for the one route any signed-in user may call; "token" for the chat app's; every other is an admin's. */
  access?: "signed-in" | "token";
  /**
   * What the admin must hold (lib/permissions/catalogue.ts). Only a route that serves every panel admin alike
   * (their own account, saved views, live updates) names none.
   */
  permission?: Permission;
  /** Every mutation says how it is audited (tests/api/audit-completeness.test.ts holds it to that). */
  audit?: AuditRule;
  /** What a success answers (lib/api/answers.ts): JSON with 200 unless said; several where it may answer either (a 304). */
  success?: Success | readonly [Success, ...Success[]];
  /** The refusals the handler answers, beyond the wrapper's own (401, 403; 400 for input it parses, 413 for a body). */
  errors?: readonly Refusal[];
  /** The refusal's text when the permission is missing, where SPEC gives one ("Only superadmins can use the Take Control feature"). */
  deniedMessage?: string;
  /** Also serves a session that must enrol a second factor before anything else: the account's own factor routes. */
  enrolment?: true;
  /** Called by the browser on its own (live updates), not by the admin: the call does not count as activity for the idle timeout. */
  background?: true;
  /**
   * A dangerous action: it needs a recent proof of who the admin is (lib/auth/step-up/step-up.ts); a function decides from
   * the parsed input; "by outcome": the handler decides from what the call would do (an import's updates), and
   * asks with requireRecentConfirmation(session) before anything is kept.
   */
  stepUp?: true | "by outcome" | ((input: NoInfer<Pick<HandlerContext<S>, "params" | "query" | "body">>) => boolean);
};

/** What a route declares: its entry in the route table (app/api/route-access.ts) and the OpenAPI document. */
export type RouteSpec = Schemas & {
  summary: string;
  access: Access;
  permission?: Permission;
  audit?: AuditRule;
  success: readonly Success[];
  errors: readonly Refusal[];
  stepUp: "always" | "by input" | "by outcome" | "never";
  enrolment: boolean;
};
type RouteContext = { params: Promise<Record<string, string | string[]>> };

const HEAD_TYPES: Partial<Record<Success, string>> = {
  json: "application/json",
  page: "application/json",
  csv: "text/csv; charset=utf-8",
  file: "application/octet-stream",
  events: "text/event-stream; charset=utf-8",
};

/**
 * Next answers HEAD with the GET handler. A HEAD is authorised and validated as its GET, but never runs the
 * handler: it must not export, audit, or read a user's messages. It answers the type the GET would.
 */
function headAnswer(success: Success): Response {
  const type = HEAD_TYPES[success];
  return new Response(null, {
    headers: { ...(type && { "Content-Type": type }), "Cache-Control": "private, no-store" },
  });
}

function toResponse(result: unknown): Response {
  if (result instanceof Response) return result;
  if (result === undefined) return new Response(null, { status: 204 });
  return Response.json(result);
}

type Need = Pick<RouteSpec, "access" | "permission">;

/** Whether `user` may call a route that needs `need` (the refusals' own texts are authorise's). */
function grants({ access, permission }: Need, user: SessionUser): boolean {
  return access === "signed-in" || (isPanelAdmin(user) && (!permission || hasPermission(user, permission)));
}

/** HandlerContext's `stillAllowed`: the same session, at the same stage, still granted the route's need. */
function stillAllowedFor(req: NextRequest, need: Need, { sid, stage }: PanelSession) {
  const token = req.cookies.get(sessionCookieName())?.value;
  return async () => {
    const now = await sessionFromToken(token, Date.now(), { touch: false });
    return now !== null && now.sid === sid && now.stage === stage && grants(need, now.user);
  };
}

/** HandlerContext's `stillAllowed` for a token call: the token still acts, and its user is still granted the route's need. */
function tokenStillAllowed(token: string, need: Need) {
  return async () => {
    const user = await tokenStillActs(token);
    return user !== null && grants(need, user);
  };
}

/** What every caller of an admin route must have, a session or a token: admin rights and the route's permission. */
function requireNeed(user: SessionUser, need: Need, options: RouteOptions<Schemas>) {
  if (need.access !== "signed-in" && !isPanelAdmin(user)) throw forbidden("Admin access required");
  if (need.permission) requirePermission(user, need.permission, options.deniedMessage);
}

/**
 * A call with `Authorization: Bearer` (lib/api-tokens/bearer.ts): on the admin API and the chat app's routes only, never beside a session
 * cookie (which of the two would it be?), and never where a person must confirm who they are. No Origin check:
 * a browser never sends a token on its own, so another site cannot make a call with it.
 */
async function authoriseToken(
  req: NextRequest,
  token: string,
  options: RouteOptions<Schemas>,
  need: Need,
  context: RequestContext,
): Promise<PanelSession> {
  const path = req.nextUrl.pathname;
  const served =
    (need.access === "admin" && path.startsWith("/api/admin/")) ||
    (need.access === "token" && path.startsWith("/api/chat/"));
  if (!served) throw tokenRefusals.adminApiOnly();
  if (req.cookies.has(sessionCookieName())) throw tokenRefusals.ambiguous();
  const session = await tokenSession(req, token);
  context.adminId = session.user.id;
  requireNeed(session.user, need, options);
  if (options.stepUp === true || options.stepUp === "by outcome") throw tokenRefusals.personRequired();
  return session;
}

async function authorise(
  req: NextRequest,
  options: RouteOptions<Schemas>,
  need: Need,
  context: RequestContext,
): Promise<PanelSession> {
  const session = await sessionFromToken(req.cookies.get(sessionCookieName())?.value, Date.now(), {
    touch: !options.background,
    // What changes things, or needs a recent proof of who the admin is, reads the session as it is now.
    fresh: !SAFE_METHODS.has(req.method) || Boolean(options.stepUp),
  });
  // A session still owing its second factor is nobody's yet; one owing an enrolment reaches only the enrolment.
  if (!session || !(session.stage === "complete" || (session.stage === "enrolment" && options.enrolment)))
    throw unauthorized();
  const { user } = session;
  context.adminId = user.id;
  requireNeed(user, need, options);
  if (!SAFE_METHODS.has(req.method) && !hasPanelOrigin(req)) throw forbidden("Cross-origin request refused");
  // Reads have effects too (Take Control reads are audited): another site may not trigger them with the admin's cookie.
  if (startedByAnotherSite(req)) throw forbidden("Cross-origin request refused");
  return session;
}

async function parseInput<S extends Schemas>(
  req: NextRequest,
  routeContext: RouteContext,
  schemas: S & { errors?: readonly Refusal[] },
) {
  const params = schemas.params ? schemas.params.parse(await routeContext.params) : undefined;
  const query = schemas.query ? schemas.query.parse(Object.fromEntries(req.nextUrl.searchParams)) : undefined;
  const body = schemas.body ? schemas.body.parse(await readJsonBody(req, ADMIN_BODY_MAX_BYTES)) : undefined;
  // Checked here, after the session: an upload's declared size is refused before a byte of it is read.
  const upload = schemas.upload ? limitedBody(req, schemas.upload.maxBytes) : undefined;
  // A route that answers 412 checks versions; any other refuses If-Match rather than ignore a precondition.
  const ifMatch = parseIfMatch(req.headers.get("if-match"), schemas.errors?.includes(412) ?? false);
  return { params, query, body, upload, ifMatch } as Pick<
    HandlerContext<S>,
    "params" | "query" | "body" | "upload" | "ifMatch"
  >;
}

/** Wraps a handler: authorise, parse, act, answer. A panel admin holding `permission`, unless `access` says otherwise. */
export function apiRoute<S extends Schemas = Record<never, never>>(
  options: RouteOptions<S>,
  handler: (context: HandlerContext<S>) => Promise<unknown>,
) {
  const handle = async (req: NextRequest, routeContext: RouteContext, context: RequestContext): Promise<Response> => {
    const token = bearerTokenOf(req.headers);
    try {
      // A token-only route answers a session (or nothing) as a refused token would.
      if (token === undefined && spec.access === "token") throw tokenRefusals.tokenOnly();
      const session = await (token === undefined
        ? authorise(req, options, spec, context)
        : authoriseToken(req, token, options, spec, context));
      const confirmPerson = token === undefined ? requireRecentConfirmation : tokenRefusals.refuseStepUp;
      // Before the body is read, unless the input decides whether the action is a dangerous one. A session
      // owing its enrolment has no panel to confirm in: it ends before its proof would be too old for this
      // (lib/auth/session/session.ts), so the check passes for it while it lasts.
      if (options.stepUp === true) confirmPerson(session);
      const input = await parseInput(req, routeContext, options);
      if (typeof options.stepUp === "function" && options.stepUp(input)) confirmPerson(session);
      if (req.method === "HEAD") return headAnswer(spec.success[0]!);
      const stillAllowed = token === undefined ? stillAllowedFor(req, spec, session) : tokenStillAllowed(token, spec);
      return toResponse(await handler({ req, user: session.user, session, ...input, stillAllowed }));
    } catch (error) {
      const response = errorResponse(error, context.requestId);
      // RFC 6750: a refused bearer is told which scheme the API takes.
      if ((token !== undefined || spec.access === "token") && response.status === 401)
        response.headers.set("WWW-Authenticate", TOKEN_CHALLENGE);
      return response;
    }
  };
  const route = async (req: NextRequest, routeContext: RouteContext): Promise<Response> => {
    // server.ts opens the request's context and logs it; under `next start` alone, this does.
    const outer = currentRequest();
    const context = outer ?? { requestId: requestIdFrom(req.headers.get("x-request-id")) };
    const startedAt = performance.now();
    const response = await withRequestContext(context, () => handle(req, routeContext, context));
    response.headers.set("X-Request-Id", context.requestId);
    if (!outer)
      logRequest(context, { method: req.method, path: req.nextUrl.pathname, status: response.status, startedAt });
    return response;
  };
  const stepUp =
    options.stepUp === true
      ? "always"
      : options.stepUp === "by outcome"
        ? "by outcome"
        : options.stepUp
          ? "by input"
          : "never";
  const spec: RouteSpec = {
    summary: options.summary,
    access: options.access ?? "admin",
    permission: options.permission,
    audit: options.audit,
    success: [options.success ?? "json"].flat(),
    errors: options.errors ?? [],
    stepUp,
    enrolment: Boolean(options.enrolment),
    params: options.params,
    query: options.query,
    body: options.body,
    upload: options.upload,
  };
  return Object.assign(route, { spec });
}
