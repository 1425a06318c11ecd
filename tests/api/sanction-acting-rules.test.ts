// The rule the user's page asks before drawing the Sanctions card's buttons (sanctionKindsActable, by
// lib/sanctions/acting-rules.ts), held to what the routes answer: every kind it offers, issuing is let through, and
// every kind it leaves out is refused, for the viewer's own page, a superadmin's, an admin out of reach, and a ban
// without users.ban.
import { POST as issueRoute } from "@/app/api/admin/users/[id]/sanctions/route";
import { sessionFromToken } from "@/lib/auth/session/session";
import { db } from "@/lib/db";
import { SANCTION_KINDS, type SanctionKind } from "@/lib/sanctions/messages";
import { sanctionKindsActable } from "@/lib/sanctions/service";
import { builtInRole, customRole, newSignedInAdmin, type SignedInAdmin } from "../helpers/admins";
import { callRoute } from "../helpers/request";
import { createTestUser } from "../helpers/session";

const body: Record<SanctionKind, object> = {
  warn: { kind: "warn", reason: "spam" },
  mute: { kind: "mute", reason: "spam", duration: "1h" },
  suspend: { kind: "suspend", reason: "spam", duration: "1h" },
  ban: { kind: "ban", reason: "spam" },
};

/** The kinds the routes let `viewer` issue on `targetId` (each issued in its own call, then the user unbanned). */
async function issuable(viewer: SignedInAdmin, targetId: string): Promise<SanctionKind[]> {
  const allowed: SanctionKind[] = [];
  for (const kind of SANCTION_KINDS) {
    const answer = await callRoute(issueRoute, {
      method: "POST",
      cookie: viewer.cookie,
      path: `/api/admin/users/${targetId}/sanctions`,
      params: { id: targetId },
      body: body[kind],
    });
    expect([201, 403]).toContain(answer.status);
    if (answer.status === 201) allowed.push(kind);
    await db.sanction.deleteMany({ where: { userId: targetId } });
    await db.user.update({
      where: { id: targetId },
      data: { isBanned: false, mutedUntil: null, suspendedUntil: null },
    });
  }
  return allowed;
}

async function actable(viewer: SignedInAdmin, targetId: string): Promise<SanctionKind[]> {
  const target = await db.user.findUniqueOrThrow({
    where: { id: targetId },
    select: { id: true, isAdmin: true, isSuperadmin: true, roleId: true },
  });
  // The viewer as the page gets them: their session, resolved as every request resolves it.
  const session = await sessionFromToken(viewer.cookie.slice(viewer.cookie.indexOf("=") + 1));
  return sanctionKindsActable(session!.user, target);
}

type Case = { viewer: SignedInAdmin; targetId: string; expected: SanctionKind[] };
const cases: Record<string, () => Promise<Case>> = {
  "a Moderator on a member: every kind": async () => {
    const viewer = await newSignedInAdmin({ role: await builtInRole("moderator") });
    return { viewer, targetId: (await createTestUser()).id, expected: ["warn", "mute", "suspend", "ban"] };
  },
  "a role without users.ban on a member: no ban": async () => {
    const viewer = await newSignedInAdmin({ role: await customRole(["users.read", "sanctions.manage"]) });
    return { viewer, targetId: (await createTestUser()).id, expected: ["warn", "mute", "suspend"] };
  },
  "a Viewer (no sanctions.manage): nothing": async () => {
    const viewer = await newSignedInAdmin({ role: await builtInRole("viewer") });
    return { viewer, targetId: (await createTestUser()).id, expected: [] };
  },
  "a Moderator on their own page: nothing": async () => {
    const viewer = await newSignedInAdmin({ role: await builtInRole("moderator") });
    return { viewer, targetId: viewer.id, expected: [] };
  },
  "a Moderator on an admin out of their reach: nothing": async () => {
    const viewer = await newSignedInAdmin({ role: await builtInRole("moderator") });
    return { viewer, targetId: (await createTestUser({ isAdmin: true })).id, expected: [] };
  },
  "an Admin on another admin: every kind": async () => {
    const viewer = await newSignedInAdmin();
    return {
      viewer,
      targetId: (await createTestUser({ isAdmin: true })).id,
      expected: ["warn", "mute", "suspend", "ban"],
    };
  },
  "an Admin on a superadmin: nothing": async () => {
    const viewer = await newSignedInAdmin();
    return { viewer, targetId: (await createTestUser({ isAdmin: true, isSuperadmin: true })).id, expected: [] };
  },
};

describe("sanctionKindsActable: the Sanctions card's buttons offer exactly the kinds the routes let through", () => {
  it.each(Object.keys(cases))("%s", async (name) => {
    const { viewer, targetId, expected } = await cases[name]!();
    expect(await actable(viewer, targetId)).toEqual(expected);
    expect(await issuable(viewer, targetId)).toEqual(expected);
  });
});
