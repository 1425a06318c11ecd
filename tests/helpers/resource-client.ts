// The calls every resource's API test makes on its list and record routes, signed in as a seeded
// account (the admin unless told) or as a given session, on the paths the panel uses.
import { callRoute } from "./request";
import { cookieFor, type SeedRole } from "./session";

type Handler = Parameters<typeof callRoute>[0];

type ResourceRoutes = { list?: Handler; create?: Handler; update?: Handler; remove?: Handler };

const missing = (base: string, verb: string) => {
  throw new Error(`resourceClient("${base}") was given no ${verb} route`);
};

/** A seeded account, or the session cookie of an admin the test made. */
type SignedInAs = SeedRole | { cookie: string };

/** An If-Match for the version the caller last read; none sent without one. */
const ifMatch = (version?: number): Record<string, string> =>
  version === undefined ? {} : { "if-match": `"${version}"` };

/** `base` is the list's path ("/api/admin/contacts"); a record's is `${base}/${id}`. */
export function resourceClient<Row>(base: string, routes: ResourceRoutes, as: SignedInAs = "admin") {
  const signedIn = async () => (typeof as === "string" ? cookieFor(as) : as.cookie);
  const list = async (query = "") =>
    callRoute(routes.list ?? missing(base, "list"), {
      cookie: await signedIn(),
      path: query ? `${base}?${query}` : base,
    });
  const create = async (body: unknown) =>
    callRoute(routes.create ?? missing(base, "create"), { method: "POST", cookie: await signedIn(), path: base, body });
  return {
    list,
    listRows: async (query = "") => (await list(query)).json() as Row[],
    create,
    /** The created row, once the answer is a 201. */
    createOk: async (body: unknown) => {
      const response = await create(body);
      expect({ status: response.status, text: response.status === 201 ? "" : response.text }).toEqual({
        status: 201,
        text: "",
      });
      return response.json() as Row;
    },
    update: async (id: string, body: unknown, version?: number) =>
      callRoute(routes.update ?? missing(base, "update"), {
        method: "PATCH",
        cookie: await signedIn(),
        params: { id },
        path: `${base}/${id}`,
        body,
        headers: ifMatch(version),
      }),
    remove: async (id: string, version?: number) =>
      callRoute(routes.remove ?? missing(base, "remove"), {
        method: "DELETE",
        cookie: await signedIn(),
        params: { id },
        path: `${base}/${id}`,
        headers: ifMatch(version),
      }),
  };
}
