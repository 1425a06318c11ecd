// Admins for tests about what a role lets its holder do: a fresh admin signed in as the browser is, holding a
// built-in or custom role (the Admin role when none). Roles are written straight to the table here; making them
// through the roles API is what tests/api/roles.test.ts checks.
import { db } from "@/lib/db";
import { BUILT_IN_ROLES, type BuiltInRoleKey } from "@/lib/permissions/catalogue";
import { uniqueTag } from "./fixtures";
import { createTestUser, sessionCookieFor } from "./session";

export type SignedInAdmin = { id: string; cookie: string };

/**
 * A custom role holding exactly `permissions`. Any text is stored as given: a retired permission in a stored list
 * is how a role outlives the code that knew it.
 */
export function customRole(permissions: readonly string[], name = "Test role") {
  return db.role.create({ data: { name: `${name} ${uniqueTag()}`, permissions: [...permissions] } });
}

/** A built-in role's row (the migration writes them; written again here should a test have emptied the table). */
export function builtInRole(key: BuiltInRoleKey) {
  return db.role.upsert({ where: { key }, create: { key, name: BUILT_IN_ROLES[key].name }, update: {} });
}

/** A fresh admin with a session of their own: holding `role`, or a superadmin. */
export async function newSignedInAdmin({
  role,
  isSuperadmin = false,
}: { role?: { id: string }; isSuperadmin?: boolean } = {}): Promise<SignedInAdmin> {
  const user = await createTestUser({ isAdmin: true, isSuperadmin, roleId: role?.id });
  return { id: user.id, cookie: await sessionCookieFor(user.id) };
}

/** The session cookie of a fresh admin whose custom role holds exactly `permissions`. */
export async function adminHolding(permissions: readonly string[], name?: string): Promise<string> {
  return (await newSignedInAdmin({ role: await customRole(permissions, name) })).cookie;
}
