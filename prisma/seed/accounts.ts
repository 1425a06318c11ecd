import type { BuiltInRoleKey } from "../../lib/permissions/catalogue";

// The accounts every development and test database has (README "Signing in"),
// all with the password in SEED_PASSWORD (default "admin-panel-dev"). `role` names a
// built-in role (lib/permissions/catalogue.ts); an admin without one holds the Admin role.
export const SEED_ACCOUNTS = {
  superadmin: {
    email: "superadmin@example.com",
    firstName: "Sam",
    lastName: "Super",
    handle: "superadmin",
    isAdmin: true,
    isSuperadmin: true,
  },
  admin: {
    email: "admin@example.com",
    firstName: "Ada",
    lastName: "Admin",
    handle: "admin",
    isAdmin: true,
    isSuperadmin: false,
  },
  moderator: {
    email: "moderator@example.com",
    firstName: "Mona",
    lastName: "Moderator",
    handle: "moderator",
    isAdmin: true,
    isSuperadmin: false,
    role: "moderator",
  },
  viewer: {
    email: "viewer@example.com",
    firstName: "Vic",
    lastName: "Viewer",
    handle: "viewer",
    isAdmin: true,
    isSuperadmin: false,
    role: "viewer",
  },
  user: {
    email: "user@example.com",
    firstName: "Una",
    lastName: "User",
    handle: "user",
    isAdmin: false,
    isSuperadmin: false,
  },
} as const satisfies Record<string, SeedAccount>;

export type SeedAccount = {
  email: string;
  firstName: string;
  lastName: string;
  handle: string;
  isAdmin: boolean;
  isSuperadmin: boolean;
  role?: BuiltInRoleKey;
};
