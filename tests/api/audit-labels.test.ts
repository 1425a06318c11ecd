// The audit log in words: who acted and on what, as they were when the entry
// was written. A later rename, id change or deletion of either leaves old
// entries as they read then (lib/audit/labels.ts, docs/decisions/audit-log.md).
import { GET as exportAuditRoute } from "@/app/api/admin/audit-logs/export/route";
import { GET as listAuditRoute } from "@/app/api/admin/audit-logs/route";
import { DELETE as deleteChannelsRoute } from "@/app/api/admin/channels/route";
import { PATCH as updateContactRoute } from "@/app/api/admin/contacts/[id]/route";
import { POST as createContactRoute } from "@/app/api/admin/contacts/route";
import { POST as createShopItemRoute } from "@/app/api/admin/shop/route";
import { PUT as changeIdRoute } from "@/app/api/admin/users/[id]/change-id/route";
import { DELETE as deleteUserRoute, PATCH as updateUserRoute } from "@/app/api/admin/users/[id]/route";
import { DELETE as bulkDeleteUsersRoute } from "@/app/api/admin/users/route";
import { db } from "@/lib/db";
import { parseCsv } from "../helpers/csv";
import { createChannel, uniqueTag } from "../helpers/fixtures";
import { callRoute } from "../helpers/request";
import { createTestUser, sessionCookieFor } from "../helpers/session";

type Row = {
  action: string;
  actorId: string | null;
  actorLabel: string | null;
  targetId: string | null;
  targetLabel: string | null;
  actor: { email: string | null } | null;
};

/** A fresh admin to act, so renaming it touches no other test. */
async function freshAdmin() {
  const admin = await createTestUser({ isAdmin: true });
  return { admin, cookie: await sessionCookieFor(admin.id), label: `Test ${admin.lastName}` };
}

const labelOf = (user: { lastName: string | null; email: string | null }) => `Test ${user.lastName} (${user.email})`;

async function listed(cookie: string, query: string): Promise<Row[]> {
  const answer = await callRoute(listAuditRoute, { cookie, path: `/api/admin/audit-logs?${query}` });
  expect(answer.status).toBe(200);
  return answer.json() as Row[];
}

