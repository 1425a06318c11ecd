// Writes lib/openapi/route-modules.ts: an import of every API route module, so
// the OpenAPI document reads each handler's own zod schemas (no second copy).
//   npm run openapi:routes      (tests/api/openapi.test.ts fails while it is stale)
import fs from "node:fs";
import path from "node:path";
import { ROUTE_MODULES_FILE, routeModulesSource } from "./api-route-files";

fs.writeFileSync(ROUTE_MODULES_FILE, routeModulesSource());
console.log(`wrote ${path.relative(process.cwd(), ROUTE_MODULES_FILE)}`);
