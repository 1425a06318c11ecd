import { roleChangeText } from "@/lib/roles/display";

it("roleChangeText names the admin, the role and what it allows", () => {
  const user = { id: "u1", firstName: "Ada", lastName: "Admin", email: "ada@example.com", handle: "ada" };
  expect(roleChangeText(user, { name: "Support", permissions: ["users.read"] })).toBe(
    "Ada Admin (ada@example.com) will hold the Support role from now on, in every session. It allows Users: read.",
  );
});
