// The roles' texts: the screen's words, the API's refusals and validation, and the toasts. Tests and the UI share
// them. A permission's own words (its name, its validation, the checklist's) are in lib/permissions/messages.ts.
import { errorCodes } from "@/lib/api/error-codes";

import { ROLES_LINK } from "@/lib/roles/link";

export const ROLES_TEXT = {
  title: ROLES_LINK.title,
  subtitle: "What each admin may do: the built-in roles and your own, from the same list of permissions.",
  empty: "No roles found",
  add: "New role",
  createTitle: "New role",
  editTitle: "Edit role",
  createSubmit: "Create role",
  editSubmit: "Save role",
  builtIn: "Built-in",
  columns: { name: "Name", description: "Description", admins: "Admins", actions: "Actions" },
  nameLabel: "Name",
  descriptionLabel: "Description",
  deleteTitle: "Delete role",
  deleteConfirm: (name: string) => `Delete the role "${name}"? Admins can no longer be given it.`,
  count: (count: number) => `${count} role${count === 1 ? "" : "s"}`,
  adminCount: (count: number) => `${count} admin${count === 1 ? "" : "s"}`,
} as const;

export const ROLE_ERRORS = {
  notFound: "Role not found",
  nameTaken: "A role with this name already exists",
  builtIn: "Built-in roles cannot be changed or deleted",
  inUse: (count: number) =>
    `This role is held by ${count} admin${count === 1 ? "" : "s"}. Move them to another role first.`,
  tooMany: (max: number) => `There can be at most ${max} custom roles: delete one first`,
  superadminRole: "The Superadmin role cannot be given: superadmins are made with npm run admin:create",
  notAnAdmin: "Only an admin can be given a role: grant admin rights first",
  targetSuperadmin: "A superadmin holds every permission: their role cannot be changed",
} as const;

/** Each refusal's stable code (X-Error-Code): the client matches it, so the words may change. */
export const ROLE_ERROR_CODES = errorCodes("role", ROLE_ERRORS);

export const ROLE_VALIDATION = {
  nameRequired: "Name is required",
  nameTooLong: "Name must be at most 60 characters",
  descriptionTooLong: "Description must be at most 300 characters",
} as const;

/** What the screen says after each call, and when it fails without a message of its own. */
export const ROLE_TOASTS = {
  create: { success: "Role Created", fallback: "Failed to create role." },
  update: { success: "Role Updated", fallback: "Failed to update role." },
  delete: { success: "Role Deleted", fallback: "Failed to delete role." },
  assign: { success: "Role Changed", fallback: "Failed to change the admin's role." },
} as const;
