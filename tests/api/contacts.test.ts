import crypto from "node:crypto";
import { GET as listContactsRoute, POST as createContactRoute } from "@/app/api/admin/contacts/route";
import { DELETE as deleteContactRoute, PATCH as updateContactRoute } from "@/app/api/admin/contacts/[id]/route";
import { parseLinkHeader } from "@/lib/api/pagination";
import { CONTACT_ERRORS, CONTACT_VALIDATION } from "@/lib/contacts/messages";
import type { ContactRow } from "@/lib/contacts/schema";
import { db } from "@/lib/db";
import { auditTrail } from "../helpers/audit-trail";
import { callRoute } from "../helpers/request";
import { resourceClient } from "../helpers/resource-client";
import { cookieFor } from "../helpers/session";
import { uniqueTag } from "../helpers/fixtures";

const admin = () => cookieFor("admin");

const { list, listRows, create, update, remove } = resourceClient<ContactRow>("/api/admin/contacts", {
  list: listContactsRoute,
  create: createContactRoute,
  update: updateContactRoute,
  remove: deleteContactRoute,
});

const search = (text: string) => `search=${encodeURIComponent(text)}`;

async function seedContact(lastName: string, overrides: { email?: string; createdAt?: Date } = {}) {
  return db.contact.create({ data: { firstName: "Seeded", lastName, ...overrides } });
}

describe("access", () => {
  const id = crypto.randomUUID();
  it.each([
    ["GET", listContactsRoute, {}],
    ["POST", createContactRoute, {}],
    ["PATCH", updateContactRoute, { params: { id } }],
    ["DELETE", deleteContactRoute, { params: { id } }],
  ] as const)("%s answers 401 without a session and 403 to a non-admin", async (method, handler, extra) => {
    const body = method === "GET" ? undefined : { firstName: "A", lastName: "B" };
    expect((await callRoute(handler, { method, body, ...extra })).status).toBe(401);
    expect((await callRoute(handler, { method, body, cookie: await cookieFor("user"), ...extra })).status).toBe(403);
  });
});

describe("a contact's round trip", () => {
  it("is created, found by search and filter, updated and deleted, each change audited with before and after", async () => {
    const tag = uniqueTag();
    const company = await db.company.create({ data: { name: `Acme ${tag}` } });
    const body = {
      firstName: ` Ada${tag} `,
      lastName: `Lovelace${tag}`,
      email: ` ADA.${tag}@Example.TEST `,
      phone: `+44 20 ${tag}`,
      companyId: company.id,
      status: "lead",
      source: "referral",
    };
    const created = await create(body);
    expect(created.status).toBe(201);
    const row = created.json() as ContactRow;
    expect(row).toMatchObject({
      firstName: `Ada${tag}`,
      lastName: `Lovelace${tag}`,
      email: `ada.${tag}@example.test`,
      phone: `+44 20 ${tag}`,
      companyId: company.id,
      company: { id: company.id, name: company.name },
      status: "lead",
      source: "referral",
    });
    expect(Object.keys(row).sort()).toEqual(
      [
        "company",
        "companyId",
        "createdAt",
        "email",
        "firstName",
        "id",
        "lastName",
        "phone",
        "source",
        "status",
        "updatedAt",
        "version",
      ].sort(),
    );

    // SPEC §5: case-insensitive over email, first name, last name and phone.
    for (const text of [
      `ADA.${tag}@EXAMPLE`,
      `ada${tag.toUpperCase()}`,
      `lovelace${tag}`,
      `20 ${tag}`,
      `ada${tag} LOVELACE${tag}`,
    ]) {
      const found = await listRows(search(text));
      expect({ text, ids: found.map((contact) => contact.id) }).toEqual({ text, ids: [row.id] });
    }
    expect((await listRows(`${search(tag)}&status=lead`)).map((contact) => contact.id)).toEqual([row.id]);
    expect(await listRows(`${search(tag)}&status=customer`)).toEqual([]);
    const counted = await list(search(tag));
    expect(counted.headers.get("x-total-count")).toBe("1");

    const updated = await update(row.id, {
      ...body,
      status: "customer",
      email: "",
      phone: "",
      companyId: null,
      source: "",
    });
    expect(updated.status).toBe(200);
    expect(updated.json()).toMatchObject({
      id: row.id,
      status: "customer",
      email: null,
      phone: null,
      companyId: null,
      company: null,
      source: null,
    });
    expect((await listRows(`${search(tag)}&status=customer`)).map((contact) => contact.id)).toEqual([row.id]);

    const deleted = await remove(row.id);
    expect(deleted.status).toBe(200);
    expect(deleted.json()).toEqual({ id: row.id, unlinked: { deals: 0, activities: 0 } });
    expect(await db.contact.count({ where: { id: row.id } })).toBe(0);
    expect(await listRows(search(tag))).toEqual([]);

    const trail = await auditTrail("contact", row.id);
    expect(trail[0]).toMatchObject({
      before: null,
      after: { firstName: `Ada${tag}`, status: "lead", companyId: company.id },
    });
    expect(trail[1]).toMatchObject({
      before: { status: "lead", email: `ada.${tag}@example.test` },
      after: { status: "customer", email: null },
    });
    expect(trail[2]).toMatchObject({
      before: { status: "customer" },
      after: null,
      unlinked: { deals: 0, activities: 0 },
    });
  });

  it("stores blank optional fields as null and defaults the status to lead", async () => {
    const lastName = `Blank${uniqueTag()}`;
    const response = await create({ firstName: "B", lastName, email: "", phone: " ", companyId: "", source: "" });
    expect(response.status).toBe(201);
    expect(response.json()).toMatchObject({
      lastName,
      email: null,
      phone: null,
      companyId: null,
      company: null,
      source: null,
      status: "lead",
    });
  });
});

