// SPEC texts for users, word for word (§2, §5, §6, §8). Tests and UI share them.
import { errorCodes } from "@/lib/api/error-codes";

export const USER_ERRORS = {
  emailExists: "Email already exists",
  handleExists: "User tag already exists",
  idExists: "User ID already exists",
  notFound: "User not found",
  changeOwnId: "Cannot change your own user ID",
  removeOwnAdmin: "Cannot remove your own admin status",
  banSelf: "Cannot ban yourself",
  deleteSelf: "Cannot delete your own account",
  demoteSuperadmin: "Cannot remove admin rights from a superadmin",
  banSuperadmin: "Cannot ban a superadmin",
  deleteSuperadmin: "Cannot delete a superadmin",
  deleteNotBanned: "Only banned users can be deleted",
  systemUser: "The system user cannot be changed or deleted",
  changeSuperadminId: "Only superadmins can change a superadmin's user ID",
  signOutSuperadmin: "Only superadmins can sign a superadmin out everywhere",
  grantBeyondOwn: "Only an admin holding every permission of the Admin role can grant admin rights",
  roleBeyondOwn: "Only an admin holding every permission of a role can give it",
  outranked: "Only an admin with the right to change admin rights and every permission this admin holds can do this",
} as const;

/** Each refusal's stable code (X-Error-Code): the client matches it, so the words may change. */
export const USER_ERROR_CODES = errorCodes("user", USER_ERRORS);

export const USER_VALIDATION = {
  currentIdRequired: "Current user ID is required",
  newIdRequired: "New user ID is required",
  idPattern: "User ID can only contain letters, numbers, hyphens, and underscores",
  userIdsRequired: "At least one user ID is required",
  firstNameRequired: "First name is required",
  lastNameRequired: "Last name is required",
  emailRequired: "Valid email is required",
  adminOrBan: "Provide either isAdmin or isBanned",
  oneChange: "Provide exactly one of isAdmin, isBanned or roleId",
  roleIdInvalid: "roleId must be a role's id",
} as const;

/** SPEC §8: what the client shows when a call fails, keyed by the code of the server's refusal. */
export const USER_TOASTS = {
  create: {
    success: "User Created",
    known: [
      [USER_ERROR_CODES.emailExists, "This email is already in use."],
      [USER_ERROR_CODES.handleExists, "This user tag is already taken."],
    ],
    fallback: "Failed to create user. Please try again.",
  },
  bulkDelete: {
    success: "Users Deleted",
    known: [[USER_ERROR_CODES.deleteSelf, "You cannot delete your own account."]],
    fallback: "Failed to delete users. Please try again.",
  },
  changeId: {
    success: "User ID Changed",
    known: [
      [USER_ERROR_CODES.idExists, "This user ID is already taken."],
      [USER_ERROR_CODES.changeOwnId, "You cannot change your own user ID."],
      [USER_ERROR_CODES.changeSuperadminId, "Only superadmins can change a superadmin's user ID."],
    ],
    fallback: "Failed to change user ID. Please try again.",
  },
  role: {
    success: "Role Updated",
    known: [[USER_ERROR_CODES.removeOwnAdmin, "You cannot remove your own admin status."]],
    fallback: "Failed to update user role. Please try again.",
  },
  ban: {
    successBanned: "User Banned",
    successUnbanned: "User Unbanned",
    known: [[USER_ERROR_CODES.banSelf, "You cannot ban yourself."]],
    fallback: "Failed to update user status. Please try again.",
  },
  signOutEverywhere: {
    success: "Signed Out Everywhere",
    known: [[USER_ERROR_CODES.signOutSuperadmin, "Only superadmins can sign a superadmin out everywhere."]],
    fallback: "Failed to sign the user out. Please try again.",
  },
  resetFactors: {
    success: "Second Factors Reset",
    fallback: "Failed to reset the second factors. Please try again.",
  },
  delete: {
    success: "User Deleted",
    known: [[USER_ERROR_CODES.deleteSelf, "You cannot delete your own account."]],
    fallback: "Failed to delete user. Please try again.",
  },
} as const;
