// What a user is to the API: the columns every read and write selects (never the password
// hash), the record type derived from them, and the system account that inherits deleted users' data.
import type { Prisma } from "@/lib/generated/prisma/client";

/** The user fields the panel reads (SPEC §7 Users). */
export const userSelect = {
  id: true,
  firstName: true,
  lastName: true,
  email: true,
  handle: true,
  profileImageUrl: true,
  isAdmin: true,
  isSuperadmin: true,
  isBanned: true,
  // The admin's role (lib/roles): null is the Admin role.
  roleId: true,
  createdAt: true,
  updatedAt: true,
  version: true,
  lastActiveAt: true,
} satisfies Prisma.UserSelect;

export type UserRecord = Prisma.UserGetPayload<{ select: typeof userSelect }>;

/** A user as the list and a user's page read them: with their role's name (null: the Admin role, or no role). */
export type UserWithRole = UserRecord & { roleName: string | null };

/** The system account that receives deleted users' data (SPEC §3). */
export const SYSTEM_USER_ID = "deleted-user-system";
