// The calls every resource's API test makes on its list and record routes, signed in as a seeded
// account (the admin unless told), on the paths the panel uses.
import { callRoute } from "./request";
import { cookieFor, type SeedRole } from "./session";

type Handler = Parameters<typeof callRoute>[0];

type ResourceRoutes = { list?: Handler; create?: Handler; update?: Handler; remove?: Handler };

const missing = (base: string, verb: string) => {
  throw new Error(`resourceClient("${base}") was given no ${verb} route`);
};

/** `base` is the list's path ("/api/admin/contacts"); a record's is `${base}/${id}`. */
export function resourceClient<Row>(base: string, routes: ResourceRoutes, role: SeedRole = "admin") {
  const signedIn = () => cookieFor(role);
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
    update: async (id: string, body: unknown) =>
      callRoute(routes.update ?? missing(base, "update"), {
        method: "PATCH",
        cookie: await signedIn(),
        params: { id },
        path: `${base}/${id}`,
        body,
      }),
    remove: async (id: string) =>
      callRoute(routes.remove ?? missing(base, "remove"), {
        method: "DELETE",
        cookie: await signedIn(),
        params: { id },
        path: `${base}/${id}`,
      }),
  };
}
