"use client";

// A resource's create, update and delete (SPEC §7): the request, SPEC §8's
// toasts and the refetch of what changed, on useAdminMutation. Each
// resource's use-*-mutations.ts adds only the changes of its own (bulk
// delete, reorder, moves).
import type { QueryKey } from "@tanstack/react-query";
import { useAdminMutation } from "@/hooks/use-admin-mutation";
import { apiRequest } from "@/lib/api-client/request";
import { deleteAction } from "@/lib/api-client/step-up";
import type { TrashType } from "@/lib/trash/kinds";

/**
 * What an update or a delete names its record by: with the version the panel showed, the change is refused
 * (and the conflict dialog asks) if another admin changed the record meanwhile (docs/decisions/record-versions.md).
 */
type RecordRef = { id: string; version?: number };

type Verb = "create" | "update" | "delete";

/** A change's texts in lib/<resource>/messages.ts: the success toast and the failure's fallback. */
type ChangeTexts = { success: string | { title: string; description?: string }; fallback: string };

/** useAdminMutation's toasts from a change's texts; `serverMessage`: a failure shows the server's own 4xx text first. */
export const changeToasts = ({ success, fallback }: ChangeTexts, serverMessage = true) => ({
  success,
  error: { serverMessage, fallback },
});

type CrudOptions<Row> = {
  /** The collection's route: a POST there creates, `${path}/{id}` is one record. */
  path: string;
  /** Refetched after every change. */
  keys: readonly QueryKey[];
  /** Lists that show these records inside theirs (a contact's company): refetched after an update or a delete too. */
  linkedKeys?: readonly QueryKey[];
  toasts: Record<Verb, ChangeTexts>;
  /** Whether a failure shows the server's own 4xx text before the fallback; SPEC §8 says so for most resources. */
  serverMessage?: boolean;
  /** What a delete's Undo restores: the record, from the trash; none for a record deleted for good (a role). */
  trashType?: TrashType;
  /** What the step-up dialog calls a record it asks about ("Confirm it's you to delete 'Q3 launch'"): its title or name. */
  nameOf?: RecordName<Row>;
};

type RecordName<Row> = (row: Row) => string | null | undefined;

/**
 * Every request on a resource's records, in one place: an update or a
 * delete reaches its record only through `onRecord`.
 */
export function crudRequests<Row, Values>(path: string, nameOf?: RecordName<Row>) {
  const onRecord = <T>(method: "PATCH" | "DELETE", record: RecordRef, body?: Partial<Values>) =>
    apiRequest<T>(method, `${path}/${encodeURIComponent(record.id)}`, body, {
      ifMatch: record.version,
      action: method === "DELETE" && nameOf ? deleteAction(nameOf(record as Row)) : undefined,
    });
  return {
    create: (values: Values) => apiRequest<Row>("POST", path, values),
    /** A PATCH names only what it changes (a form sends all its fields, a board move its stage). */
    update: ({ record, values }: { record: RecordRef; values: Partial<Values> }) =>
      onRecord<Row>("PATCH", record, values),
    /** The record as the screen shows it (a row): its name is what the step-up dialog names. */
    delete: (record: RecordRef & Partial<Row>) => onRecord<void>("DELETE", record),
  };
}

export function createCrudMutations<Row, Values>({
  path,
  keys,
  linkedKeys = [],
  toasts,
  serverMessage = true,
  trashType,
  nameOf,
}: CrudOptions<Row>) {
  const requests = crudRequests<Row, Values>(path, nameOf);
  const toastsOf = (verb: Verb) => changeToasts(toasts[verb], serverMessage);
  const changed = [...keys, ...linkedKeys];

  const useCreate = () => useAdminMutation({ request: requests.create, toasts: toastsOf("create"), invalidate: keys });
  const useUpdate = () =>
    useAdminMutation({ request: requests.update, toasts: toastsOf("update"), invalidate: changed });
  const useDelete = () =>
    useAdminMutation({
      request: requests.delete,
      toasts: toastsOf("delete"),
      invalidate: changed,
      undo: trashType ? (_: void, record: RecordRef) => ({ entries: [{ type: trashType, id: record.id }] }) : undefined,
    });

  /** A form dialog's submit: updates the record it edits, or creates one when it edits none. */
  const useSave = () => {
    const create = useCreate();
    const update = useUpdate();
    return (record: RecordRef | null, values: Values) =>
      record ? update.mutateAsync({ record, values }) : create.mutateAsync(values);
  };

  return { requests, useCreate, useUpdate, useDelete, useSave };
}
