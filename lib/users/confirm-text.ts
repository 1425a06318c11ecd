// What each confirmation about one user says. Every one names the user by name and email (userNameAndEmail): an
// admin acting from a list, a menu or the command palette sees whom the change reaches before confirming it.
import { userNameAndEmail } from "@/lib/users/display";

type ConfirmUser = Parameters<typeof userNameAndEmail>[0] & { isAdmin: boolean; isBanned: boolean };

/** SPEC §2's Grant Admin Rights / Remove Admin Rights. */
export function adminConfirmText(user: ConfirmUser) {
  const who = userNameAndEmail(user);
  return user.isAdmin
    ? { label: "Remove Admin Rights", description: `${who} will no longer be able to use this panel.` }
    : {
        label: "Grant Admin Rights",
        description: `${who} will be able to manage users, channels and content in this panel.`,
      };
}

/** SPEC §2's Ban User / Unban User, the same words on the user's page, the list's row menu and the command palette. */
export function banConfirmText(user: ConfirmUser) {
  const who = userNameAndEmail(user);
  return user.isBanned
    ? { label: "Unban User", description: `${who} will be able to use the chat app again.` }
    : { label: "Ban User", description: `${who} will be blocked from the chat app.` };
}

export const deleteConfirmText = (user: ConfirmUser) =>
  `This cannot be undone. ${userNameAndEmail(user)} is deleted with their API keys, sessions and purchases; their messages are removed from the account and kept under the Deleted User account.`;

export const signOutEverywhereText = (user: ConfirmUser) =>
  `Every session of ${userNameAndEmail(user)} ends now, on every device; they have to sign in again.`;

export const resetFactorsText = (user: ConfirmUser) =>
  `The authenticator app and recovery codes of ${userNameAndEmail(user)} are removed and every session of theirs ends. They sign in with their password alone, and set up a new factor if their role requires one.`;

export const changeUserIdText = (user: ConfirmUser) =>
  `The new ID replaces ${user.id} for ${userNameAndEmail(user)}. Messages, memberships, conversations and purchases follow the user to the new ID.`;
