// The OpenAPI description: current with the route files, every route in it,
// schemas taken from the routes' own zod, a summary and the true answers of
// every operation (Redocly's recommended rules), and for admins only.
import fs from "node:fs";
import { GET as openApiRoute } from "@/app/api/openapi.json/route";
import { ROUTE_ACCESS } from "@/app/api/route-access";
import { openApiPath } from "@/lib/openapi/document";
import { ROUTE_MODULES_FILE, routeModulesSource } from "../../scripts/api-route-files";
import { discoverApiRoutes } from "../helpers/api-routes";
import { redoclyFindings } from "../helpers/redocly-lint";
import { callRoute } from "../helpers/request";
import { cookieFor } from "../helpers/session";

type Operation = {
  parameters: { name: string; in: string; required: boolean; schema: Record<string, unknown> }[];
  requestBody?: { content: Record<string, { schema: Record<string, unknown> }> };
  "x-access": string;
  "x-permission"?: string;
  description: string;
};
type Document = { openapi: string; paths: Record<string, Record<string, Operation>> };

async function fetchDocument(): Promise<Document> {
  const response = await callRoute(openApiRoute, { cookie: await cookieFor("admin"), path: "/api/openapi.json" });
  expect(response.status).toBe(200);
  return response.json() as Document;
}

it("app/api/route-modules.ts is current (npm run api:routes)", () => {
  expect(fs.readFileSync(ROUTE_MODULES_FILE, "utf8")).toBe(routeModulesSource());
});

it("describes every route file's every method, as OpenAPI 3.1", async () => {
  const document = await fetchDocument();
  expect(document.openapi).toBe("3.1.0");
  const described = Object.entries(document.paths).flatMap(([path, operations]) =>
    Object.keys(operations).map((method) => `${method.toUpperCase()} ${path}`),
  );
  const onDisk = discoverApiRoutes().map((route) => `${route.method} ${openApiPath(route.pattern)}`);
  expect(described.sort()).toEqual(onDisk.sort());
  expect(Object.keys(ROUTE_ACCESS)).toHaveLength(onDisk.length);
});

it("takes parameters and bodies from the routes' zod schemas", async () => {
  const { paths } = await fetchDocument();
  const listUsers = paths["/api/admin/users"]!.get!;
  expect(listUsers["x-access"]).toBe("admin");
  expect(listUsers.parameters.find((parameter) => parameter.name === "role")).toMatchObject({
    in: "query",
    required: false,
    schema: { enum: ["all", "admin", "user"] },
  });
  const changeId = paths["/api/admin/users/{id}/change-id"]!.put!;
  expect(changeId.parameters).toEqual([
    expect.objectContaining({ name: "id", in: "path", required: true }),
    expect.objectContaining({ name: "If-Match", in: "header", required: false }),
  ]);
  expect(changeId.requestBody!.content["application/json"]!.schema).toMatchObject({
    type: "object",
    required: ["newId"],
    properties: { newId: { type: "string" } },
  });
  const upload = paths["/api/admin/shop/{id}/bonuses/upload"]!.post!;
  expect(upload.requestBody!.content["application/json"]!.schema).toMatchObject({
    properties: { files: { type: "array", minItems: 1, maxItems: 20 } },
  });
  const sendMessage = paths["/api/admin/users/{id}/send-message"]!.post!;
  expect(sendMessage).toMatchObject({ "x-access": "admin", "x-permission": "users.take_control" });
  expect(sendMessage.description).toContain("Only superadmins hold it.");
  expect(paths["/api/admin/users/export"]!.get!.description).toBe(
    "Needs the permission `users.export` (Export users to CSV).",
  );
  expect(paths["/api/feature-toggles"]!.get!["x-access"]).toBe("public");
});

// What the recommended rules flag that is true of these routes: the probes and the
// chat app's feed refuse nobody, GET /api/login and a bonus file's download answer only
// with a redirect (GET /api/logout with a redirect or a page), and the API is private (no
// licence to state).
const TRUE_OF_THIS_API = [
  "info-license /info",
  "operation-4xx-response GET /api/feature-toggles",
  "operation-4xx-response HEAD /api/feature-toggles",
  "operation-4xx-response OPTIONS /api/feature-toggles",
  "operation-4xx-response GET /api/health",
  "operation-4xx-response GET /api/health/ready",
  "operation-2xx-response GET /api/login",
  "operation-4xx-response GET /api/login",
  "operation-4xx-response GET /api/logout",
  "operation-2xx-response GET /api/admin/shop/{id}/bonuses/{fileId}/download",
];

it("passes Redocly's recommended rules, but for what is true of these routes", async () => {
  expect((await redoclyFindings(await fetchDocument())).sort()).toEqual(TRUE_OF_THIS_API.sort());
});

it("is served to admins only", async () => {
  expect((await callRoute(openApiRoute, { path: "/api/openapi.json" })).status).toBe(401);
  expect((await callRoute(openApiRoute, { cookie: await cookieFor("user"), path: "/api/openapi.json" })).status).toBe(
    403,
  );
});
