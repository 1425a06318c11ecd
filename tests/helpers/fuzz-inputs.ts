// fast-check generators of hostile API input: wrong types, huge strings and
// arrays, deep nesting, prototype keys, invalid JSON text, unicode edge cases.
import fc from "fast-check";
import type { ApiRoute } from "./api-routes";

// Field names the API's schemas read, so generated bodies reach past the first check.
const FIELDS = [
  "kind",
  "reason",
  "reasonText",
  "note",
  "duration",
  "endsAt",
  "sanction",
  "steps",
  "firstName",
  "lastName",
  "email",
  "handle",
  "newId",
  "isAdmin",
  "isBanned",
  "userIds",
  "filter",
  "expectedCount",
  "channelIds",
  "reporterId",
  "messageId",
  "reason",
  "comment",
  "actions",
  "channelId",
  "recipientId",
  "content",
  "isEnabled",
  "password",
  "callbackUrl",
  "search",
  "role",
  "status",
  "phone",
  "companyId",
  "source",
  "name",
  "website",
  "industry",
  "size",
  "title",
  "description",
  "value",
  "stage",
  "probability",
  "expectedCloseDate",
  "contactId",
  "type",
  "completed",
  "dueDate",
  "dealId",
  "itemIds",
  "date",
  "order",
  "price",
  "category",
  "tier",
  "isActive",
  "blur",
  "hasBonuses",
  "limit",
  "userId",
  "shopItemId",
  "purchaseIds",
  "roleId",
  "permissions",
  "url",
  "events",
  "enabled",
  "authorId",
  "from",
  "to",
];
const PROTOTYPE_KEYS = ["__proto__", "constructor", "prototype"];

const loneSurrogate = fc.integer({ min: 0xd800, max: 0xdfff }).map((code) => String.fromCharCode(code));
const oddCharacter = fc.constantFrom(
  "\u0000",
  "\u202e",
  "\u200f",
  "\u200b",
  "\ufeff",
  "\uffff",
  "😀",
  "👩‍👩‍👧",
  "e\u0301",
  "\r\n",
  "%00",
  "'",
  '"',
  "\\",
);

const edgeString = fc.oneof(
  fc.string(),
  fc.string({ unit: "binary" }),
  fc.string({ unit: fc.oneof(loneSurrogate, oddCharacter, fc.constantFrom("a", "-", "_", "@", ".")) }),
  fc.constantFrom(
    "",
    " ",
    "recent",
    "deleted-user-system",
    "dashboard",
    "a@b.co",
    "user",
    "banned",
    "all",
    ...PROTOTYPE_KEYS,
  ),
);
// Long enough to cross every max() and stress the parsers, few enough to keep the run quick.
const hugeString = fc
  .tuple(fc.integer({ min: 1, max: 50_000 }), fc.constantFrom("x", "é", "😀", "\u0000"))
  .map(([size, unit]) => unit.repeat(size));
const hugeArray = fc
  .integer({ min: 1, max: 6_000 })
  .map((size) => Array.from({ length: size }, (_, index) => `fuzz-${index}`));

export const hostileString = fc.oneof({ weight: 8, arbitrary: edgeString }, { weight: 1, arbitrary: hugeString });

const primitive = fc.oneof(
  hostileString,
  fc.boolean(),
  fc.integer(),
  fc.double(),
  fc.constantFrom(null, 0, -1, 1, 2 ** 53, 1e308, -0),
);
const key = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...FIELDS) },
  fc.constantFrom(...PROTOTYPE_KEYS),
  fc.string(),
);

const { value } = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: "small", withCrossShrink: true },
    { weight: 6, arbitrary: primitive },
    { weight: 2, arbitrary: fc.array(tie("value"), { maxLength: 5 }) },
    { weight: 3, arbitrary: fc.dictionary(key, tie("value"), { maxKeys: 6 }) },
    { weight: 1, arbitrary: hugeArray },
  ),
}));

const objectBody = fc.dictionary(key, value, { maxKeys: 6 });

