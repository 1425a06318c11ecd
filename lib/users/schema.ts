// zod schemas for users, shared by the forms and the route handlers (SPEC §5, §7).
import { z } from "zod";
import { keysetQuerySchema } from "@/lib/api/list-query";
import { columnSorts } from "@/lib/api/list-sort";
import { bulkEditSchema } from "@/lib/records/bulk-edit";
import { USER_VALIDATION } from "@/lib/users/messages";
import type { UserRecord } from "@/lib/users/record";
import type { Json } from "@/lib/serialize";

export const USER_ID_PATTERN = /^[A-Za-z0-9_-]+$/;
/** Ids the API's own routes use (GET /api/admin/users/recent, /export): never a user's. */
export const RESERVED_USER_IDS = new Set(["recent", "export"]);
export const MAX_PAGE_SIZE = 500;
export const DEFAULT_PAGE_SIZE = 50;
/** Larger selections must be narrowed by filters first (docs/decisions/users.md). */
export const BULK_DELETE_LIMIT = 50_000;

const email = z
  .string({ error: USER_VALIDATION.emailRequired })
  .trim()
  .toLowerCase()
  .max(254, USER_VALIDATION.emailRequired)
  .pipe(z.email(USER_VALIDATION.emailRequired));

export const createUserSchema = z.object({
  firstName: z
    .string({ error: USER_VALIDATION.firstNameRequired })
    .trim()
    .min(1, USER_VALIDATION.firstNameRequired)
    .max(100),
  lastName: z
    .string({ error: USER_VALIDATION.lastNameRequired })
    .trim()
    .min(1, USER_VALIDATION.lastNameRequired)
    .max(100),
  email,
  // Not on SPEC's form; API clients may set the user tag (handle).
  handle: z.string().trim().min(1).max(64).regex(USER_ID_PATTERN, USER_VALIDATION.idPattern).optional(),
});
export type CreateUserInput = z.input<typeof createUserSchema>;
export type CreateUser = z.output<typeof createUserSchema>;

export const userIdParamsSchema = z.object({
  id: z.string({ error: USER_VALIDATION.currentIdRequired }).min(1, USER_VALIDATION.currentIdRequired),
});

export const changeUserIdSchema = z.object({
  newId: z
    .string({ error: USER_VALIDATION.newIdRequired })
    .trim()
    .min(1, USER_VALIDATION.newIdRequired)
    .max(64)
    .regex(USER_ID_PATTERN, USER_VALIDATION.idPattern),
});
export type ChangeUserIdInput = z.input<typeof changeUserIdSchema>;
export type ChangeUserId = z.output<typeof changeUserIdSchema>;

const accessFields = { isAdmin: z.boolean().optional(), isBanned: z.boolean().optional() };

/** A change of access many users can take at once (the bulk edit): a ban, an unban, admin rights given or taken. */
export const updateUserSchema = z
  .object(accessFields)
  .refine((body) => (body.isAdmin === undefined) !== (body.isBanned === undefined), USER_VALIDATION.adminOrBan);
export type UpdateUserInput = z.infer<typeof updateUserSchema>;

/** PATCH /api/admin/users/{id}: SPEC's one value per call, or an admin's role (one user at a time only). */
export const patchUserSchema = z
  .object({
    ...accessFields,
    roleId: z.string({ error: USER_VALIDATION.roleIdInvalid }).min(1, USER_VALIDATION.roleIdInvalid).optional(),
  })
  .refine(
    (body) => [body.isAdmin, body.isBanned, body.roleId].filter((value) => value !== undefined).length === 1,
    USER_VALIDATION.oneChange,
  );
export type PatchUserInput = z.infer<typeof patchUserSchema>;

export const userRoleFilter = z.enum(["all", "admin", "user"]);
export const userStatusFilter = z.enum(["all", "active", "banned"]);

export const userFilterSchema = z.object({
  search: z.string().trim().max(100).optional().default(""),
  role: userRoleFilter.optional().default("all"),
  status: userStatusFilter.optional().default("all"),
});
export type UserFilter = z.infer<typeof userFilterSchema>;

/**
 * The sorts the users list offers: by Joined either way, the one order an index
 * keeps fast at a million users with every filter
 * (docs/decisions/saved-views.md).
 */
export const USER_SORTS = columnSorts("joined");

export const listUsersQuerySchema = userFilterSchema.extend({
  sort: z.enum(USER_SORTS).optional().default("joined-desc"),
  ...keysetQuerySchema({ defaultLimit: DEFAULT_PAGE_SIZE, max: MAX_PAGE_SIZE }).shape,
});
export type ListUsersQuery = z.infer<typeof listUsersQuerySchema>;

/** Either the chosen ids (SPEC) or every user matching a filter ("Select all N matching"). */
export const bulkDeleteUsersSchema = z
  .object({
    userIds: z.array(z.string().min(1)).max(BULK_DELETE_LIMIT).optional(),
    filter: userFilterSchema.optional(),
    // With a filter: the count the admin confirmed; a different count refuses the delete.
    expectedCount: z.number().int().min(1).optional(),
  })
  .refine((body) => body.filter !== undefined || (body.userIds?.length ?? 0) > 0, USER_VALIDATION.userIdsRequired);
export type BulkDeleteUsersInput = z.input<typeof bulkDeleteUsersSchema>;
export type BulkDeleteUsers = z.output<typeof bulkDeleteUsersSchema>;

/** A user as JSON delivers it. */
/** A user as JSON carries it; `roleName` where the read joins the role (the list, a user's page), not on a change. */
export type UserRow = Json<UserRecord> & { roleName?: string | null };

/** PATCH /api/admin/users: ban, unban, grant or remove admin rights of the selected users or of every user matching. */
export const bulkEditUsersSchema = bulkEditSchema(userFilterSchema, updateUserSchema, USER_VALIDATION.userIdsRequired);
export type BulkEditUsers = z.output<typeof bulkEditUsersSchema>;
