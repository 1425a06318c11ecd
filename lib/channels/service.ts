// Channels (SPEC §2, §7): a keyset-paged list and an atomic bulk delete.
import "server-only";
import type { SessionUser } from "@/lib/auth/session/session";
import { keysetPage, type KeysetQuery } from "@/lib/api/keyset";
import { countedPage, type Page } from "@/lib/api/page";
import { notFound } from "@/lib/api/errors";
import { countLabel } from "@/lib/audit/labels";
import { recordAudit } from "@/lib/audit/write-entry";
import { moveToTrash } from "@/lib/trash/move";
import { db } from "@/lib/db";
import { channelSelect, type ChannelRecord } from "@/lib/channels/record";
import type { DeleteChannels } from "@/lib/channels/schema";

export async function listChannels(query: KeysetQuery): Promise<Page<ChannelRecord>> {
  const [page, total] = await Promise.all([
    keysetPage(query, (args) => db.channel.findMany({ ...args, select: channelSelect })),
    db.channel.count(),
  ]);
  return countedPage(page, total);
}

export type DeleteChannelsResult = {
  deleted: number;
  messagesDeleted: number;
  membershipsDeleted: number;
  batch: string;
};

/** DELETE /api/admin/channels: the channels go to the trash with their messages and memberships, all or none. */
export async function deleteChannels(actor: SessionUser, body: DeleteChannels): Promise<DeleteChannelsResult> {
  const channelIds = [...new Set(body.channelIds)];
  return db.$transaction(
    async (tx) => {
      await tx.$queryRaw`SELECT 1 FROM "channels" WHERE "id" = ANY(${channelIds}::text[]) ORDER BY "id" FOR UPDATE`;
      const channels = await tx.channel.findMany({
        where: { id: { in: channelIds } },
        select: { id: true, name: true },
      });
      if (channels.length !== channelIds.length) throw notFound("Channel not found");
      const trashed = channels.map(({ id, name }) => ({ id, label: name }));
      const { batchId, removed } = await moveToTrash(tx, "channel", trashed, actor);
      const count = channels.length;
      const messagesDeleted = removed.messages ?? 0;
      const membershipsDeleted = removed.memberships ?? 0;
      await recordAudit(tx, {
        actor,
        action: "channel.bulk_delete",
        targetType: "channel",
        targetLabel: countLabel(count, "channel"),
        covers: channels.map(({ id }) => ({ type: "channel", id })),
        details: {
          channels: channels.slice(0, 1000),
          deleted: count,
          messagesDeleted,
          membershipsDeleted,
          batch: batchId,
        },
      });
      return { deleted: count, messagesDeleted, membershipsDeleted, batch: batchId };
    },
    { timeout: 60_000 },
  );
}
