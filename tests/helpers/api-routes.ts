// Every API route as the file system and the modules declare it, so tests
// generated from this list cover a new route without being edited.
import { PUBLIC_ROUTES } from "@/app/api/public-routes";
import { ROUTE_ACCESS } from "@/app/api/route-access";
import type { RouteSpec } from "@/lib/api/route";
import { HTTP_METHODS } from "@/lib/api/route-table";
import { routeFiles, routePattern } from "../../scripts/api-route-files";
import type { callRoute } from "./request";
import { inRequestScope } from "./request-scope";

export type HttpMethod = (typeof HTTP_METHODS)[number];

type Handler = Parameters<typeof callRoute>[0];

export type ApiRoute = {
  /** "METHOD /api/path/[param]", as the route table (app/api/route-access.ts) names it. */
  key: string;
  method: HttpMethod;
  pattern: string;
  paramNames: string[];
  catchAll: string[];
  handler: Handler;
  /** What an apiRoute declares (access, step-up, enrolment); absent for the few plain handlers. */
  spec?: RouteSpec;
};

export const isMutation = (method: string) => !["GET", "HEAD", "OPTIONS"].includes(method);

// Keeps the handler's spec: callRoute holds each answer to what the route declares.
const inScope = (pattern: string, handler: Handler): Handler => {
  const scoped: Handler = (req, context) => inRequestScope(req, pattern, () => handler(req, context));
  return Object.assign(scoped, { spec: (handler as { spec?: RouteSpec }).spec });
};

/** Synchronous, so test files can generate one test per route while Jest collects them. */
export function discoverApiRoutes(): ApiRoute[] {
  return routeFiles().flatMap((file) => {
    const pattern = routePattern(file);
    const dynamic = [...pattern.matchAll(/\[(\.\.\.)?([^\]]+)\]/g)];
    const paramNames = dynamic.map((match) => match[2]!);
    const catchAll = dynamic.filter((match) => match[1]).map((match) => match[2]!);
    const exports = jest.requireActual<Record<string, unknown>>(file);
    return HTTP_METHODS.filter((method) => typeof exports[method] === "function").map((method) => ({
      key: `${method} ${pattern}`,
      method,
      pattern,
      paramNames,
      catchAll,
      handler: inScope(pattern, exports[method] as Handler),
      spec: (exports[method] as { spec?: RouteSpec }).spec,
    }));
  });
}

/** Table entries and discovered routes that do not match, both ways; a hand-written entry must name a plain handler. */
export function routeTableMismatches(routes: readonly ApiRoute[]) {
  const discovered = new Set(routes.map((route) => route.key));
  const declaredByApiRoute = new Set(routes.filter((route) => route.spec).map((route) => route.key));
  return {
    missingFromTable: [...discovered].filter((key) => !ROUTE_ACCESS[key]),
    withoutRoute: Object.keys(ROUTE_ACCESS).filter((key) => !discovered.has(key)),
    publicEntryOfApiRoute: Object.keys(PUBLIC_ROUTES).filter((key) => declaredByApiRoute.has(key)),
  };
}

// A URL cannot carry a lone surrogate; the handler still gets the raw value through params.
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;
const pathSegment = (value: string) => encodeURIComponent(value.replace(LONE_SURROGATE, "\uFFFD"));

/** Route params as Next passes them (a catch-all segment is an array), and the URL path they make. */
export function routeCall(route: ApiRoute, values: Record<string, string | string[]>) {
  const params = Object.fromEntries(route.paramNames.map((name) => [name, values[name]!]));
  const urlPath = route.pattern.replace(/\[(?:\.\.\.)?([^\]]+)\]/g, (_, name: string) =>
    [values[name]!].flat().map(pathSegment).join("/"),
  );
  return { params: params as Record<string, string>, path: urlPath };
}
