import { BUILT_IN_ROLES, PERMISSIONS, SUPERADMIN_ONLY } from "@/lib/permissions/catalogue";
import { resolveRole, type RoleColumns } from "@/lib/permissions/resolve";

const NO_ROLE: RoleColumns = { roleKey: null, roleName: null, rolePermissions: null };
const admin = { isAdmin: true, isSuperadmin: false, isBanned: false };
const custom = (permissions: string[]): RoleColumns => ({
  roleKey: null,
  roleName: "Support",
  rolePermissions: permissions,
});
const builtIn = (key: string, name: string): RoleColumns => ({ roleKey: key, roleName: name, rolePermissions: [] });

describe("resolveRole", () => {
  it("gives a superadmin every permission, whatever role is set", () => {
    expect(resolveRole({ ...admin, isSuperadmin: true }, custom([]))).toEqual({
      permissions: PERMISSIONS,
      roleName: "Superadmin",
    });
  });

  it("gives an admin without a role the Admin role", () => {
    expect(resolveRole(admin, NO_ROLE)).toEqual({ permissions: BUILT_IN_ROLES.admin.permissions, roleName: "Admin" });
  });

  it("takes a built-in role's permissions from code, a custom role's from its row", () => {
    expect(resolveRole(admin, builtIn("moderator", "Moderator"))).toEqual({
      permissions: BUILT_IN_ROLES.moderator.permissions,
      roleName: "Moderator",
    });
    expect(resolveRole(admin, custom(["contacts.read", "deals.export"]))).toEqual({
      permissions: ["contacts.read", "deals.export"],
      roleName: "Support",
    });
  });

  it("never lets a role hold a superadmin-only permission or one the code does not know", () => {
    expect(
      resolveRole(admin, custom(["users.take_control", "roles.manage", "gone.away", "users.read"])).permissions,
    ).toEqual(["users.read"]);
    const superadminRow = resolveRole(admin, builtIn("superadmin", "Superadmin")).permissions;
    expect(superadminRow.some((permission) => SUPERADMIN_ONLY.has(permission))).toBe(false);
  });

  it("gives nobody else anything: a regular user, a banned admin", () => {
    expect(resolveRole({ ...admin, isAdmin: false }, NO_ROLE).permissions).toEqual([]);
    expect(resolveRole({ ...admin, isBanned: true }, builtIn("admin", "Admin")).permissions).toEqual([]);
  });
});
