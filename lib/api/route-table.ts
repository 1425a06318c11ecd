// The route table: who may call each API route, what a successful call audits
// and what it may answer, by "METHOD /api/path/[param]". An apiRoute declares
// its own entry (its `spec`); the few plain handlers, all public, are listed by
// hand (app/api/public-routes.ts). The generated tests and the OpenAPI document read it.
import type { Refusal, Success } from "@/lib/api/answers";
import type { AuditRule, RouteSpec } from "@/lib/api/route";

export const HTTP_METHODS = ["GET", "HEAD", "OPTIONS", "POST", "PUT", "PATCH", "DELETE"] as const;

export type PublicRoute = {
  access: "public";
  summary: string;
  /** The statuses any caller may get with an empty body and no particular input. */
  answers: readonly number[];
  /** Every answer it may give (lib/api/answers.ts), for the API description. */
  success: readonly Success[];
  errors: readonly Refusal[];
  /**
   * State-changing methods: "refused" answers 403 to a missing, null or foreign
   * Origin; "csrf-token" names a route that checks a token of its own instead.
   */
  crossOrigin?: "refused" | { csrfToken: string };
  audit?: AuditRule;
};

export type RouteRule = RouteSpec | PublicRoute;

type RouteModule = Record<string, unknown>;

/** The apiRoutes' own entries (by URL pattern and method), and the plain handlers' hand-written ones. */
export function routeTable(
  modules: Record<string, RouteModule>,
  publicRoutes: Record<string, PublicRoute>,
): Record<string, RouteRule> {
  const declared = Object.entries(modules).flatMap(([pattern, module]) =>
    HTTP_METHODS.flatMap((method) => {
      const spec = (module[method] as { spec?: RouteSpec } | undefined)?.spec;
      return spec ? [[`${method} ${pattern}`, spec] as const] : [];
    }),
  );
  return { ...publicRoutes, ...Object.fromEntries(declared) };
}
