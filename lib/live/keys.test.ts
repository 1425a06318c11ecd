import { withStale } from "@/lib/live/keys";
import { EVERYTHING, type LiveChange } from "@/lib/live/schema";

const change = (type: string, action: string): LiveChange => ({
  type,
  action,
  ids: ["a"],
  actorId: null,
  actorLabel: null,
});

describe("withStale", () => {
  it("names the lists a record is shown in and the audit log, each once", () => {
    expect(withStale(change("contact", "contact.update")).stale.sort()).toEqual([
      "/api/admin/activities",
      "/api/admin/audit-logs",
      "/api/admin/contacts",
      "/api/admin/deals",
    ]);
  });

  it("adds the trash for a delete, single or bulk", () => {
    expect(withStale(change("user", "user.delete")).stale).toContain("/api/admin/trash");
    expect(withStale(change("deal", "deal.bulk_delete")).stale).toContain("/api/admin/trash");
    expect(withStale(change("deal", "deal.update")).stale).not.toContain("/api/admin/trash");
  });

  it("names only the audit log for what no list shows (a session)", () => {
    expect(withStale(change("session", "session.revoke")).stale).toEqual(["/api/admin/audit-logs"]);
  });

  it("names every list and the trash after a restore, whatever came back", () => {
    const { stale } = withStale(change("trash", "trash.restore"));
    for (const path of ["/api/admin/users", "/api/admin/deals", "/api/admin/trash", "/api/admin/audit-logs"])
      expect(stale).toContain(path);
  });

  it("names every list, the toggles and the trash after a gap", () => {
    const { stale } = withStale(EVERYTHING);
    for (const path of ["/api/admin/users", "/api/admin/shop", "/api/admin/feature-toggles", "/api/admin/trash"])
      expect(stale).toContain(path);
    expect(new Set(stale).size).toBe(stale.length);
  });

  it("keeps the change as it was", () => {
    expect(withStale(change("deal", "deal.update"))).toMatchObject(change("deal", "deal.update"));
  });
});
