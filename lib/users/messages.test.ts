import { errorToast, HttpError } from "@/lib/api-client/errors";
import { USER_ERROR_CODES, USER_ERRORS, USER_TOASTS } from "@/lib/users/messages";

type Key = keyof typeof USER_ERRORS;
/** A refusal as the server sends it: SPEC's text as the body, its code in X-Error-Code. */
const refusal = (status: number, key: Key) =>
  new HttpError(status, USER_ERRORS[key], "", false, USER_ERRORS[key], USER_ERROR_CODES[key]);
const failure = (status: number, body: string) => new HttpError(status, body, "");

describe("SPEC §8 error catalogue for users", () => {
  it.each([
    [USER_TOASTS.create, refusal(409, "emailExists"), "This email is already in use."],
    [USER_TOASTS.create, refusal(409, "handleExists"), "This user tag is already taken."],
    [USER_TOASTS.create, failure(500, "Internal server error"), "Failed to create user. Please try again."],
    [USER_TOASTS.bulkDelete, refusal(403, "deleteSelf"), "You cannot delete your own account."],
    [USER_TOASTS.bulkDelete, refusal(404, "notFound"), "Failed to delete users. Please try again."],
    [USER_TOASTS.changeId, refusal(409, "idExists"), "This user ID is already taken."],
    [USER_TOASTS.changeId, refusal(403, "changeOwnId"), "You cannot change your own user ID."],
    [USER_TOASTS.changeId, new Error("network down"), "Failed to change user ID. Please try again."],
    [USER_TOASTS.role, refusal(403, "removeOwnAdmin"), "You cannot remove your own admin status."],
    [USER_TOASTS.role, refusal(403, "demoteSuperadmin"), "Failed to update user role. Please try again."],
    [USER_TOASTS.ban, refusal(403, "banSelf"), "You cannot ban yourself."],
    [USER_TOASTS.ban, refusal(403, "banSuperadmin"), "Failed to update user status. Please try again."],
    [USER_TOASTS.delete, refusal(403, "deleteSelf"), "You cannot delete your own account."],
    [USER_TOASTS.delete, refusal(400, "deleteNotBanned"), "Failed to delete user. Please try again."],
  ])("maps %#", (toasts, error, shown) => {
    expect(errorToast(error, toasts)).toEqual({ title: "Error", description: shown });
  });

  it("matches the refusal's code, not its words: the same text without the code is an unknown failure", () => {
    expect(errorToast(failure(409, USER_ERRORS.emailExists), USER_TOASTS.create)).toEqual({
      title: "Error",
      description: USER_TOASTS.create.fallback,
    });
  });
});
