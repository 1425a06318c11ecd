// Audit completeness (./harness.ts) for the users screens' routes: users, their sessions and
// factors, Take Control, channels and feature toggles; moderation's routes are in ./moderation.ts.
import crypto from "node:crypto";
import { db } from "@/lib/db";
import { createChannel, uniqueTag } from "../fixtures";
import { enrolTotp } from "../second-factor";
import { createTestUser, sessionCookieFor } from "../session";
import { bulkEdit, type ScenarioGroup } from "./harness";
import { MODERATION_SCENARIOS } from "./moderation";

const userExists = (id: string) => () => db.user.count({ where: { id } });

/** A staff note the actor wrote on a new user. */
async function staffNote(authorId: string) {
  const target = await createTestUser();
  return db.userNote.create({ data: { userId: target.id, authorId, authorLabel: "Audit", body: "Audit note" } });
}

async function bulkUserEdit(
  actorId: string,
  action: string,
  start: { isAdmin?: boolean; isBanned?: boolean },
  change: object,
) {
  const target = await createTestUser(start);
  const state = () => db.user.findUnique({ where: { id: target.id }, select: { isAdmin: true, isBanned: true } });
  return bulkEdit(actorId, action, target, change, state);
}

export const SCENARIOS: ScenarioGroup = {
  ...MODERATION_SCENARIOS,
  "POST /api/admin/users": async (actorId) => {
    const email = `audit-${uniqueTag()}@example.test`;
    const body = { firstName: "Audit", lastName: "Test", email };
    return [
      {
        action: "user.create",
        actorId,
        valid: { body },
        refused: { body: { ...body, email: "not-an-email" } },
        state: () => db.user.count({ where: { email } }),
      },
    ];
  },
  "DELETE /api/admin/users": async (actorId) => {
    const target = await createTestUser();
    return [
      {
        action: "user.bulk_delete",
        actorId,
        valid: { body: { userIds: [target.id] } },
        refused: { body: { userIds: [target.id, actorId] } },
        state: userExists(target.id),
      },
    ];
  },
  "PATCH /api/admin/users": async (actorId) => [
    await bulkUserEdit(actorId, "user.ban", {}, { isBanned: true }),
    await bulkUserEdit(actorId, "user.unban", { isBanned: true }, { isBanned: false }),
    await bulkUserEdit(actorId, "user.grant_admin", {}, { isAdmin: true }),
    await bulkUserEdit(actorId, "user.remove_admin", { isAdmin: true }, { isAdmin: false }),
  ],
  "PATCH /api/admin/users/[id]": async (actorId) => {
    const target = await createTestUser();
    const params = { id: target.id };
    const state = () => db.user.findUnique({ where: { id: target.id }, select: { isBanned: true } });
    const admin = await createTestUser({ isAdmin: true });
    const moderator = await db.role.findUniqueOrThrow({ where: { key: "moderator" }, select: { id: true } });
    return [
      {
        action: "user.ban",
        actorId,
        valid: { params, body: { isBanned: true } },
        refused: { params, body: { isBanned: true, isAdmin: true } },
        state,
      },
      // The other changes the page makes, each from the state it undoes (refused: a value the schema refuses).
      ...(await Promise.all(
        (
          [
            ["user.unban", { isBanned: true }, { isBanned: false }],
            ["user.grant_admin", {}, { isAdmin: true }],
            ["user.remove_admin", { isAdmin: true }, { isAdmin: false }],
          ] as const
        ).map(async ([action, start, body]) => {
          const { id } = await createTestUser(start);
          return {
            action,
            actorId,
            valid: { params: { id }, body },
            refused: { params: { id }, body: { ...body, isBanned: "no" } },
            state: () => db.user.findUnique({ where: { id }, select: { isAdmin: true, isBanned: true } }),
          };
        }),
      )),
      {
        action: "user.change_role",
        actorId,
        valid: { params: { id: admin.id }, body: { roleId: moderator.id } },
        // A user without admin rights has no role to change.
        refused: { params, body: { roleId: moderator.id } },
        state: () => db.user.findUnique({ where: { id: admin.id }, select: { roleId: true } }),
      },
    ];
  },
  "POST /api/admin/users/[id]/notes": async (actorId) => {
    const target = await createTestUser();
    const params = { id: target.id };
    return [
      {
        action: "user_note.create",
        actorId,
        valid: { params, body: { body: "Audit note" } },
        refused: { params, body: { body: "   " } },
        state: () => db.userNote.count({ where: { userId: target.id } }),
      },
    ];
  },
  "PATCH /api/admin/notes/[id]": async (actorId) => {
    const note = await staffNote(actorId);
    const params = { id: note.id };
    return [
      {
        action: "user_note.update",
        actorId,
        valid: { params, body: { body: "Edited" } },
        refused: { params, body: { body: "x".repeat(5001) } },
        state: () => db.userNote.findUnique({ where: { id: note.id }, select: { body: true } }),
      },
    ];
  },
  "DELETE /api/admin/notes/[id]": async (actorId) => {
    const note = await staffNote(actorId);
    return [
      {
        action: "user_note.delete",
        actorId,
        valid: { params: { id: note.id } },
        refused: { params: { id: crypto.randomUUID() } },
        state: () => db.userNote.count({ where: { id: note.id } }),
      },
    ];
  },
  "POST /api/admin/roles": async (actorId) => {
    const name = `Audit ${uniqueTag()}`;
    return [
      {
        action: "role.create",
        actorId,
        valid: { body: { name, permissions: ["users.read"] } },
        refused: { body: { name, permissions: ["roles.manage"] } },
        state: () => db.role.count({ where: { name } }),
      },
    ];
  },
  "PATCH /api/admin/roles/[id]": async (actorId) => {
    const role = await db.role.create({ data: { name: `Audit ${uniqueTag()}`, permissions: ["users.read"] } });
    const params = { id: role.id };
    return [
      {
        action: "role.update",
        actorId,
        valid: { params, body: { permissions: ["users.read", "users.ban"] } },
        refused: { params, body: { permissions: ["users.fly"] } },
        state: () => db.role.findUnique({ where: { id: role.id }, select: { permissions: true } }),
      },
    ];
  },
  "DELETE /api/admin/roles/[id]": async (actorId) => {
    const role = await db.role.create({ data: { name: `Audit ${uniqueTag()}` } });
    const moderator = await db.role.findUniqueOrThrow({ where: { key: "moderator" }, select: { id: true } });
    return [
      {
        action: "role.delete",
        actorId,
        valid: { params: { id: role.id } },
        refused: { params: { id: moderator.id } },
        state: () => db.role.count({ where: { id: role.id } }),
      },
    ];
  },
  "DELETE /api/admin/users/[id]": async (actorId) => {
    const target = await createTestUser({ isBanned: true });
    const notBanned = await createTestUser();
    return [
      {
        action: "user.delete",
        actorId,
        valid: { params: { id: target.id } },
        refused: { params: { id: notBanned.id } },
        state: userExists(target.id),
      },
    ];
  },
  "PUT /api/admin/users/[id]/change-id": async (actorId) => {
    const target = await createTestUser();
    const newId = `audit_${uniqueTag()}`;
    const params = { id: target.id };
    const state = () => db.user.findMany({ where: { id: { in: [target.id, newId] } }, select: { id: true } });
    return [
      {
        action: "user.change_id",
        actorId,
        valid: { params, body: { newId } },
        refused: { params, body: { newId: "not an id!" } },
        state,
      },
    ];
  },
  "DELETE /api/admin/users/[id]/sessions": async (actorId) => {
    const target = await createTestUser();
    await sessionCookieFor(target.id);
    const state = () => db.session.count({ where: { userId: target.id } });
    return [
      {
        action: "user.sign_out_everywhere",
        actorId,
        valid: { params: { id: target.id } },
        refused: { params: { id: `missing-${uniqueTag()}` } },
        state,
      },
    ];
  },
  "POST /api/admin/users/[id]/send-message": async (actorId) => {
    const user = await createTestUser();
    const channel = await createChannel([user.id]);
    const params = { id: user.id };
    const state = () => db.message.count({ where: { userId: user.id } });
    return [
      {
        action: "take_control.send_message",
        actorId,
        valid: { params, body: { channelId: channel.id, content: "hi" } },
        refused: { params, body: { channelId: channel.id, content: " " } },
        state,
      },
    ];
  },
  "POST /api/admin/users/[id]/send-dm": async (actorId) => {
    const [user, friend] = [await createTestUser(), await createTestUser()];
    const params = { id: user.id };
    const state = () => db.directMessage.count({ where: { senderId: user.id } });
    return [
      {
        action: "take_control.send_dm",
        actorId,
        valid: { params, body: { recipientId: friend.id, content: "hi" } },
        refused: { params, body: { recipientId: user.id, content: "hi" } },
        state,
      },
    ];
  },
  "DELETE /api/admin/channels": async (actorId) => {
    const channel = await createChannel([]);
    const state = () => db.channel.count({ where: { id: channel.id } });
    return [
      {
        action: "channel.bulk_delete",
        actorId,
        valid: { body: { channelIds: [channel.id] } },
        refused: { body: { channelIds: [channel.id, `missing-${uniqueTag()}`] } },
        state,
      },
    ];
  },
  "PATCH /api/admin/feature-toggles/[featureKey]": async (actorId) => {
    const featureKey = `audit-${uniqueTag()}`;
    await db.featureToggle.create({ data: { featureKey, featureName: "Audit test", isEnabled: true } });
    const params = { featureKey };
    const state = () => db.featureToggle.findUnique({ where: { featureKey }, select: { isEnabled: true } });
    return [
      {
        action: "feature_toggle.update",
        actorId,
        valid: { params, body: { isEnabled: false } },
        refused: { params, body: { isEnabled: "no" } },
        state,
      },
    ];
  },
  "DELETE /api/admin/users/[id]/factors": async (actorId) => {
    const target = await createTestUser({ isAdmin: true });
    await enrolTotp(target.id);
    await sessionCookieFor(target.id);
    const state = async () => [
      await db.totpFactor.count({ where: { userId: target.id } }),
      await db.session.count({ where: { userId: target.id } }),
    ];
    // Refused: a superadmin's own factors (403: their Account page does that).
    return [
      {
        action: "user.reset_factors",
        actorId,
        valid: { params: { id: target.id } },
        refused: { params: { id: actorId } },
        state,
      },
    ];
  },
};
