// Writes app/api/route-modules.ts: an import of every API route module, from
// which the route table (app/api/route-access.ts) and the OpenAPI document take
// each apiRoute's own declaration (no second copy).
//   npm run api:routes      (tests/api/openapi.test.ts fails while it is stale)
import fs from "node:fs";
import path from "node:path";
import { ROUTE_MODULES_FILE, routeModulesSource } from "./api-route-files";

fs.writeFileSync(ROUTE_MODULES_FILE, routeModulesSource());
console.log(`wrote ${path.relative(process.cwd(), ROUTE_MODULES_FILE)}`);
