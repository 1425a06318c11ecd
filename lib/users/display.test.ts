import {
  canBanUser,
  roleLabel,
  statusLabel,
  userFullName,
  userHandle,
  userInitials,
  userNameAndEmail,
  userShortHandle,
} from "@/lib/users/display";

describe("user display rules", () => {
  it("shows @handle and falls back to @id", () => {
    expect(userHandle({ id: "u-1", handle: "ada" })).toBe("@ada");
    expect(userHandle({ id: "u-1", handle: null })).toBe("@u-1");
    expect(userHandle({ id: "u-1", handle: "" })).toBe("@u-1");
  });

  it("on a short line: @handle, else the email, else a short id, never a whole UUID", () => {
    const id = "8c5e1f2a-3b4c-4d5e-8f90-1a2b3c4d5e6f";
    expect(userShortHandle({ id, handle: "ada", email: "ada@example.com" })).toBe("@ada");
    expect(userShortHandle({ id, handle: null, email: "ada@example.com" })).toBe("ada@example.com");
    expect(userShortHandle({ id, handle: null, email: null })).toBe("@8c5e1f2a…");
  });

  it("takes initials from the name, then the email, then U", () => {
    expect(userInitials({ firstName: "ada", lastName: "lovelace", email: "x@y.z" })).toBe("AL");
    expect(userInitials({ firstName: "Ada", lastName: null })).toBe("A");
    expect(userInitials({ firstName: null, lastName: null, email: "zed@example.com" })).toBe("Z");
    expect(userInitials({})).toBe("U");
  });

  it("ranks Superadmin over Admin over User", () => {
    expect(roleLabel({ isAdmin: true, isSuperadmin: true })).toBe("Superadmin");
    expect(roleLabel({ isAdmin: false, isSuperadmin: true })).toBe("Superadmin");
    expect(roleLabel({ isAdmin: true, isSuperadmin: false })).toBe("Admin");
    expect(roleLabel({ isAdmin: false, isSuperadmin: false })).toBe("User");
  });

  it("names an admin's role when it is not Admin, never a superadmin's or a user's", () => {
    expect(roleLabel({ isAdmin: true, isSuperadmin: false, roleName: "Moderator" })).toBe("Moderator");
    expect(roleLabel({ isAdmin: true, isSuperadmin: false, roleName: null })).toBe("Admin");
    expect(roleLabel({ isAdmin: true, isSuperadmin: true, roleName: "Viewer" })).toBe("Superadmin");
    expect(roleLabel({ isAdmin: false, isSuperadmin: false, roleName: "Support" })).toBe("User");
  });

  it("labels status and full name", () => {
    expect(statusLabel({ isBanned: true })).toBe("Banned");
    expect(statusLabel({ isBanned: false })).toBe("Active");
    expect(userFullName({ firstName: "Ada", lastName: "Lovelace" })).toBe("Ada Lovelace");
    expect(userFullName({ firstName: null, lastName: "Lovelace" })).toBe("Lovelace");
    expect(userFullName({ firstName: " Ada ", lastName: " " })).toBe("Ada");
  });

  it("names a user in a confirmation by name and email, else whichever is known, else the handle", () => {
    expect(userNameAndEmail({ id: "u-1", firstName: "Ada", lastName: "Lovelace", email: "ada@example.com" })).toBe(
      "Ada Lovelace (ada@example.com)",
    );
    expect(userNameAndEmail({ id: "u-1", firstName: "Ada", lastName: null, email: null })).toBe("Ada");
    expect(userNameAndEmail({ id: "u-1", firstName: null, lastName: null, email: "ada@example.com" })).toBe(
      "ada@example.com",
    );
    expect(userNameAndEmail({ id: "u-1", handle: "ada", firstName: null, lastName: null, email: null })).toBe("@ada");
  });

  it("offers a ban on anyone but a superadmin and the admin themselves", () => {
    expect(canBanUser({ id: "u-1", isSuperadmin: false }, "admin-1")).toBe(true);
    expect(canBanUser({ id: "u-1", isSuperadmin: true }, "admin-1")).toBe(false);
    expect(canBanUser({ id: "admin-1", isSuperadmin: false }, "admin-1")).toBe(false);
  });
});
