import { BUILT_IN_ROLES, type BuiltInRoleKey } from "../../lib/permissions/catalogue";
import type { PrismaClient } from "../../lib/generated/prisma/client";

/**
 * The built-in roles' rows, as the roles migration made them: the wipe empties every table, and an admin's role
 * must point at a row. Their permissions stay in code.
 */
export async function seedBuiltInRoles(prisma: PrismaClient): Promise<void> {
  await prisma.role.createMany({
    data: Object.entries(BUILT_IN_ROLES).map(([key, role]) => ({
      key: key as BuiltInRoleKey,
      name: role.name,
      description: role.description,
    })),
  });
}
