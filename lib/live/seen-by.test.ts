import { BUILT_IN_ROLES, PERMISSIONS } from "@/lib/permissions/catalogue";
import { EVERYTHING, type LiveChange } from "@/lib/live/schema";
import { changeSeenBy } from "@/lib/live/seen-by";

const change = (type: string): LiveChange => ({
  type,
  action: `${type}.update`,
  ids: ["r1"],
  actorId: "a1",
  actorLabel: "ada@example.com's token 'CI'",
});
const admin = { isSuperadmin: false, permissions: BUILT_IN_ROLES.admin.permissions };
const moderator = { isSuperadmin: false, permissions: BUILT_IN_ROLES.moderator.permissions };
const superadmin = { isSuperadmin: true, permissions: PERMISSIONS };

describe("changeSeenBy", () => {
  it("passes a change on whole to an admin who reads its type and sees emails", () => {
    expect(changeSeenBy(admin, change("contact"))).toEqual(change("contact"));
  });

  it("withholds a change of a type the admin cannot read, and masks the actor's email in one they can", () => {
    expect(changeSeenBy(moderator, change("contact"))).toBeNull();
    expect(changeSeenBy(moderator, change("user"))).toEqual({
      ...change("user"),
      actorLabel: "a•••@example.com's token 'CI'",
    });
  });

  it("gives a type the table does not know to superadmins alone, and 'refetch everything' to all", () => {
    expect(changeSeenBy(admin, change("something_new"))).toBeNull();
    expect(changeSeenBy(superadmin, change("something_new"))).toEqual(change("something_new"));
    expect(changeSeenBy(moderator, EVERYTHING)).toEqual(EVERYTHING);
  });
});
