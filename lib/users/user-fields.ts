import { Prisma } from "@/lib/generated/prisma/client";

/** The user fields the panel reads (SPEC §7 Users); never the password hash. */
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
  createdAt: true,
  updatedAt: true,
  version: true,
  lastActiveAt: true,
} satisfies Prisma.UserSelect;

export type UserRecord = Prisma.UserGetPayload<{ select: typeof userSelect }>;

/** userSelect as SQL columns, named as UserRecord's fields (the users list reads its pages in SQL). */
export const userColumnsSql: Prisma.Sql = Prisma.sql`id, first_name AS "firstName", last_name AS "lastName", email, handle,
  profile_image_url AS "profileImageUrl", is_admin AS "isAdmin", is_superadmin AS "isSuperadmin", is_banned AS "isBanned",
  created_at AS "createdAt", updated_at AS "updatedAt", version, last_active_at AS "lastActiveAt"`;

/** The system account that receives deleted users' data (SPEC §3). */
export const SYSTEM_USER_ID = "deleted-user-system";
