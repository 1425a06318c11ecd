import { TRASH_TYPES } from "@/lib/trash/kinds";
import { trashKeys } from "@/lib/trash/query-keys";
import { keysShowing } from "@/lib/records/shown-in";

// The list each type of record is shown in: a restore must refetch at least that one.
const OWN_LIST = {
  user: "/api/admin/users",
  channel: "/api/admin/channels",
  message: "/api/admin/messages",
  contact: "/api/admin/contacts",
  company: "/api/admin/companies",
  deal: "/api/admin/deals",
  activity: "/api/admin/activities",
  roadmap_item: "/api/admin/roadmap",
  shop_item: "/api/admin/shop",
  purchase: "/api/admin/library",
} as const;

describe("keysShowing", () => {
  it.each(TRASH_TYPES)("refetches the list a restored %s is shown in", (type) => {
    expect(keysShowing([type]).map((key) => key[0])).toContain(OWN_LIST[type]);
  });

  it("names each key once, however many records of a type came back", () => {
    const keys = keysShowing(["contact", "contact", "company", "deal"]);
    expect(keys.map((key) => JSON.stringify(key))).toEqual([...new Set(keys.map((key) => JSON.stringify(key)))]);
    expect(keys.map((key) => key[0]).sort()).toEqual([
      "/api/admin/activities",
      "/api/admin/companies",
      "/api/admin/contacts",
      "/api/admin/deals",
    ]);
  });

  it("leaves the trash's own list to the restore (hooks/undo-delete.ts refetches it)", () => {
    expect(keysShowing(TRASH_TYPES).map((key) => key[0])).not.toContain(trashKeys.all[0]);
  });
});

describe("trashKeys", () => {
  it("is the list's URL, with the filters as its query", () => {
    expect(trashKeys.list({ type: "contact", search: "acme" })).toEqual([
      "/api/admin/trash",
      { type: "contact", search: "acme" },
    ]);
  });
});
