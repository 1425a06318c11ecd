import { BUILT_IN_ROLES } from "@/lib/permissions/catalogue";
import { roleAllows, roleChangeText } from "@/lib/roles/display";

describe("roleAllows", () => {
  it("names each resource once with its actions, in the catalogue's order", () => {
    expect(roleAllows(BUILT_IN_ROLES.moderator.permissions)).toBe(
      "Users: read, ban; Channels: read, delete; Dashboard: read",
    );
    expect(roleAllows(["channels.read", "users.admin_rights"])).toBe("Users: admin rights; Channels: read");
  });

  it("says nothing is allowed for a role without permissions", () => {
    expect(roleAllows([])).toBe("nothing");
  });
});

it("roleChangeText names the admin, the role and what it allows", () => {
  const user = { id: "u1", firstName: "Ada", lastName: "Admin", email: "ada@example.com", handle: "ada" };
  expect(roleChangeText(user, { name: "Support", permissions: ["users.read"] })).toBe(
    "Ada Admin (ada@example.com) will hold the Support role from now on, in every session. It allows Users: read.",
  );
});
