// CSV exports: the list's filters, every matching row across keyset batches,
// formula-safe cells, UTF-8 with a BOM, an attachment, and an audit entry.
import { GET as exportAuditRoute } from "@/app/api/admin/audit-logs/export/route";
import { GET as listAuditRoute } from "@/app/api/admin/audit-logs/route";
import { GET as exportUsersRoute } from "@/app/api/admin/users/export/route";
import { GET as exportContactsRoute } from "@/app/api/admin/contacts/export/route";
import { GET as exportDealsRoute } from "@/app/api/admin/deals/export/route";
import { NextRequest } from "next/server";
import { db } from "@/lib/db";
import { EXPORT_BATCH } from "@/lib/export/csv-export";
import { parseCsv } from "../helpers/csv";
import { uniqueTag } from "../helpers/fixtures";
import { TEST_ORIGIN } from "../helpers/constants";
import { adminHolding } from "../helpers/admins";
import { callRoute } from "../helpers/request";
import { cookieFor, createTestUser, seedUserId, sessionCookieFor } from "../helpers/session";

/** The export as bytes become text in a spreadsheet: the BOM kept (Response.text() would drop it). */
async function exportCsv(handler: typeof exportUsersRoute, path: string, cookie?: string) {
  const headers = { cookie: cookie ?? (await cookieFor("admin")) };
  const response = await handler(new NextRequest(new URL(path, TEST_ORIGIN), { headers }), {
    params: Promise.resolve({}),
  });
  const text = new TextDecoder("utf-8", { ignoreBOM: true }).decode(await response.arrayBuffer());
  return {
    status: response.status,
    headers: response.headers,
    text,
    rows: response.status === 200 ? parseCsv(text.replace(/^\uFEFF/, "")) : [],
  };
}