describe("validation", () => {
  const lastName = `Invalid${uniqueTag()}`;
  const valid = { firstName: "Val", lastName };
  const stored = () => db.contact.count({ where: { lastName } });

  it.each([
    ["an empty first name", { ...valid, firstName: "" }, CONTACT_VALIDATION.firstNameRequired],
    ["a blank first name", { ...valid, firstName: "   " }, CONTACT_VALIDATION.firstNameRequired],
    ["a missing first name", { lastName }, CONTACT_VALIDATION.firstNameRequired],
    ["a blank last name", { ...valid, lastName: " " }, CONTACT_VALIDATION.lastNameRequired],
    ["a missing last name", { firstName: "Val" }, CONTACT_VALIDATION.lastNameRequired],
    ["a first name over 100 characters", { ...valid, firstName: "x".repeat(101) }, CONTACT_VALIDATION.firstNameTooLong],
    ["a bad email", { ...valid, email: "not-an-email" }, CONTACT_VALIDATION.emailInvalid],
    ["a numeric email", { ...valid, email: 42 }, CONTACT_VALIDATION.emailInvalid],
    ["an email over 254 characters", { ...valid, email: `${"a".repeat(250)}@b.co` }, CONTACT_VALIDATION.emailInvalid],
    ["a phone over 50 characters", { ...valid, phone: "1".repeat(51) }, CONTACT_VALIDATION.phoneInvalid],
    ["a source over 100 characters", { ...valid, source: "s".repeat(101) }, CONTACT_VALIDATION.sourceInvalid],
    ["an unknown status", { ...valid, status: "prospect" }, CONTACT_VALIDATION.statusInvalid],
    ["a null status", { ...valid, status: null }, CONTACT_VALIDATION.statusInvalid],
    ["a company id that is not a UUID", { ...valid, companyId: "acme" }, CONTACT_VALIDATION.companyIdInvalid],
    ["a numeric company id", { ...valid, companyId: 7 }, CONTACT_VALIDATION.companyIdInvalid],
  ])("POST refuses %s with 400 and its message, and stores nothing", async (_, body, message) => {
    const before = await stored();
    expect(await create(body)).toMatchObject({ status: 400, text: message });
    expect(await stored()).toBe(before);
  });

  it("refuses a company that does not exist with 400 'Company not found'", async () => {
    const before = await stored();
    expect(await create({ ...valid, companyId: crypto.randomUUID() })).toMatchObject({
      status: 400,
      text: CONTACT_ERRORS.companyNotFound,
    });
    expect(await stored()).toBe(before);
  });

  it("PATCH takes the same fields and leaves the contact unchanged when it refuses", async () => {
    const contact = await seedContact(`Patch${uniqueTag()}`, { email: "keep@example.test" });
    const snapshot = () => db.contact.findUniqueOrThrow({ where: { id: contact.id } });
    const before = await snapshot();
    const full = { firstName: contact.firstName, lastName: contact.lastName, email: "keep@example.test" };
    expect(await update(contact.id, { ...full, email: "bad" })).toMatchObject({
      status: 400,
      text: CONTACT_VALIDATION.emailInvalid,
    });
    expect(await update(contact.id, { ...full, firstName: "" })).toMatchObject({
      status: 400,
      text: CONTACT_VALIDATION.firstNameRequired,
    });
    expect(await update(contact.id, { ...full, companyId: crypto.randomUUID() })).toMatchObject({
      status: 400,
      text: CONTACT_ERRORS.companyNotFound,
    });
    expect(await snapshot()).toEqual(before);
    expect(await db.auditLog.count({ where: { action: "contact.update", targetId: contact.id } })).toBe(0);
  });

  it.each([
    ["an unknown filter (status=prospect)", "status=prospect", CONTACT_VALIDATION.statusFilterInvalid],
    ["a search over 100 characters", `search=${"x".repeat(101)}`, CONTACT_VALIDATION.searchTooLong],
  ])("the list refuses %s with 400 and a clear message", async (_, query, message) => {
    expect(await list(query)).toMatchObject({ status: 400, text: message });
  });

  it("the list refuses a page size above 200", async () => {
    expect((await list("limit=201")).status).toBe(400);
    expect((await list("limit=200")).status).toBe(200);
  });
});

