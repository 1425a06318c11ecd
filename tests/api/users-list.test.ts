import { GET as listUsersRoute } from "@/app/api/admin/users/route";
import { GET as recentUsersRoute } from "@/app/api/admin/users/recent/route";
import { GET as userRoute } from "@/app/api/admin/users/[id]/route";
import { parseLinkHeader } from "@/lib/api/pagination";
import { db } from "@/lib/db";
import type { UserFilter } from "@/lib/users/schema";
import { userFilterWhere } from "@/lib/users/service";
import {
  countForRoleAndStatus,
  keptFor,
  readUserCounts,
  searchNeedsBudget,
  searchPlanning,
} from "@/lib/users/user-counts";
import { SYSTEM_USER_ID, userSelect } from "@/lib/users/record";
import { asJson } from "@/lib/serialize";
import { BUILT_IN_ROLES } from "@/lib/permissions/catalogue";
import { callRoute } from "../helpers/request";
import { cookieFor, type SeedRole } from "../helpers/session";
import { uniqueTag } from "../helpers/fixtures";
import { whileHeldStill } from "../helpers/held-still";

const admin = { permissions: BUILT_IN_ROLES.admin.permissions };

type Row = {
  id: string;
  email: string | null;
  isAdmin: boolean;
  isBanned: boolean;
  createdAt: string;
  roleName: string | null;
};

async function list(query: string, role: SeedRole = "admin") {
  const response = await callRoute(listUsersRoute, {
    path: `/api/admin/users${query}`,
    cookie: await cookieFor(role),
  });
  return { ...response, rows: response.status === 200 ? (response.json() as Row[]) : [] };
}

