import "server-only";
import { conflict, forbidden, notFound } from "@/lib/api/errors";
import { Prisma } from "@/lib/generated/prisma/client";
import { USER_ERROR_CODES, USER_ERRORS } from "@/lib/users/messages";
import { SYSTEM_USER_ID } from "@/lib/users/record";

export const userNotFound = () => notFound(USER_ERRORS.notFound, USER_ERROR_CODES.notFound);

/** The system account takes deleted users' data; nobody may edit or remove it. */
export function assertNotSystemUser(id: string): void {
  if (id === SYSTEM_USER_ID) throw forbidden(USER_ERRORS.systemUser, USER_ERROR_CODES.systemUser);
}

/**
 * A unique violation that slipped past the service's own check (two admins at
 * once), worded as SPEC's conflict for the column that clashed.
 */
export function asUserConflict(error: unknown): unknown {
  if (!(error instanceof Prisma.PrismaClientKnownRequestError) || error.code !== "P2002") return error;
  // With driver adapters the constraint is described in meta, in a shape that varies: look for the column.
  const described = JSON.stringify(error.meta ?? {});
  if (described.includes("email")) return conflict(USER_ERRORS.emailExists, USER_ERROR_CODES.emailExists);
  if (described.includes("handle")) return conflict(USER_ERRORS.handleExists, USER_ERROR_CODES.handleExists);
  return conflict(USER_ERRORS.idExists, USER_ERROR_CODES.idExists);
}
