// Saved views (docs/decisions/saved-views.md): named list states in PostgreSQL, an admin's own or shared
// with every admin, and the one each admin's list opens with. Changes go through the
// record kit (versions, If-Match, audit); a view is not trashable (docs/decisions/saved-views.md).
import "server-only";
import { conflict, forbidden, notFound } from "@/lib/api/errors";
import { actorLabel } from "@/lib/audit/labels";
import { recordAudit } from "@/lib/audit/write-entry";
import type { SessionUser } from "@/lib/auth/session/session";
import { db } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";
import {
  createRecord,
  deleteRecordForGood,
  updateRecord,
  type RecordChange,
  type RecordKind,
} from "@/lib/records/audited-change";
import { asJson } from "@/lib/serialize";
import type { ViewList } from "@/lib/views/list-keys";
import { checkedViewState } from "@/lib/views/lists";
import { mayUseViewsOf, requireViewList } from "@/lib/views/permissions";
import { VIEW_ERROR_CODES, VIEW_ERRORS } from "@/lib/views/messages";
import { savedViewSelect, type SavedViewRecord } from "@/lib/views/record";
import type { CreateView, SavedViewRow, SetDefaultView, ViewPatch, ViewState, ViewsAnswer } from "@/lib/views/schema";

type Tx = Prisma.TransactionClient;
type Viewer = Pick<SessionUser, "id" | "isSuperadmin" | "permissions">;

/** What an admin sees: their own views and every shared one. */
const visibleTo = (viewer: Viewer): Prisma.SavedViewWhereInput => ({
  OR: [{ ownerId: viewer.id }, { shared: true }],
});

/** The owner changes their view; a superadmin any shared one (to tidy what everyone sees). */
const mayManage = (viewer: Viewer, view: Pick<SavedViewRecord, "ownerId" | "shared">) =>
  view.ownerId === viewer.id || (view.shared && viewer.isSuperadmin);

const viewNotFound = () => notFound(VIEW_ERRORS.notFound);

/**
 * What the audit log, which every admin reads, keeps of a view: its id (the entry's target), list and sharing,
 * never its name or query, which may be an admin's private notes (a search for someone's email).
 */
const auditedViewFields = { listKey: true, shared: true };
const auditLabel = (view: Pick<SavedViewRecord, "listKey" | "shared">) =>
  `${view.shared ? "Shared" : "Private"} view of the ${view.listKey} list`;

/** The record kit's view of saved views, for one admin: a view they cannot see is not found. */
function viewKind(viewer: Viewer): RecordKind<SavedViewRecord, "saved_view"> {
  return {
    type: "saved_view",
    noun: "view",
    table: "saved_views",
    select: savedViewSelect,
    audited: auditedViewFields,
    read: async (tx, id) =>
      (await tx.savedView.findFirst({ where: { id, ...visibleTo(viewer) }, select: savedViewSelect })) ??
      Promise.reject(viewNotFound()),
    label: auditLabel,
    notFound: viewNotFound,
  };
}

function toRow(viewer: Viewer, view: SavedViewRecord): SavedViewRow {
  const { owner, state, ...rest } = view;
  return {
    ...asJson(rest),
    state: state as ViewState,
    ownerName: actorLabel(owner),
    canManage: mayManage(viewer, view),
  };
}

/** GET /api/admin/views?list=…: the admin's own views first, then the shared ones, each by name. */
export async function listViews(viewer: Viewer, list: ViewList): Promise<ViewsAnswer> {
  requireViewList(viewer, list);
  const [views, chosen] = await Promise.all([
    db.savedView.findMany({
      where: { listKey: list, ...visibleTo(viewer) },
      select: savedViewSelect,
      orderBy: [{ name: "asc" }, { id: "asc" }],
    }),
    db.savedViewDefault.findUnique({ where: { userId_listKey: { userId: viewer.id, listKey: list } } }),
  ]);
  const mineFirst = [
    ...views.filter((view) => view.ownerId === viewer.id),
    ...views.filter((view) => view.ownerId !== viewer.id),
  ];
  return { views: mineFirst.map((view) => toRow(viewer, view)), defaultViewId: chosen?.viewId ?? null };
}

async function refuseTakenName(tx: Tx, ownerId: string, list: string, name: string, except?: string) {
  const taken = await tx.savedView.findFirst({
    where: { ownerId, listKey: list, name, ...(except ? { id: { not: except } } : {}) },
    select: { id: true },
  });
  if (taken) throw conflict(VIEW_ERRORS.nameTaken, VIEW_ERROR_CODES.nameTaken);
}