describe("unknown ids", () => {
  it.each([crypto.randomUUID(), "not-a-uuid"])("PATCH and DELETE of %s answer 404 'Contact not found'", async (id) => {
    expect(await update(id, { firstName: "A", lastName: "B" })).toMatchObject({
      status: 404,
      text: CONTACT_ERRORS.notFound,
    });
    expect(await remove(id)).toMatchObject({ status: 404, text: CONTACT_ERRORS.notFound });
  });
});

describe("deleting a contact that deals and activities refer to", () => {
  it("keeps them without the contact, and audits how many were unlinked", async () => {
    const contact = await seedContact(`Linked${uniqueTag()}`);
    const other = await seedContact(`Other${uniqueTag()}`);
    const deals = await Promise.all(
      [contact.id, contact.id, other.id].map((contactId) =>
        db.deal.create({ data: { title: "Deal", value: "10.00", contactId } }),
      ),
    );
    const activity = await db.activity.create({ data: { title: "Call", contactId: contact.id, dealId: deals[0]!.id } });

    const response = await remove(contact.id);
    expect(response).toMatchObject({ status: 200 });
    expect(response.json()).toEqual({ id: contact.id, unlinked: { deals: 2, activities: 1 } });

    const after = await db.deal.findMany({
      where: { id: { in: deals.map((deal) => deal.id) } },
      orderBy: { createdAt: "asc" },
    });
    expect(after.map((deal) => deal.contactId).sort()).toEqual([null, null, other.id].sort());
    expect(await db.activity.findUniqueOrThrow({ where: { id: activity.id } })).toMatchObject({
      contactId: null,
      dealId: deals[0]!.id,
    });
    const audit = await db.auditLog.findFirstOrThrow({ where: { action: "contact.delete", targetId: contact.id } });
    expect(audit.details).toMatchObject({
      before: { lastName: contact.lastName },
      after: null,
      unlinked: { deals: 2, activities: 1 },
    });
  });
});

describe("the list", () => {
  it("pages newest first by cursor: disjoint pages, the exact total, and back again", async () => {
    const tag = uniqueTag();
    for (let index = 0; index < 5; index++)
      await seedContact(`Paged${tag}${index}`, { createdAt: new Date(Date.UTC(2020, 0, 1 + index)) });
    const first = await list(`${search(`Paged${tag}`)}&limit=2`);
    expect(first.headers.get("x-total-count")).toBe("5");
    const seen = (first.json() as ContactRow[]).map((row) => row.lastName);
    let next = parseLinkHeader(first.headers.get("link")).next;
    let last = first;
    while (next) {
      last = await callRoute(listContactsRoute, { cookie: await admin(), path: next });
      seen.push(...(last.json() as ContactRow[]).map((row) => row.lastName));
      next = parseLinkHeader(last.headers.get("link")).next;
    }
    expect(seen).toEqual([4, 3, 2, 1, 0].map((index) => `Paged${tag}${index}`));
    const prev = parseLinkHeader(last.headers.get("link")).prev!;
    const back = await callRoute(listContactsRoute, { cookie: await admin(), path: prev });
    expect((back.json() as ContactRow[]).map((row) => row.lastName)).toEqual([`Paged${tag}2`, `Paged${tag}1`]);
  });

  it("searches % and _ as themselves, not as wildcards", async () => {
    const tag = uniqueTag();
    const [underscore, percent] = [await seedContact(`${tag}_x`), await seedContact(`${tag}%y`)];
    await seedContact(`${tag}zx`);
    await seedContact(`${tag}qqy`);
    expect((await listRows(search(`${tag}_x`))).map((row) => row.id)).toEqual([underscore.id]);
    expect((await listRows(search(`${tag}%y`))).map((row) => row.id)).toEqual([percent.id]);
  });

  it("includes the contact's company as { id, name }", async () => {
    const tag = uniqueTag();
    const company = await db.company.create({ data: { name: `Listed ${tag}` } });
    await db.contact.create({ data: { firstName: "With", lastName: `Company${tag}`, companyId: company.id } });
    expect((await listRows(search(`Company${tag}`)))[0]).toMatchObject({
      companyId: company.id,
      company: { id: company.id, name: company.name },
    });
  });
});
