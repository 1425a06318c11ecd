// API tokens (docs/decisions/api-tokens.md): an admin's credentials for scripts and the chat app.
// Each acts as its creator with at most the creator's permissions, checked again on every use
// (lib/api-tokens/bearer.ts). An admin lists and revokes their own; a superadmin everyone's,
// so a leaked token of anyone can be stopped at once.
import "server-only";
import { badRequest, conflict, notFound } from "@/lib/api/errors";
import { actorLabel } from "@/lib/audit/labels";
import { recordAudit } from "@/lib/audit/write-entry";
import type { SessionUser } from "@/lib/auth/session/session";
import { db } from "@/lib/db";
import { Prisma } from "@/lib/generated/prisma/client";
import { isGrantable, type Permission } from "@/lib/permissions/catalogue";
import { TOKEN_ERROR_CODES, TOKEN_ERRORS } from "@/lib/api-tokens/messages";
import { apiTokenSelect, apiTokenView, type ApiTokenRecord, type ApiTokenView } from "@/lib/api-tokens/record";
import type { CreateToken } from "@/lib/api-tokens/schema";
import { newTokenSecret } from "@/lib/api-tokens/secret";

type Viewer = Pick<SessionUser, "id" | "isSuperadmin">;

/** Tokens in use per admin: a script needs one or two; a loop creating them is stopped here. */
const MAX_LIVE_TOKENS = 50;
/** The list: every token still in use, and those ended in the last month (what was revoked is still visible). */
const ENDED_SHOWN_DAYS = 30;
/** The list's bound: the newest this many (a superadmin's view of every admin's tokens). */
const MAX_LISTED_TOKENS = 200;

const visibleTo = (viewer: Viewer): Prisma.ApiTokenWhereInput => (viewer.isSuperadmin ? {} : { creatorId: viewer.id });

/** How the audit log names a token: its name and the non-secret start of its secret. */
const tokenTarget = (token: Pick<ApiTokenRecord, "id" | "name" | "prefix">) =>
  ({ targetType: "api_token", targetId: token.id, targetLabel: `${token.name} (${token.prefix}…)` }) as const;

/** GET /api/admin/tokens: the newest first, bounded. */
export async function listTokens(viewer: Viewer): Promise<{ items: ApiTokenView[] }> {
  const endedSince = new Date(Date.now() - ENDED_SHOWN_DAYS * 24 * 60 * 60 * 1000);
  const tokens = await db.apiToken.findMany({
    where: {
      ...visibleTo(viewer),
      OR: [{ revokedAt: null, expiresAt: { gt: endedSince } }, { revokedAt: { gt: endedSince } }],
    },
    select: apiTokenSelect,
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    take: MAX_LISTED_TOKENS,
  });
  const now = Date.now();
  return { items: tokens.map((token) => apiTokenView(token, now)) };
}

/** A token holds only what its creator holds now, and never what only a superadmin may do. */
function refuseWiderThan(creator: Pick<SessionUser, "permissions">, wanted: readonly Permission[]) {
  const refused = wanted.filter((permission) => !isGrantable(permission) || !creator.permissions.includes(permission));
  if (refused.length > 0) throw badRequest(TOKEN_ERRORS.wider(refused), TOKEN_ERROR_CODES.wider);
}

/** POST /api/admin/tokens: the secret is in this answer and nowhere else, ever. */
export async function createToken(
  creator: SessionUser,
  input: CreateToken,
): Promise<{ token: ApiTokenView; secret: string }> {
  refuseWiderThan(creator, input.permissions);
  const { token: secret, tokenHash, prefix } = newTokenSecret();
  const created = await db.$transaction(async (tx) => {
    // The creator's row lock orders concurrent creations, so the cap cannot be passed by a burst.
    await tx.$executeRaw`SELECT 1 FROM "users" WHERE "id" = ${creator.id} FOR UPDATE`;
    const live = await tx.apiToken.count({
      where: { creatorId: creator.id, revokedAt: null, expiresAt: { gt: new Date() } },
    });
    if (live >= MAX_LIVE_TOKENS) throw conflict(TOKEN_ERRORS.tooMany(MAX_LIVE_TOKENS), TOKEN_ERROR_CODES.tooMany);
    const token = await tx.apiToken.create({
      data: {
        creatorId: creator.id,
        name: input.name,
        tokenHash,
        prefix,
        permissions: input.permissions,
        expiresAt: input.expiresAt,
      },
      select: apiTokenSelect,
    });
    await recordAudit(tx, {
      actor: creator,
      action: "token.create",
      ...tokenTarget(token),
      details: {
        after: { name: token.name, permissions: token.permissions, expiresAt: token.expiresAt.toISOString() },
      },
    });
    return token;
  });
  return { token: apiTokenView(created), secret };
}

/** DELETE /api/admin/tokens/{id}: stops it at once on every instance (the row's change empties their caches). */
export async function revokeToken(actor: SessionUser, id: string): Promise<void> {
  await db.$transaction(async (tx) => {
    const token = await tx.apiToken.findFirst({ where: { id, ...visibleTo(actor) }, select: apiTokenSelect });
    if (!token) throw notFound(TOKEN_ERRORS.notFound, TOKEN_ERROR_CODES.notFound);
    // One statement decides: of two revocations at once, one revokes and the other is told it already was.
    const { count } = await tx.apiToken.updateMany({ where: { id, revokedAt: null }, data: { revokedAt: new Date() } });
    if (count === 0) throw conflict(TOKEN_ERRORS.alreadyRevoked, TOKEN_ERROR_CODES.alreadyRevoked);
    await recordAudit(tx, {
      actor,
      action: "token.revoke",
      ...tokenTarget(token),
      details: { before: { creator: actorLabel(token.creator), expiresAt: token.expiresAt.toISOString() } },
    });
  });
}

type Tx = Prisma.TransactionClient;

/**
 * Ends the live tokens of these admins, in the transaction that bans them or takes their admin rights away: an
 * unban or a later grant gives back the panel, never a credential (a new one needs a person and a step-up).
 */
export async function revokeTokensOf(tx: Tx, creatorIds: string[]): Promise<number> {
  const { count } = await tx.apiToken.updateMany({
    where: { creatorId: { in: creatorIds }, revokedAt: null },
    data: { revokedAt: new Date() },
  });
  return count;
}

/**
 * Ends the live tokens of `creators` (the ids of admins, or a role's holders) that hold a permission beyond `held`,
 * what the creators hold now: a token never outlives a permission its creator lost, so a later re-grant of the
 * permission does not widen it again.
 */
export function revokeTokensBeyond(
  tx: Tx,
  creators: { ids: string[] } | { roleId: string },
  held: readonly Permission[],
): Promise<number> {
  const creatorIds =
    "ids" in creators
      ? Prisma.sql`${creators.ids}::text[]`
      : Prisma.sql`ARRAY(SELECT id FROM users WHERE role_id = ${creators.roleId} AND NOT is_superadmin)`;
  return tx.$executeRaw`
    UPDATE api_tokens SET revoked_at = now()
    WHERE creator_id = ANY(${creatorIds}) AND revoked_at IS NULL AND NOT (permissions <@ ${[...held]}::text[])`;
}