// A search runs one way on a small table (planned once) and another past it (planned for its words, within the
// count's budget, on the counting pool): every case holds both ways.
describe.each([
  ["few users", Number.MAX_SAFE_INTEGER],
  ["many users", 0],
])("GET /api/admin/users, as on a table of %s", (_, fewUsers) => {
  const tag = uniqueTag();
  const ids: string[] = [];
  const usual = { ...searchPlanning };
  // What these cases check is the page and its count: room enough that a busy machine cannot make the count give up
  // (tests/api/users-list-budget.test.ts checks the giving up).
  beforeAll(() => Object.assign(searchPlanning, { fewUsers, countBudgetMs: 10_000 }));
  afterAll(() => Object.assign(searchPlanning, usual));

  beforeAll(async () => {
    // Five users whose names carry the tag, so searches here see only them.
    for (let index = 0; index < 5; index++) {
      const user = await db.user.create({
        data: {
          firstName: `Zed${tag}`,
          lastName: index === 0 ? "Lovelace" : `Number${index}`,
          email: `zed.${index}.${tag}@example.test`,
          handle: `zed_${index}_${tag}`,
          isAdmin: index === 1,
          isBanned: index === 2,
          createdAt: new Date(Date.UTC(2020, 0, 1 + index)),
        },
      });
      ids.push(user.id);
    }
  });

  it("is for admins only", async () => {
    expect((await callRoute(listUsersRoute)).status).toBe(401);
    expect((await callRoute(listUsersRoute, { cookie: await cookieFor("user") })).status).toBe(403);
  });

  it("returns an array with the total in X-Total-Count, never the system user or password hashes", async () => {
    const response = await list("?limit=500");
    expect(response.status).toBe(200);
    // Other files add users meanwhile; tests/db/user-counters.test.ts checks the count itself.
    expect(Number(response.headers.get("x-total-count"))).toBeGreaterThanOrEqual(40);
    expect(response.headers.get("x-total-count-exact")).toBe("true");
    expect(response.rows.some((row) => row.id === SYSTEM_USER_ID)).toBe(false);
    expect(response.rows[0]).not.toHaveProperty("passwordHash");
    // The count travels beside the rows in SQL (service.ts listUsers), never in them.
    expect(response.rows.some((row) => "matchCount" in row)).toBe(false);
    expect(Object.keys(response.rows[0]!)).toEqual(
      expect.arrayContaining([
        "id",
        "firstName",
        "lastName",
        "email",
        "handle",
        "isAdmin",
        "isSuperadmin",
        "isBanned",
        "createdAt",
      ]),
    );
  });

  it.each([
    ["first name, any case", `zED${tag.toUpperCase()}`, 5],
    ["last name", `lovelace`, 1],
    ["email", `zed.3.${tag}@EXAMPLE`, 1],
    ["handle", `zed_4_${tag}`, 1],
    ["two words across fields", `${tag} lovelace`, 1],
  ])("searches case-insensitively by %s", async (_, search, expected) => {
    const response = await list(`?search=${encodeURIComponent(search)}`);
    expect(response.rows.filter((row) => ids.includes(row.id))).toHaveLength(expected);
    if (!search.includes(" ") && search !== "lovelace")
      expect(Number(response.headers.get("x-total-count"))).toBe(expected);
  });

  it("searches by id", async () => {
    const response = await list(`?search=${ids[3]!.slice(4, 20)}`);
    expect(response.rows.map((row) => row.id)).toContain(ids[3]);
  });

  it("matches letters beyond ASCII in any case, follows a change, and never matches across two fields", async () => {
    const other = uniqueTag();
    const user = await db.user.create({
      data: { firstName: `İpek${other}`, lastName: "Αθηνά", email: `ipek.${other}@example.test` },
    });
    const found = async (search: string) =>
      (await list(`?search=${encodeURIComponent(search)}`)).rows.map((row) => row.id);
    for (const search of [`ipek${other}`, `İPEK${other}`, `${other} ΑΘΗΝΆ`, `${other} αθηνά`]) {
      expect(await found(search)).toEqual([user.id]);
    }
    // The first name's end and the last name's start are no word of either.
    expect(await found(`${other}αθη`)).toEqual([]);
    await db.user.update({ where: { id: user.id }, data: { lastName: "Émilie" } });
    expect(await found(`${other} ÉMILIE`)).toEqual([user.id]);
    expect(await found(`${other} αθηνά`)).toEqual([]);
  });

  it("treats LIKE wildcards as plain characters", async () => {
    expect((await list(`?search=${encodeURIComponent("%")}`)).rows).toHaveLength(0);
    expect((await list(`?search=zed_0_${tag}`)).rows.map((row) => row.id)).toEqual([ids[0]]);
  });

  it("filters by role and status, as SPEC defines them, and counts what it lists", async () => {
    const search = `?search=${tag}`;
    const counted = async (query: string) => {
      const response = await list(query);
      // A search's total is counted in SQL of its own (user-counts.ts): it must agree with the rows.
      expect(Number(response.headers.get("x-total-count"))).toBe(response.rows.length);
      expect(response.headers.get("x-total-count-exact")).toBe("true");
      return response.rows;
    };
    expect((await counted(`${search}&role=admin`)).map((row) => row.id)).toEqual([ids[1]]);
    expect(await counted(`${search}&role=user`)).toHaveLength(4);
    expect((await counted(`${search}&status=banned`)).map((row) => row.id)).toEqual([ids[2]]);
    expect(await counted(`${search}&status=active`)).toHaveLength(4);
    expect(await counted(`${search}&role=admin&status=banned`)).toHaveLength(0);
    expect(await counted(`?search=${encodeURIComponent(`zed_0_${tag} lovelace`)}`)).toHaveLength(1);
    expect(await counted(`?search=${encodeURIComponent("%")}`)).toHaveLength(0);
  });

  it("answers each user as JSON would carry the record: the same fields, and dates as UTC ISO text", async () => {
    await db.user.update({
      where: { id: ids[1]! },
      data: { lastActiveAt: new Date(Date.UTC(2021, 5, 7, 8, 9, 10, 11)) },
    });
    const records = await db.user.findMany({ where: { id: { in: ids } }, select: userSelect });
    const listed = await list(`?search=${tag}`);
    // With their role's name (none of these has a role: null, the Admin role's).
    const expected = asJson(records).map((record) => ({ ...record, roleName: null }));
    expect(listed.rows).toEqual(expected.sort((a, b) => b.createdAt.localeCompare(a.createdAt)));
    expect(listed.rows.find((row) => row.id === ids[1])).toMatchObject({ lastActiveAt: "2021-06-07T08:09:10.011Z" });
  });

  it("counts every role and status from the counters, on the page's own statement", async () => {
    for (const [role, status] of [
      ["all", "all"],
      ["admin", "all"],
      ["user", "active"],
      ["all", "banned"],
    ] as const) {
      const { rows: counts, answer } = await whileHeldStill(readUserCounts, () =>
        list(`?role=${role}&status=${status}&limit=1`),
      );
      expect(Number(answer.headers.get("x-total-count"))).toBe(countForRoleAndStatus(counts, role, status));
      expect(answer.headers.get("x-total-count-exact")).toBe("true");
    }
  });

  it("still says how many match on a page past the last, where no row carries the count", async () => {
    const pastOldest = Buffer.from(JSON.stringify(["2019-12-31T00:00:00.000Z", ""])).toString("base64url");
    const searched = await list(`?search=${tag}&after=${pastOldest}`);
    expect(searched.rows).toEqual([]);
    expect(searched.headers.get("x-total-count")).toBe("5");
    const admins = await list(
      `?role=admin&after=${Buffer.from(JSON.stringify(["1970-01-01T00:00:00.000Z", ""])).toString("base64url")}`,
    );
    expect(admins.rows).toEqual([]);
    expect(Number(admins.headers.get("x-total-count"))).toBeGreaterThanOrEqual(1);
  });

  it("selects for the export and the bulk delete (userFilterWhere, Prisma) the users it lists (SQL)", async () => {
    const filters: UserFilter[] = [
      { search: tag, role: "all", status: "all" },
      { search: tag, role: "admin", status: "all" },
      { search: tag, role: "user", status: "active" },
      { search: tag, role: "all", status: "banned" },
      { search: `zed_0_${tag} lovelace`, role: "all", status: "all" },
      { search: ids[3]!, role: "all", status: "all" },
      { search: "%", role: "all", status: "all" },
    ];
    for (const filter of filters) {
      const listed = await list(`?${new URLSearchParams({ ...filter, limit: "500" })}`);
      const selected = await db.user.findMany({ where: await userFilterWhere(filter, admin), select: { id: true } });
      expect(selected.map((user) => user.id).sort()).toEqual(listed.rows.map((row) => row.id).sort());
    }
  });

  it("finds no user by the email a Moderator sees masked, whole or part; an Admin does", async () => {
    const email = `zed.0.${tag}@example.test`;
    for (const search of [email, `zed.0.${tag}@`, `.0.${tag}@exa`]) {
      const query = `?${new URLSearchParams({ search, limit: "500" })}`;
      expect((await list(query, "moderator")).rows).toEqual([]);
      expect((await list(query)).rows.map((row) => row.id)).toEqual([ids[0]]);
    }
    // Names, id and handle still find them.
    expect((await list(`?search=zed_0_${tag}`, "moderator")).rows.map((row) => row.id)).toEqual([ids[0]]);
    expect((await list(`?search=${ids[0]}`, "moderator")).rows.map((row) => row.id)).toEqual([ids[0]]);
    const moderator = { permissions: BUILT_IN_ROLES.moderator.permissions };
    expect(
      await db.user.count({ where: await userFilterWhere({ search: email, role: "all", status: "all" }, moderator) }),
    ).toBe(0);
  });

  it("pages newest first with next and prev links that walk the same rows", async () => {
    const first = await list(`?search=${tag}&limit=2`);
    expect(first.rows.map((row) => row.id)).toEqual([ids[4], ids[3]]);
    const links = parseLinkHeader(first.headers.get("link"));
    expect(links.prev).toBeUndefined();
    const second = await list(links.next!.replace("/api/admin/users", ""));
    expect(second.rows.map((row) => row.id)).toEqual([ids[2], ids[1]]);
    const secondLinks = parseLinkHeader(second.headers.get("link"));
    const third = await list(secondLinks.next!.replace("/api/admin/users", ""));
    expect(third.rows.map((row) => row.id)).toEqual([ids[0]]);
    expect(parseLinkHeader(third.headers.get("link")).next).toBeUndefined();
    const back = await list(parseLinkHeader(third.headers.get("link")).prev!.replace("/api/admin/users", ""));
    expect(back.rows.map((row) => row.id)).toEqual([ids[2], ids[1]]);
    expect(Number(back.headers.get("x-total-count"))).toBe(5);
  });

  it("sorts by Joined oldest first, paging both ways on (created_at, id) with the sort kept in its links", async () => {
    const first = await list(`?search=${tag}&limit=2&sort=joined-asc`);
    expect(first.rows.map((row) => row.id)).toEqual([ids[0], ids[1]]);
    const next = parseLinkHeader(first.headers.get("link")).next!;
    expect(next).toContain("sort=joined-asc");
    const second = await list(next.replace("/api/admin/users", ""));
    expect(second.rows.map((row) => row.id)).toEqual([ids[2], ids[3]]);
    const third = await list(parseLinkHeader(second.headers.get("link")).next!.replace("/api/admin/users", ""));
    expect(third.rows.map((row) => row.id)).toEqual([ids[4]]);
    const back = await list(parseLinkHeader(third.headers.get("link")).prev!.replace("/api/admin/users", ""));
    expect(back.rows.map((row) => row.id)).toEqual([ids[2], ids[3]]);
    expect((await list(`?search=${tag}&sort=joined-desc`)).rows.map((row) => row.id)).toEqual([...ids].reverse());
  });

  it("offers only the sorts an index keeps fast", async () => {
    expect((await list("?sort=email-asc")).status).toBe(400);
    expect((await list("?sort=joined")).status).toBe(400);
  });

  it("counts a broad search up to 1000 and says the total is a lower bound", async () => {
    const broad = `broad${uniqueTag()}`;
    await db.user.createMany({
      data: Array.from({ length: 1001 }, (_, index) => ({ firstName: broad, email: `${broad}.${index}@example.test` })),
    });
    try {
      const response = await list(`?search=${broad}`);
      expect(response.headers.get("x-total-count")).toBe("1000");
      expect(response.headers.get("x-total-count-exact")).toBe("false");
      expect(response.rows).toHaveLength(50);
      const narrow = await list(`?search=${broad}.10@`);
      expect(narrow.headers.get("x-total-count")).toBe("1");
      expect(narrow.headers.get("x-total-count-exact")).toBe("true");
    } finally {
      await db.user.deleteMany({ where: { firstName: broad } });
    }
  });

  it("refuses a page size over 500 and unknown filter values with 400", async () => {
    expect((await list("?limit=501")).status).toBe(400);
    expect((await list("?role=owner")).status).toBe(400);
  });
});

