// Every stable code a refusal carries, in one module that the server (which sends them) and the browser (which
// matches them) both import: it imports nothing, so a client module may read it. The answer's body stays SPEC's
// text (SPEC §8: "status: body"), so every client that reads it keeps working; the code travels beside it, in this
// header, and the panel matches the code, never the words (docs/decisions/error-codes.md).
export const ERROR_CODE_HEADER = "X-Error-Code";

/** The admin's role (or token) lacks the permission a route or an action needs (a 403). */
export const PERMISSION_DENIED = "permission_denied";

/** A dangerous action without a recent proof of who the admin is (a JSON 401): the panel asks, then repeats the call. */
export const REAUTHENTICATION_REQUIRED = "reauthentication_required";

/** A change named a record's old version (a JSON 412 with the record as it is now): the conflict dialog asks. */
export const VERSION_CONFLICT = "version_conflict";

/** A bulk edit whose selected rows changed meanwhile (a JSON 409): nothing was changed (docs/decisions/bulk-edit.md). */
export const RECORDS_CHANGED = "records_changed";

/** The server could not reach its database (a JSON 503): the panel tells the whole outage once. */
export const DATABASE_UNAVAILABLE = "database_unavailable";

/** Every database connection was in use for the whole wait (a JSON 503): load, not an outage; a retry may succeed now. */
export const DATABASE_BUSY = "database_busy";

type Codes<Prefix extends string, Key extends string> = { readonly [K in Key]: `${Prefix}.${K}` };

/** A code for each text of a resource's catalogue: `<prefix>.<key>` ("user.emailExists"), as lasting as the key. */
export function errorCodes<Prefix extends string, Key extends string>(
  prefix: Prefix,
  catalogue: Record<Key, unknown>,
): Codes<Prefix, Key> {
  return Object.fromEntries(Object.keys(catalogue).map((key) => [key, `${prefix}.${key}`])) as Codes<Prefix, Key>;
}
