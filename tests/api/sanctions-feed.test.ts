// GET /api/chat/restrictions as the chat app uses it: an API token holding restrictions.read, a cursor it keeps,
// the ETag it sends back (304 while nothing changed); and refused without a token or the permission.
import { GET as feedRoute } from "@/app/api/chat/restrictions/route";
import { POST as issueRoute } from "@/app/api/admin/users/[id]/sanctions/route";
import { ERROR_CODE_HEADER, PERMISSION_DENIED } from "@/lib/api/error-codes";
import { db } from "@/lib/db";
import { decodeCursor, encodeCursor, type RestrictionsPage } from "@/lib/sanctions/feed";
import { SANCTIONS_VALIDATION } from "@/lib/sanctions/messages";
import type { Permission } from "@/lib/permissions/catalogue";
import { builtInRole, newSignedInAdmin, type SignedInAdmin } from "../helpers/admins";
import { callRoute, okJson } from "../helpers/request";
import { chatAppToken as tokenWith } from "../helpers/tokens";
import { createTestUser } from "../helpers/session";
import { onPostgres } from "../helpers/on-postgres";

let moderator: SignedInAdmin;

// The tests below marked onPostgres run on PostgreSQL only: the embedded database runs one transaction at a time for
// all its connections: one held open would stop the rest.

beforeAll(async () => {
  moderator = await newSignedInAdmin({ role: await builtInRole("moderator") });
});

/** A token of a fresh admin (the Admin role), holding `permissions`, as the API tokens screen would make it. */
const chatAppToken = (permissions: Permission[] = ["restrictions.read"]) => tokenWith(permissions);

const poll = (token: string | null, since = "", etag?: string, cookie?: string) =>
  callRoute(feedRoute, {
    path: `/api/chat/restrictions${since ? `?since=${encodeURIComponent(since)}` : ""}`,
    headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...(etag ? { "if-none-match": etag } : {}) },
    cookie,
  });

/** Pages from `since` until nothing more waits: every change seen, and the cursor at the head. */
async function drain(token: string, since = "") {
  const seen: RestrictionsPage["users"] = [];
  let cursor = since;
  for (;;) {
    const page = okJson<RestrictionsPage>(await poll(token, cursor));
    seen.push(...page.users);
    cursor = page.next;
    if (!page.more) return { seen, cursor };
  }
}

/**
 * The changes since `since` until `userId` is among them: a change waits while any older transaction runs (another
 * test file's, on the same database), so it shows within a moment, not always at the first poll.
 */