describe("searchNeedsBudget", () => {
  const { fewUsers: usual } = searchPlanning;
  afterAll(() => void (searchPlanning.fewUsers = usual));

  it("is true once the table holds more users than a search may read whatever its plan", async () => {
    searchPlanning.fewUsers = Number.MAX_SAFE_INTEGER;
    expect(await searchNeedsBudget()).toBe(false);
    searchPlanning.fewUsers = 0;
    expect(await searchNeedsBudget()).toBe(true);
  });
});

describe("keptFor (the table's size, read at most every ten seconds)", () => {
  it("reads once, then again once the value is as old as it may be kept", async () => {
    let reads = 0;
    const size = keptFor(10_000, async () => ++reads);
    expect(await size(1_000)).toBe(1);
    expect(await size(10_999)).toBe(1);
    expect(await size(11_000)).toBe(2);
    expect(reads).toBe(2);
  });
});

describe("GET /api/admin/users/recent", () => {
  it("returns the five latest registered users", async () => {
    const latest = async () =>
      (
        await db.user.findMany({
          where: { id: { not: SYSTEM_USER_ID } },
          orderBy: [{ createdAt: "desc" }, { id: "desc" }],
          take: 5,
          select: { id: true },
        })
      ).map((user) => user.id);
    const cookie = await cookieFor("admin");
    const { rows: latestIds, answer } = await whileHeldStill(latest, () => callRoute(recentUsersRoute, { cookie }));
    expect((answer.json() as Row[]).map((row) => row.id)).toEqual(latestIds);
    expect(latestIds).toHaveLength(5);
  });
});

describe("an admin's role name, for the Role badge", () => {
  it("is in the list and a user's read: null for the Admin role, the role's name otherwise", async () => {
    const tag = uniqueTag();
    const moderator = await db.role.upsert({
      where: { key: "moderator" },
      create: { key: "moderator", name: BUILT_IN_ROLES.moderator.name },
      update: {},
    });
    const [withRole, plain] = await Promise.all([
      db.user.create({
        data: { firstName: `Ranked${tag}`, email: `ranked.1.${tag}@example.test`, isAdmin: true, roleId: moderator.id },
      }),
      db.user.create({ data: { firstName: `Ranked${tag}`, email: `ranked.2.${tag}@example.test`, isAdmin: true } }),
    ]);
    const listed = await list(`?search=Ranked${tag}`);
    expect(Object.fromEntries(listed.rows.map((row) => [row.id, row.roleName]))).toEqual({
      [withRole.id]: moderator.name,
      [plain.id]: null,
    });
    const read = await callRoute(userRoute, {
      path: `/api/admin/users/${withRole.id}`,
      params: { id: withRole.id },
      cookie: await cookieFor("admin"),
    });
    expect(read.json()).toMatchObject({ id: withRole.id, roleName: moderator.name });
  });
});