/** POST /api/admin/views: the query must be one its list accepts (a 400 otherwise). */
export async function createView(actor: SessionUser, input: CreateView): Promise<SavedViewRow> {
  requireViewList(actor, input.list);
  const state = checkedViewState(input.list, input.state) as Prisma.InputJsonValue;
  const view = await createRecord(viewKind(actor), actor, async (tx) => {
    await refuseTakenName(tx, actor.id, input.list, input.name);
    return tx.savedView.create({
      data: { ownerId: actor.id, listKey: input.list, name: input.name, shared: input.shared, state },
      select: savedViewSelect,
    });
  });
  return toRow(actor, view);
}

/** PATCH /api/admin/views/{id}: rename, share or unshare, or save the list's current state into it. */
export async function updateView(actor: SessionUser, change: RecordChange, patch: ViewPatch): Promise<SavedViewRow> {
  const view = await updateRecord(viewKind(actor), actor, change, async (tx, before) => {
    requireViewList(actor, before.listKey as ViewList);
    if (!mayManage(actor, before)) throw forbidden(VIEW_ERRORS.forbidden);
    if (patch.name !== undefined) await refuseTakenName(tx, before.ownerId, before.listKey, patch.name, before.id);
    const state = patch.state && (checkedViewState(before.listKey as ViewList, patch.state) as Prisma.InputJsonValue);
    return tx.savedView.update({
      where: { id: before.id },
      data: { name: patch.name, shared: patch.shared, state },
      select: savedViewSelect,
    });
  });
  return toRow(actor, view);
}

/**
 * DELETE /api/admin/views/{id}: gone for good (no trash), and no longer anyone's default. It needs no read of the
 * list: an admin whose role lost the list may still clear away their own views of it.
 */
export function deleteView(actor: SessionUser, change: RecordChange): Promise<{ id: string }> {
  return deleteRecordForGood(viewKind(actor), actor, change, (before) => {
    if (!mayManage(actor, before)) throw forbidden(VIEW_ERRORS.forbidden);
  });
}

/** PUT /api/admin/views/default: the view (own or shared, of that list) the admin's list opens with, or none. */
export async function setDefaultView(
  actor: SessionUser,
  input: SetDefaultView,
): Promise<{ defaultViewId: string | null }> {
  requireViewList(actor, input.list);
  return db.$transaction(async (tx) => {
    const key = { userId_listKey: { userId: actor.id, listKey: input.list } };
    const view = input.viewId
      ? await tx.savedView.findFirst({ where: { id: input.viewId, ...visibleTo(actor) }, select: savedViewSelect })
      : null;
    if (input.viewId && !view) throw viewNotFound();
    if (view && view.listKey !== input.list) throw conflict(VIEW_ERRORS.wrongList);
    if (view) {
      await tx.savedViewDefault.upsert({
        where: key,
        create: { userId: actor.id, listKey: input.list, viewId: view.id },
        update: { viewId: view.id },
      });
    } else {
      await tx.savedViewDefault.deleteMany({ where: { userId: actor.id, listKey: input.list } });
    }
    await recordAudit(tx, {
      actor,
      action: "saved_view.set_default",
      targetType: "saved_view",
      targetId: view?.id ?? null,
      targetLabel: view ? auditLabel(view) : null,
      details: { list: input.list, viewId: view?.id ?? null },
    });
    return { defaultViewId: view?.id ?? null };
  });
}

/**
 * What a list page opens with (server-rendered, so no flash): the view its URL names, else,
 * when the URL names nothing at all, the admin's default; null for the plain list, and for a list the admin
 * may not read (its page refuses them anyway).
 */
export async function openingView(
  viewer: Viewer,
  list: ViewList,
  viewId: string | undefined,
): Promise<{ id: string; name: string; state: ViewState } | null> {
  if (!mayUseViewsOf(viewer, list)) return null;
  const where = viewId
    ? { id: viewId, listKey: list, ...visibleTo(viewer) }
    : { listKey: list, defaults: { some: { userId: viewer.id } }, ...visibleTo(viewer) };
  const view = await db.savedView.findFirst({ where, select: { id: true, name: true, state: true } });
  return view && { id: view.id, name: view.name, state: view.state as ViewState };
}
