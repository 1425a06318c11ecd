// The accounts every development and test database has (README "Signing in"),
// all with the password in SEED_PASSWORD (default "admin-panel-dev").
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
  user: {
    email: "user@example.com",
    firstName: "Una",
    lastName: "User",
    handle: "user",
    isAdmin: false,
    isSuperadmin: false,
  },
} as const;
