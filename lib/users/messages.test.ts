import { errorToast, HttpError } from "@/lib/api-client";
import { USER_ERRORS, USER_TOASTS } from "@/lib/users/messages";

const failure = (status: number, body: string) => new HttpError(status, body, "");

describe("SPEC §8 error catalogue for users", () => {
  it.each([
    [USER_TOASTS.create, failure(409, USER_ERRORS.emailExists), "This email is already in use."],
    [USER_TOASTS.create, failure(409, USER_ERRORS.handleExists), "This user tag is already taken."],
    [USER_TOASTS.create, failure(500, "Internal server error"), "Failed to create user. Please try again."],
    [USER_TOASTS.bulkDelete, failure(403, USER_ERRORS.deleteSelf), "You cannot delete your own account."],
    [USER_TOASTS.bulkDelete, failure(404, "User not found"), "Failed to delete users. Please try again."],
    [USER_TOASTS.changeId, failure(409, USER_ERRORS.idExists), "This user ID is already taken."],
    [USER_TOASTS.changeId, failure(403, USER_ERRORS.changeOwnId), "You cannot change your own user ID."],
    [USER_TOASTS.changeId, new Error("network down"), "Failed to change user ID. Please try again."],
    [USER_TOASTS.role, failure(403, USER_ERRORS.removeOwnAdmin), "You cannot remove your own admin status."],
    [USER_TOASTS.role, failure(403, USER_ERRORS.demoteSuperadmin), "Failed to update user role. Please try again."],
    [USER_TOASTS.ban, failure(403, USER_ERRORS.banSelf), "You cannot ban yourself."],
    [USER_TOASTS.ban, failure(403, USER_ERRORS.banSuperadmin), "Failed to update user status. Please try again."],
    [USER_TOASTS.delete, failure(403, USER_ERRORS.deleteSelf), "You cannot delete your own account."],
    [USER_TOASTS.delete, failure(400, USER_ERRORS.deleteNotBanned), "Failed to delete user. Please try again."],
  ])("maps %#", (toasts, error, shown) => {
    expect(errorToast(error, toasts)).toEqual({ title: "Error", description: shown });
  });
});