const nested = fc
  .tuple(
    fc.integer({ min: 100, max: 20_000 }),
    fc.constantFrom(["[", "]"], ['{"filter":', "}"], ['{"userIds":[', "]}"]),
  )
  .map(([depth, [open, close]]) => `${open!.repeat(depth)}1${close!.repeat(depth)}`);
const prototypeText = fc
  .tuple(fc.constantFrom(...PROTOTYPE_KEYS), fc.constantFrom(...FIELDS), primitive)
  .map(
    ([special, field, inner]) =>
      `{"${special}":{"isAdmin":true,"prototype":{"polluted":true}},"${field}":${JSON.stringify(inner) ?? "null"}}`,
  );
const invalidJson = fc.oneof(
  fc.constantFrom(
    "{",
    "[1,]",
    "{'a':1}",
    "NaN",
    "undefined",
    '{"email":"a@b.co",}',
    '"\\ud800',
    "\u0000",
    "\ufeff{}",
    "{}{}",
    "null",
    "1",
    '"text"',
  ),
  fc.string({ unit: fc.oneof(loneSurrogate, oddCharacter, fc.constantFrom("{", "}", "[", "]", ":", ",", '"')) }),
);

export type FuzzBody = { body: unknown } | { rawBody: string; headers?: Record<string, string> };

// The sign-in form without JavaScript posts urlencoded fields.
const formBody = fc
  .dictionary(fc.oneof(fc.constantFrom(...FIELDS), fc.string()), hostileString, { maxKeys: 4 })
  .map((fields) => ({
    rawBody: new URLSearchParams(fields).toString(),
    headers: { "content-type": "application/x-www-form-urlencoded" },
  }));

const body: fc.Arbitrary<FuzzBody> = fc.oneof(
  { weight: 5, arbitrary: objectBody.map((generated) => ({ body: generated })) },
  { weight: 2, arbitrary: value.map((generated) => ({ body: generated })) },
  { weight: 1, arbitrary: nested.map((rawBody) => ({ rawBody })) },
  { weight: 1, arbitrary: prototypeText.map((rawBody) => ({ rawBody })) },
  { weight: 2, arbitrary: invalidJson.map((rawBody) => ({ rawBody })) },
  { weight: 1, arbitrary: formBody },
);

// Prefixed so that a generated id cannot name a real row (and the fuzz never deletes its own superadmin).
const strangeParam = fc.oneof(
  { weight: 4, arbitrary: hostileString.map((text) => `fuzz${text}`) },
  {
    weight: 1,
    arbitrary: fc.constantFrom("", " ", "\u0000", "\ud800", "recent", "deleted-user-system", "..", "%2e%2e"),
  },
);

/** Strange ids, and in a third of the cases a real one (`known`, by param name), so the body reaches the write path. */
function paramFor(known: readonly string[] | undefined): fc.Arbitrary<string> {
  if (!known?.length) return strangeParam;
  return fc.oneof({ weight: 2, arbitrary: strangeParam }, { weight: 1, arbitrary: fc.constantFrom(...known) });
}

const query = fc.dictionary(fc.oneof(fc.constantFrom(...FIELDS), fc.string()), hostileString, { maxKeys: 3 });

export type FuzzRequest = { values: Record<string, string | string[]>; search: string; input: FuzzBody };

/** One generated request to `route`: its params, query string and body. */
export function fuzzRequest(route: ApiRoute, known: Record<string, readonly string[]> = {}): fc.Arbitrary<FuzzRequest> {
  const params = fc.record(
    Object.fromEntries(
      route.paramNames.map((name) => {
        const param = paramFor(known[name]);
        return [name, route.catchAll.includes(name) ? fc.array(param, { minLength: 1, maxLength: 3 }) : param];
      }),
    ),
  );
  return fc.record({ params, query, body }).map(({ params: values, query: search, body: input }) => ({
    values: values as Record<string, string | string[]>,
    search: new URLSearchParams(search as Record<string, string>).toString(),
    input,
  }));
}
