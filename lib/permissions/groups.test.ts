import { BUILT_IN_ROLES } from "@/lib/permissions/catalogue";
import { roleAllows } from "@/lib/permissions/groups";

describe("roleAllows", () => {
  it("names each resource once with its actions, in the catalogue's order", () => {
    expect(roleAllows(BUILT_IN_ROLES.moderator.permissions)).toBe(
      "Users: read, ban; Sanctions: read, manage; Channels: read, delete; Staff notes: read, update; Messages: read, delete; Reports: read, manage; Dashboard: read; Trash: read, restore",
    );
    expect(roleAllows(["channels.read", "users.admin_rights"])).toBe("Users: admin rights; Channels: read");
  });

  it("says nothing is allowed for a role without permissions", () => {
    expect(roleAllows([])).toBe("nothing");
  });
});
