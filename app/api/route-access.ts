// The route table (lib/api/route-table.ts): who may call each API route, and
// what a successful call must audit. Every apiRoute declares its own entry; the
// public plain handlers (app/api/public-routes.ts) are the only ones written by
// hand. The generated tests (tests/api/authorisation-matrix.test.ts, fuzz.test.ts,
// audit-completeness.test.ts) hold it equal to the route files both ways.
import { PUBLIC_ROUTES } from "@/app/api/public-routes";
import { ROUTE_MODULES } from "@/app/api/route-modules";
import { routeTable } from "@/lib/api/route-table";

export const ROUTE_ACCESS = routeTable(ROUTE_MODULES, PUBLIC_ROUTES);
