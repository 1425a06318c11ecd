// Stable codes for the refusals the panel acts on. The answer's body stays SPEC's text (SPEC §8:
// "status: body"), so every client that reads it keeps working; the code travels beside it, in
// this header, and the panel matches the code, never the words (docs/decisions/error-codes.md).
export const ERROR_CODE_HEADER = "X-Error-Code";

/** A superadmin-only route refused someone else (SPEC §6: Take Control's 'Access Denied'). */
export const SUPERADMIN_REQUIRED = "access.superadmin_required";

type Codes<Prefix extends string, Key extends string> = { readonly [K in Key]: `${Prefix}.${K}` };

/** A code for each text of a resource's catalogue: `<prefix>.<key>` ("user.emailExists"), as lasting as the key. */
export function errorCodes<Prefix extends string, Key extends string>(
  prefix: Prefix,
  catalogue: Record<Key, unknown>,
): Codes<Prefix, Key> {
  return Object.fromEntries(Object.keys(catalogue).map((key) => [key, `${prefix}.${key}`])) as Codes<Prefix, Key>;
}