async function drainUntilSeen(token: string, since: string, userId: string) {
  const seen: RestrictionsPage["users"] = [];
  let cursor = since;
  for (let attempt = 0; attempt < 100; attempt++) {
    const page = await drain(token, cursor);
    seen.push(...page.seen);
    cursor = page.cursor;
    if (seen.some((row) => row.id === userId)) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { seen, cursor };
}

describe("GET /api/chat/restrictions", () => {
  it("answers the users whose restrictions changed since the cursor, then 304 for the same cursor and ETag", async () => {
    const token = await chatAppToken();
    const { cursor: head } = await drain(token);
    const user = await createTestUser();
    const answer = await callRoute(issueRoute, {
      method: "POST",
      cookie: moderator.cookie,
      path: `/api/admin/users/${user.id}/sanctions`,
      params: { id: user.id },
      body: { kind: "mute", reason: "spam", duration: "1h" },
    });
    expect(answer.status).toBe(201);
    const mutedUntil = (answer.json() as { endsAt: string }).endsAt;
    const { seen, cursor } = await drainUntilSeen(token, head, user.id);
    expect(seen).toContainEqual({ id: user.id, mutedUntil, suspendedUntil: null, isBanned: false });
    expect(cursor).not.toBe(head);
    // From the new cursor the mute is behind: other changes (other test files) may come, this one does not again.
    expect((await drain(token, cursor)).seen.map((row) => row.id)).not.toContain(user.id);

    // Polled again with the ETag: 304 while nothing changed (another file's change meanwhile gives a new 200: retry).
    for (let attempt = 0; ; attempt++) {
      const first = await poll(token, cursor);
      const etag = first.headers.get("etag")!;
      expect(etag).toMatch(/^"/);
      const second = await poll(token, cursor, etag);
      if (second.status === 304 || attempt === 4) {
        expect(second.status).toBe(304);
        expect(second.text).toBe("");
        break;
      }
    }
  });

  it("sees a change by SPEC's ban too, whoever makes it", async () => {
    const token = await chatAppToken();
    const { cursor } = await drain(token);
    const user = await createTestUser();
    await db.user.update({ where: { id: user.id }, data: { isBanned: true } });
    expect((await drainUntilSeen(token, cursor, user.id)).seen).toContainEqual({
      id: user.id,
      mutedUntil: null,
      suspendedUntil: null,
      isBanned: true,
    });
  });

  onPostgres("never serves a change behind a cursor while an older transaction is still running", async () => {
    const token = await chatAppToken();
    const [early, late] = [await createTestUser(), await createTestUser()];
    const { cursor } = await drain(token);
    // `early` is changed first but committed last: the feed must wait for it rather than move past it.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let started!: () => void;
    const begun = new Promise<void>((resolve) => (started = resolve));
    // Prisma ends an interactive transaction after 5 s by default, and a loaded machine's polls can take longer:
    // the hold must outlast them, or it is rolled back and no longer holds the feed.
    const slow = db.$transaction(
      async (tx) => {
        await tx.user.update({ where: { id: early.id }, data: { isBanned: true } });
        started();
        await held;
      },
      { timeout: 120_000 },
    );
    await begun;
    await db.user.update({ where: { id: late.id }, data: { isBanned: true } });
    const whileHeld = await drain(token, cursor);
    expect(whileHeld.seen.map((row) => row.id)).not.toContain(late.id);
    release();
    await slow;
    const first = await drainUntilSeen(token, whileHeld.cursor, early.id);
    const second = first.seen.some((row) => row.id === late.id)
      ? first
      : await drainUntilSeen(token, first.cursor, late.id);
    const after = [...first.seen, ...second.seen].map((row) => row.id);
    expect(after).toEqual(expect.arrayContaining([early.id, late.id]));
  });

  it("takes a token only: a session, no credential or a token without restrictions.read is refused", async () => {
    const nobody = await poll(null);
    expect(nobody.status).toBe(401);
    expect(nobody.headers.get("www-authenticate")).toMatch(/^Bearer/);
    expect((await poll(null, "", undefined, moderator.cookie)).status).toBe(401);
    const narrow = await poll(await chatAppToken(["users.read"]));
    expect(narrow.status).toBe(403);
    expect(narrow.headers.get(ERROR_CODE_HEADER)).toBe(PERMISSION_DENIED);
  });

  it("refuses a cursor it did not give with a 400 naming since", async () => {
    const answer = await poll(await chatAppToken(), "not-a-cursor");
    expect(answer.status).toBe(400);
    expect(answer.text).toContain(SANCTIONS_VALIDATION.since);
    expect(decodeCursor(encodeCursor({ xid: 42n, id: "a.b" }))).toEqual({ xid: 42n, id: "a.b" });
    // Shaped like ours but beyond what the database takes: an xid past bigint, an id too long or with a NUL.
    const token = await chatAppToken();
    for (const text of [
      "99999999999999999999.x",
      "18446744073709551615.a",
      "9223372036854775808.a",
      "1.\u0000",
      `1.${"a".repeat(201)}`,
    ]) {
      const refused = await poll(token, Buffer.from(text).toString("base64url"));
      expect({ text, status: refused.status, body: refused.text }).toEqual({
        text,
        status: 400,
        body: SANCTIONS_VALIDATION.since,
      });
    }
    expect(decodeCursor(encodeCursor({ xid: 9223372036854775807n, id: "a".repeat(200) }))).toEqual({
      xid: 9223372036854775807n,
      id: "a".repeat(200),
    });
  });
});
