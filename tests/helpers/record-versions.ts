// The version rules every record resource keeps, as one table-driven suite
// (tests/api/record-versions.test.ts; the roadmap's run in roadmap.test.ts, whose
// reorder tests need the roadmap to stay as they left it).
import { db } from "@/lib/db";
import { VERSION_CONFLICT } from "@/lib/api/error-codes";
import { staleVersionMessage } from "@/lib/records/stale-version";
import { IF_MATCH_INVALID } from "@/lib/records/version";
import { uniqueTag } from "./fixtures";
import { callRoute } from "./request";
import { cookieFor } from "./session";

export type Route = Parameters<typeof callRoute>[0];
export type Row = { id: string; version: number } & Record<string, unknown>;

export type VersionedResource = {
  name: string;
  noun: string;
  targetType: string;
  create: Route;
  patch: Route;
  remove: Route;
  body: (tag: string) => Promise<Record<string, unknown>>;
  /** A change of one field. */
  change: () => Promise<Record<string, unknown>>;
  /** Who makes the calls, where an admin may not (roles are a superadmin's). */
  actor?: () => Promise<string>;
};

export const admin = () => cookieFor("admin");

export async function createRow(resource: VersionedResource): Promise<Row> {
  const response = await callRoute(resource.create, {
    method: "POST",
    cookie: await (resource.actor ?? admin)(),
    body: await resource.body(uniqueTag()),
  });
  expect(response.status).toBe(201);
  return response.json() as Row;
}

export async function patch(resource: VersionedResource, id: string, body: unknown, ifMatch?: string) {
  const headers = ifMatch === undefined ? undefined : { "if-match": ifMatch };
  const cookie = await (resource.actor ?? admin)();
  return callRoute(resource.patch, { method: "PATCH", cookie, params: { id }, body, headers });
}

export async function remove(resource: VersionedResource, id: string, ifMatch?: string) {
  const headers = ifMatch === undefined ? undefined : { "if-match": ifMatch };
  const cookie = await (resource.actor ?? admin)();
  return callRoute(resource.remove, { method: "DELETE", cookie, params: { id }, headers });
}

export const auditCount = (targetId: string) => db.auditLog.count({ where: { targetId } });

export function describeVersions(resource: VersionedResource) {
  describe(`${resource.name}: versions`, () => {
    it("starts at 1, and a PATCH against the current version answers the next one", async () => {
      const row = await createRow(resource);
      expect(row.version).toBe(1);
      const response = await patch(resource, row.id, await resource.change(), '"1"');
      expect(response.status).toBe(200);
      expect(response.json()).toMatchObject({ ...(await resource.change()), version: 2 });
    });

    it("refuses a stale PATCH and DELETE with 412, naming who changed it and when, and changes nothing", async () => {
      const row = await createRow(resource);
      expect((await patch(resource, row.id, await resource.change(), '"1"')).status).toBe(200);
      const latest = await db.auditLog.findFirstOrThrow({
        where: { targetType: resource.targetType, targetId: row.id },
        orderBy: { createdAt: "desc" },
      });
      const audited = await auditCount(row.id);

      const stale = await patch(resource, row.id, await resource.change(), '"1"');
      expect(stale.status).toBe(412);
      const body = stale.json() as { error: string; message: string; changedAt: string; current: Row };
      expect(body).toMatchObject({
        error: VERSION_CONFLICT,
        message: staleVersionMessage(resource.noun, latest.actorLabel, latest.createdAt),
        changedBy: latest.actorLabel,
        changedAt: latest.createdAt.toISOString(),
        current: { id: row.id, version: 2 },
      });
      expect(body.message).toMatch(new RegExp(`^This ${resource.noun} was changed by .+ at \\d\\d:\\d\\d UTC\\.`));

      const staleDelete = await remove(resource, row.id, '"1"');
      expect(staleDelete.status).toBe(412);
      expect(await auditCount(row.id)).toBe(audited);
      expect((await remove(resource, row.id, '"2"')).status).toBeLessThan(300);
    });

    it("refuses a malformed If-Match with 400 and leaves the record alone", async () => {
      const row = await createRow(resource);
      for (const header of ["1", '"one"', '"1", "2"', 'W/"1"']) {
        expect(await patch(resource, row.id, await resource.change(), header)).toMatchObject({
          status: 400,
          text: IF_MATCH_INVALID,
        });
      }
      expect(await auditCount(row.id)).toBe(1);
    });

    it("keeps SPEC's contract without If-Match (and with *): the change is made", async () => {
      const row = await createRow(resource);
      expect((await patch(resource, row.id, await resource.change())).status).toBe(200);
      expect((await remove(resource, row.id, "*")).status).toBeLessThan(300);
    });

    it("lets exactly one of two concurrent changes against the same version through", async () => {
      const row = await createRow(resource);
      const change = await resource.change();
      const statuses = await Promise.all([1, 2, 3].map(() => patch(resource, row.id, change, '"1"')));
      expect(statuses.map((response) => response.status).sort()).toEqual([200, 412, 412]);
    });
  });
}