describe("audit labels", () => {
  it("keep a user's name and email, and the admin's, after renames, an id change and deletion", async () => {
    const { admin, cookie, label: adminLabel } = await freshAdmin();
    const target = await createTestUser();
    const oldLabel = labelOf(target);
    expect(
      (
        await callRoute(updateUserRoute, {
          method: "PATCH",
          cookie,
          params: { id: target.id },
          body: { isBanned: true },
        })
      ).status,
    ).toBe(200);

    // Renamed (by the chat app), then given a new id, then deleted; the admin renamed too.
    const renamed = `renamed-${uniqueTag()}`;
    await db.user.update({
      where: { id: target.id },
      data: { firstName: "Other", lastName: renamed, email: `${renamed}@example.test` },
    });
    await db.user.update({ where: { id: admin.id }, data: { firstName: "Someone", lastName: "Else" } });
    const newId = `moved_${uniqueTag()}`;
    expect(
      (await callRoute(changeIdRoute, { method: "PUT", cookie, params: { id: target.id }, body: { newId } })).status,
    ).toBe(200);
    expect((await callRoute(deleteUserRoute, { method: "DELETE", cookie, params: { id: newId } })).status).toBe(200);

    const [ban] = await listed(cookie, `target=${target.id}`);
    expect(ban).toMatchObject({
      action: "user.ban",
      targetId: target.id,
      targetLabel: oldLabel,
      actorId: admin.id,
      actorLabel: adminLabel,
    });
    // The live relation has moved on; the label has not.
    expect(ban!.actor?.email).toBe(admin.email);
    const newLabel = `Other ${renamed} (${renamed}@example.test)`;
    const later = await listed(cookie, `target=${newId}`);
    expect(later.map((entry) => [entry.action, entry.targetLabel, entry.actorLabel])).toEqual([
      ["user.delete", newLabel, "Someone Else"],
      ["user.change_id", newLabel, "Someone Else"],
    ]);
    // The target filter also finds entries by words of their label.
    expect(
      (await listed(cookie, `target=${encodeURIComponent(target.lastName!)}`)).map((entry) => entry.action),
    ).toEqual(["user.ban"]);

    const csv = await callRoute(exportAuditRoute, { cookie, path: `/api/admin/audit-logs/export?target=${target.id}` });
    const [header, ...rows] = parseCsv(csv.text);
    const column = (name: string) => header!.indexOf(name);
    expect(rows).toHaveLength(1);
    expect([
      rows[0]![column("Actor")],
      rows[0]![column("Actor ID")],
      rows[0]![column("Target")],
      rows[0]![column("Target ID")],
    ]).toEqual([adminLabel, admin.id, oldLabel, target.id]);
  });

  it("name CRM and content targets as they were: a contact before and after its rename, a shop item", async () => {
    const { cookie, label: adminLabel } = await freshAdmin();
    const tag = uniqueTag();
    const created = await callRoute(createContactRoute, {
      method: "POST",
      cookie,
      body: { firstName: "Kim", lastName: `Lee${tag}` },
    });
    expect(created.status).toBe(201);
    const contact = created.json() as { id: string };
    const renamed = await callRoute(updateContactRoute, {
      method: "PATCH",
      cookie,
      params: { id: contact.id },
      body: { firstName: "Kimberly", lastName: `Lee${tag}` },
    });
    expect(renamed.status).toBe(200);
    expect(
      (await listed(cookie, `target=${contact.id}`)).map((entry) => [
        entry.action,
        entry.actorLabel,
        entry.targetLabel,
      ]),
    ).toEqual([
      ["contact.update", adminLabel, `Kimberly Lee${tag}`],
      ["contact.create", adminLabel, `Kim Lee${tag}`],
    ]);

    const item = await callRoute(createShopItemRoute, {
      method: "POST",
      cookie,
      body: { name: `E-book ${tag}`, description: "A book", price: "Free" },
    });
    expect(item.status).toBe(201);
    const itemId = (item.json() as { id: string }).id;
    await db.shopItem.update({ where: { id: itemId }, data: { name: "Renamed outside the panel" } });
    expect(await listed(cookie, `target=${itemId}`)).toMatchObject([
      { action: "shop_item.create", targetLabel: `E-book ${tag}` },
    ]);
  });

  it("count bulk operations and keep the names in the details", async () => {
    const { cookie } = await freshAdmin();
    const users = [await createTestUser(), await createTestUser()];
    const removed = await callRoute(bulkDeleteUsersRoute, {
      method: "DELETE",
      cookie,
      body: { userIds: users.map((user) => user.id) },
    });
    expect(removed.status).toBe(200);
    const userEntry = await db.auditLog.findFirstOrThrow({
      where: { action: "user.bulk_delete", details: { path: ["userIds"], array_contains: [users[0]!.id] } },
    });
    expect(userEntry.targetLabel).toBe("2 users");
    expect((userEntry.details as { users: string[] }).users.sort()).toEqual(users.map(labelOf).sort());

    const channels = [await createChannel([]), await createChannel([]), await createChannel([])];
    expect(
      (
        await callRoute(deleteChannelsRoute, {
          method: "DELETE",
          cookie,
          body: { channelIds: channels.map((channel) => channel.id) },
        })
      ).status,
    ).toBe(200);
    const channelEntry = await db.auditLog.findFirstOrThrow({
      where: {
        action: "channel.bulk_delete",
        details: { path: ["channels"], array_contains: [{ id: channels[0]!.id }] },
      },
    });
    expect(channelEntry.targetLabel).toBe("3 channels");
    expect(
      (channelEntry.details as { channels: { name: string }[] }).channels.map((channel) => channel.name).sort(),
    ).toEqual(channels.map((channel) => channel.name).sort());
  });
});