describe("GET /api/admin/users/export", () => {
  it("masks every email for an exporter without users.email, as the list does", async () => {
    const tag = uniqueTag();
    await db.user.create({ data: { firstName: `Mask${tag}`, email: `mask-${tag}@example.test` } });
    const answer = await exportCsv(
      exportUsersRoute,
      `/api/admin/users/export?search=mask${tag}`,
      await adminHolding(["users.read", "users.export"], "Exporter"),
    );
    expect(answer.status).toBe(200);
    expect(answer.rows.slice(1).map((user) => user[3])).toEqual(["m•••@example.test"]);
    expect(answer.text).not.toContain(`mask-${tag}@`);
  });

  it("streams every user the filters match, newest first, across keyset batches, ties included", async () => {
    const tag = uniqueTag();
    const count = EXPORT_BATCH + 25;
    // Groups of 700 share a creation time, so a batch boundary falls inside a tie (broken by id).
    const at = (index: number) => new Date(Date.UTC(2020, 0, 1) + Math.floor(index / 700) * 1000);
    await db.user.createMany({
      data: Array.from({ length: count }, (_, index) => ({
        firstName: `Bulk${tag}`,
        lastName: String(index),
        email: `bulk-${tag}-${index}@example.test`,
        createdAt: at(index),
        isBanned: index % 5 === 0,
      })),
    });
    const all = await exportCsv(exportUsersRoute, `/api/admin/users/export?search=bulk${tag}`);
    expect(all.status).toBe(200);
    expect(
      all.text.startsWith(
        `\uFEFF"ID","First Name","Last Name","Email","Handle","Role","Status","Joined","Last Active"\r\n`,
      ),
    ).toBe(true);
    const [, ...users] = all.rows;
    expect(users).toHaveLength(count);
    expect(new Set(users.map((user) => user[2])).size).toBe(count);
    const joined = users.map((user) => user[7]!);
    expect(joined).toEqual([...joined].sort().reverse());
    expect(joined[0]).toBe(at(count - 1).toISOString());

    const banned = await exportCsv(
      exportUsersRoute,
      `/api/admin/users/export?search=bulk${tag}&status=banned&role=user`,
    );
    expect(banned.rows.slice(1).map((user) => user[6])).toEqual(Array(Math.ceil(count / 5)).fill("Banned"));
  });

  it("writes formula-like text as text, keeps Unicode, and downloads as an attachment", async () => {
    const tag = uniqueTag();
    await db.user.create({
      data: {
        firstName: `=HYPERLINK("http://evil","${tag}")`,
        lastName: "@SUM(1)",
        email: `zoë-${tag}@example.test`,
        handle: `h${tag}`,
      },
    });
    const answer = await exportCsv(exportUsersRoute, `/api/admin/users/export?search=h${tag}`);
    expect(answer.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(answer.headers.get("content-disposition")).toMatch(/^attachment; filename="users-\d{4}-\d{2}-\d{2}\.csv"/);
    expect(answer.rows[1]!.slice(1, 5)).toEqual([
      `'=HYPERLINK("http://evil","${tag}")`,
      "'@SUM(1)",
      `zoë-${tag}@example.test`,
      `h${tag}`,
    ]);
  });

  it("records who exported which filters", async () => {
    const search = `audit${uniqueTag()}`;
    await exportCsv(exportUsersRoute, `/api/admin/users/export?search=${search}&role=admin`);
    const entry = await db.auditLog.findFirstOrThrow({
      where: { action: "user.export" },
      orderBy: { createdAt: "desc" },
    });
    expect(entry).toMatchObject({
      actorId: await seedUserId("admin"),
      details: { filter: { search, role: "admin", status: "all" } },
    });
  });

  it("refuses a bad filter with a 400 and records nothing", async () => {
    const before = await db.auditLog.count({ where: { action: "user.export" } });
    expect((await exportCsv(exportUsersRoute, "/api/admin/users/export?role=owner")).status).toBe(400);
    expect(await db.auditLog.count({ where: { action: "user.export" } })).toBe(before);
  });
});

describe("GET /api/admin/contacts/export and /api/admin/deals/export", () => {
  it("exports contacts with the list's search and status, company by name", async () => {
    const tag = uniqueTag();
    const company = await db.company.create({ data: { name: `Acme ${tag}` } });
    await db.contact.createMany({
      data: [
        { firstName: `Lead${tag}`, lastName: "One", status: "lead", companyId: company.id, phone: "+1 555 0100" },
        { firstName: `Lead${tag}`, lastName: "Two", status: "customer" },
      ],
    });
    const answer = await exportCsv(exportContactsRoute, `/api/admin/contacts/export?search=lead${tag}&status=lead`);
    expect(answer.rows[0]).toEqual([
      "ID",
      "First Name",
      "Last Name",
      "Email",
      "Phone",
      "Company",
      "Status",
      "Source",
      "Created",
    ]);
    expect(answer.rows.slice(1).map((row) => row.slice(1, 7))).toEqual([
      [`Lead${tag}`, "One", "", "'+1 555 0100", `Acme ${tag}`, "lead"],
    ]);
    const audit = await db.auditLog.findFirstOrThrow({
      where: { action: "contact.export" },
      orderBy: { createdAt: "desc" },
    });
    expect(audit.details).toMatchObject({ filter: { search: `lead${tag}`, status: "lead" } });
  });

  it("exports deals with exact values and SPEC's stage names", async () => {
    const tag = uniqueTag();
    await db.deal.create({ data: { title: `Deal ${tag}`, value: "1234.50", stage: "closed_won", probability: 90 } });
    const answer = await exportCsv(exportDealsRoute, `/api/admin/deals/export?search=${tag}&stage=closed-won`);
    expect(answer.rows.slice(1).map((row) => row.slice(1, 5))).toEqual([
      [`Deal ${tag}`, "1234.50", "closed-won", "90"],
    ]);
    expect(await db.auditLog.count({ where: { action: "deal.export" } })).toBeGreaterThan(0);
  });
});

describe("the audit log's date range and export", () => {
  it("filters the list and the export by inclusive UTC days", async () => {
    const target = `range-${uniqueTag()}`;
    const actorId = await seedUserId("admin");
    const entry = (createdAt: string) => ({
      actorId,
      action: "user.ban",
      targetType: "user",
      targetId: target,
      createdAt: new Date(createdAt),
    });
    await db.auditLog.createMany({
      data: [
        entry("2023-12-31T23:59:59.999Z"),
        entry("2024-01-01T00:00:00.000Z"),
        entry("2024-01-02T23:59:59.999Z"),
        entry("2024-01-03T00:00:00.000Z"),
      ],
    });
    const range = `target=${target}&from=2024-01-01&to=2024-01-02`;
    const listed = await callRoute(listAuditRoute, {
      cookie: await cookieFor("admin"),
      path: `/api/admin/audit-logs?${range}`,
    });
    expect((listed.json() as { createdAt: string }[]).map((row) => row.createdAt)).toEqual([
      "2024-01-02T23:59:59.999Z",
      "2024-01-01T00:00:00.000Z",
    ]);

    const exported = await exportCsv(exportAuditRoute, `/api/admin/audit-logs/export?${range}`);
    expect(exported.rows[0]).toEqual([
      "Time",
      "Action",
      "Actor",
      "Actor ID",
      "Actor Email",
      "Target",
      "Target Type",
      "Target ID",
      "Details",
    ]);
    expect(exported.rows.slice(1).map((row) => [row[0], row[1], row[7]])).toEqual([
      ["2024-01-02T23:59:59.999Z", "user.ban", target],
      ["2024-01-01T00:00:00.000Z", "user.ban", target],
    ]);
    const audit = await db.auditLog.findFirstOrThrow({
      where: { action: "audit.export" },
      orderBy: { createdAt: "desc" },
    });
    expect(audit.details).toMatchObject({ filter: { target, from: "2024-01-01", to: "2024-01-02" } });
  });

  it.each([
    ["from=2024-13-01", "From must be a date (YYYY-MM-DD)"],
    ["to=yesterday", "To must be a date (YYYY-MM-DD)"],
    ["from=2024-02-01&to=2024-01-01", "From must not be after To"],
  ])("refuses %s", async (query, message) => {
    const cookie = await cookieFor("admin");
    expect(await callRoute(listAuditRoute, { cookie, path: `/api/admin/audit-logs?${query}` })).toMatchObject({
      status: 400,
      text: message,
    });
    expect(await callRoute(exportAuditRoute, { cookie, path: `/api/admin/audit-logs/export?${query}` })).toMatchObject({
      status: 400,
      text: message,
    });
  });
});

describe("HEAD on an export", () => {
  it.each([
    ["users", exportUsersRoute, "/api/admin/users/export", "user.export"],
    ["contacts", exportContactsRoute, "/api/admin/contacts/export", "contact.export"],
    ["deals", exportDealsRoute, "/api/admin/deals/export", "deal.export"],
    ["audit log", exportAuditRoute, "/api/admin/audit-logs/export", "audit.export"],
  ] as const)("of the %s answers the CSV's type without exporting or auditing it", async (_, route, path, action) => {
    const before = await db.auditLog.count({ where: { action } });
    const response = await callRoute(route, { method: "HEAD", cookie: await cookieFor("admin"), path });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(response.text).toBe("");
    expect(await db.auditLog.count({ where: { action } })).toBe(before);
    // Refused as its GET is.
    expect((await callRoute(route, { method: "HEAD", cookie: await cookieFor("user"), path })).status).toBe(403);
  });
});

describe("an export under way", () => {
  it.each([
    ["its session is signed out", (userId: string) => db.session.deleteMany({ where: { userId } })],
    ["its admin is banned", (userId: string) => db.user.update({ where: { id: userId }, data: { isBanned: true } })],
  ])("ends early, as a failed download, once %s", async (_, revoke) => {
    const tag = uniqueTag();
    const count = 3 * EXPORT_BATCH;
    await db.user.createMany({
      data: Array.from({ length: count }, (_, index) => ({
        firstName: `Revoke${tag}`,
        lastName: String(index),
        email: `revoke-${tag}-${index}@example.test`,
      })),
    });
    const admin = await createTestUser({ isAdmin: true });
    const response = await exportUsersRoute(
      new NextRequest(new URL(`/api/admin/users/export?search=revoke${tag}`, TEST_ORIGIN), {
        headers: { cookie: await sessionCookieFor(admin.id) },
      }),
      { params: Promise.resolve({}) },
    );
    expect(response.status).toBe(200);
    // Read straight from the stream: a pipe between would read batches ahead of the test.
    const reader = response.body!.getReader();
    const decoder = new TextDecoder();
    let text = "";
    const lines = () => text.split("\r\n").length - 1;
    // The header and the first batch have arrived; then the session stops giving access.
    while (lines() <= EXPORT_BATCH) text += decoder.decode((await reader.read()).value, { stream: true });
    await revoke(admin.id);

    let failed = false;
    try {
      for (let read = await reader.read(); !read.done; read = await reader.read())
        text += decoder.decode(read.value, { stream: true });
    } catch {
      failed = true;
    }
    expect(failed).toBe(true);
    // At most the batch asked for before the revocation came too (the stream reads one ahead).
    expect(lines() - 1).toBeLessThanOrEqual(2 * EXPORT_BATCH);
  });
});
