// CSV import of contacts and companies (docs/decisions/csv-import.md) through the real routes, on a real database:
// dry runs, duplicates, bad rows, `;` files with a byte-order mark, all-or-nothing,
// slow uploads and imports at the same moment. Every import test is in this file:
// tests run one at a time within a file, so no other file's import meets the lock.
import { POST as importCompaniesRoute } from "@/app/api/admin/companies/import/route";
import { POST as dryRunContactsRoute } from "@/app/api/admin/contacts/import/dry-run/route";
import { POST as importContactsRoute } from "@/app/api/admin/contacts/import/route";
import { ERROR_CODE_HEADER } from "@/lib/api/error-codes";
import { COMPANY_VALIDATION } from "@/lib/companies/messages";
import { CONTACT_ERRORS, CONTACT_VALIDATION } from "@/lib/contacts/messages";
import { CSV_IMPORT_ERROR_CODES, CSV_IMPORT_ERRORS } from "@/lib/csv-import/messages";
import { OUTCOMES_LISTED, REJECTED_LISTED, UPDATES_WITHOUT_STEP_UP, type ImportResult } from "@/lib/csv-import/schema";
import { db } from "@/lib/db";
import { IMPORT_BODY_MAX_BYTES } from "@/lib/http/body-limits";
import { IMPORT_RETRY_AFTER_SECONDS, IMPORTS_AT_ONCE } from "@/lib/csv-import/upload";
import { uniqueTag } from "../helpers/fixtures";
import { callRoute, okJson } from "../helpers/request";
import { cookieFor, createTestUser, seedUserId, sessionCookieFor } from "../helpers/session";
import { onPostgres, RUNS_ON_POSTGRES } from "../helpers/on-postgres";

type Route = typeof importContactsRoute;
const CONTACT_COLUMNS = "firstName,lastName,email,phone,company,status,source";
const CONTACT_HEADER = "First Name,Last Name,Email,Phone,Company,Status,Source";

async function send(
  route: Route,
  path: string,
  csv: string | ReadableStream<Uint8Array>,
  query: Record<string, string>,
  headers: Record<string, string> = {},
) {
  const search = new URLSearchParams(query).toString();
  const { cookie = await cookieFor("admin"), ...rest } = headers;
  return callRoute(route, {
    method: "POST",
    cookie,
    path: `${path}?${search}`,
    rawBody: csv,
    headers: { "content-type": "text/csv", ...rest },
  });
}

const importContacts = (
  csv: string | ReadableStream<Uint8Array>,
  query: Record<string, string> = {},
  headers: Record<string, string> = {},
) => send(importContactsRoute, "/api/admin/contacts/import", csv, { columns: CONTACT_COLUMNS, ...query }, headers);
const dryRunContacts = (csv: string, query: Record<string, string> = {}, headers: Record<string, string> = {}) =>
  send(dryRunContactsRoute, "/api/admin/contacts/import/dry-run", csv, { columns: CONTACT_COLUMNS, ...query }, headers);

const result = (answer: { status: number; text: string; json: () => unknown }) => okJson<ImportResult>(answer);

const contactsTagged = (tag: string) =>
  db.contact.findMany({
    where: { lastName: { contains: tag } },
    select: {
      firstName: true,
      lastName: true,
      email: true,
      phone: true,
      status: true,
      source: true,
      companyId: true,
      version: true,
    },
    orderBy: { lastName: "asc" },
  });

const importAudits = async (actorId: string, action: string) =>
  db.auditLog.findMany({ where: { actorId, action }, orderBy: { createdAt: "desc" } });

describe("contacts", () => {
  it("a dry run reports every row's outcome and changes nothing", async () => {
    const tag = uniqueTag();
    await db.contact.create({ data: { firstName: "Old", lastName: `a-${tag}`, email: `taken-${tag}@example.com` } });
    const csv = [
      CONTACT_HEADER,
      `Ada,b-${tag},ada-${tag}@example.com,,,,`,
      `Bo,c-${tag},TAKEN-${tag}@example.com,,,,`,
      `Cy,,cy-${tag}@example.com,,,,`,
    ].join("\n");
    const before = await importAudits(await seedUserId("admin"), "contact.import");
    const report = await result(await dryRunContacts(csv));
    expect(report.counts).toEqual({ created: 1, updated: 0, skipped: 1, rejected: 1 });
    expect(report.outcomes).toBe("csr");
    expect(report.rejected).toEqual([
      {
        row: 3,
        reason: CONTACT_VALIDATION.lastNameRequired,
        cells: ["Cy", "", `cy-${tag}@example.com`, "", "", "", ""],
      },
    ]);
    expect(await contactsTagged(tag)).toHaveLength(1);
    expect(await importAudits(await seedUserId("admin"), "contact.import")).toHaveLength(before.length);
    // With update, the same file reports an update instead.
    expect((await result(await dryRunContacts(csv, { duplicates: "update" }))).outcomes).toBe("cur");
  });

  it("imports, audited once with its counts; formula-looking cells are stored as the text they are", async () => {
    const tag = uniqueTag();
    const company = await db.company.create({ data: { name: `Acme ${tag}` } });
    const csv = [
      CONTACT_HEADER,
      `Ada,a-${tag},Ada-${tag}@Example.com,=1+1,  acme ${tag.toUpperCase()} ,Customer,@SUM(A1)`,
      `"=HYPERLINK(""http://x"")",b-${tag},,+44 1,,,-referral`,
    ].join("\r\n");
    const report = await result(await importContacts(csv, { fileName: "people.csv" }));
    expect(report.counts).toEqual({ created: 2, updated: 0, skipped: 0, rejected: 0 });
    expect(await contactsTagged(tag)).toEqual([
      expect.objectContaining({
        firstName: "Ada",
        email: `ada-${tag}@example.com`,
        phone: "=1+1",
        companyId: company.id,
        status: "customer",
        source: "@SUM(A1)",
      }),
      expect.objectContaining({
        firstName: '=HYPERLINK("http://x")',
        email: null,
        phone: "+44 1",
        status: "lead",
        source: "-referral",
      }),
    ]);
    const [entry] = await importAudits(await seedUserId("admin"), "contact.import");
    expect(entry).toMatchObject({
      targetType: "contact",
      targetLabel: "2 contacts",
      details: {
        fileName: "people.csv",
        duplicates: "skip",
        counts: { created: 2, updated: 0, skipped: 0, rejected: 0 },
      },
    });
    // Each new contact is reported to webhooks on its own (docs/decisions/webhooks.md).
    const created = await db.contact.findMany({ where: { lastName: { contains: tag } }, select: { id: true } });
    for (const { id } of created)
      expect(
        await db.webhookEvent.count({
          where: { type: "contact.created", payload: { path: ["data", "id"], equals: id } },
        }),
      ).toBe(1);
  });

  it("skips or updates a duplicate by email without case, in the table and within the file; a blank cell keeps the value", async () => {
    const tag = uniqueTag();
    const existing = await db.contact.create({
      data: { firstName: "Old", lastName: `a-${tag}`, email: `dup-${tag}@example.com`, phone: "123", source: "fair" },
    });
    const csv = [
      CONTACT_HEADER,
      `New,a-${tag},DUP-${tag}@example.com,,,inactive,`,
      `Twin,b-${tag},twin-${tag}@example.com,1,,,`,
      `Twin2,b-${tag},Twin-${tag}@example.com,2,,,`,
    ].join("\n");
    const skipped = await result(await importContacts(csv));
    expect(skipped.outcomes).toBe("scs");
    expect(await db.contact.findUniqueOrThrow({ where: { id: existing.id } })).toMatchObject({
      firstName: "Old",
      version: 1,
    });

    const updated = await result(await importContacts(csv, { duplicates: "update" }));
    expect(updated.outcomes).toBe("uuu");
    expect(await db.contact.findUniqueOrThrow({ where: { id: existing.id } })).toMatchObject({
      firstName: "New",
      phone: "123",
      source: "fair",
      status: "inactive",
      version: 2,
    });
    const twins = await db.contact.findMany({ where: { email: `twin-${tag}@example.com` } });
    expect(twins).toEqual([expect.objectContaining({ firstName: "Twin2", phone: "2" })]);
  });

  it("rejects bad rows with the reason and imports the rest", async () => {
    const tag = uniqueTag();
    const csv = [
      CONTACT_HEADER,
      `Ada,a-${tag},not-an-email,,,,`,
      `Bo,b-${tag},,,No Such Co ${tag},,`,
      `Cy,c-${tag},,,,VIP,`,
      `Di,d-${tag}`,
      `Ed,e-${tag},,,,,`,
      `Fi,"f-${tag},,,,,`,
    ].join("\n");
    const report = await result(await importContacts(csv));
    expect(report.outcomes).toBe("rrrrcr");
    expect(report.rejected.map(({ row, reason }) => [row, reason])).toEqual([
      [1, CONTACT_VALIDATION.emailInvalid],
      [2, CONTACT_ERRORS.companyNotFound],
      [3, CONTACT_VALIDATION.statusInvalid],
      [4, CSV_IMPORT_ERRORS.fieldCount(2, 7)],
      [6, expect.stringMatching(/^Malformed CSV: /)],
    ]);
    expect((await contactsTagged(tag)).map((contact) => contact.firstName)).toEqual(["Ed"]);
  });

  it("reads a `;` file with a byte-order mark, quoted fields and line breaks inside quotes", async () => {
    const tag = uniqueTag();
    const csv = `\uFEFFFirst Name;Last Name;Email;Phone;Company;Status;Source\r\n"Ada; Jr";"a-${tag}";;"1;2";;lead;"line one\r\nline two"\r\nBo;b-${tag};;;;;\r\n`;
    const report = await result(await importContacts(csv));
    expect(report.header).toEqual(CONTACT_HEADER.split(","));
    expect(report.counts.created).toBe(2);
    expect(await contactsTagged(tag)).toEqual([
      expect.objectContaining({ firstName: "Ada; Jr", phone: "1;2", source: "line one\r\nline two" }),
      expect.objectContaining({ firstName: "Bo" }),
    ]);
  });

  it("refuses a mapping that does not fit the file, or misses a required field, and writes nothing", async () => {
    const tag = uniqueTag();
    const csv = `${CONTACT_HEADER}\nAda,a-${tag},,,,,\n`;
    const short = await importContacts(csv, { columns: "firstName,lastName" });
    expect({ status: short.status, text: short.text }).toEqual({
      status: 400,
      text: CSV_IMPORT_ERRORS.columnCount(2, 7),
    });
    const noLastName = await importContacts(csv, { columns: "firstName,,email,phone,company,status,source" });
    expect({ status: noLastName.status, text: noLastName.text }).toEqual({
      status: 400,
      text: CSV_IMPORT_ERRORS.requiredField("Last name"),
    });
    const twice = await importContacts(csv, { columns: "firstName,lastName,email,email,company,status,source" });
    expect(twice.text).toBe(CSV_IMPORT_ERRORS.mappedTwice("Email"));
    expect((await importContacts("", {})).text).toBe(CSV_IMPORT_ERRORS.empty);
    expect(await contactsTagged(tag)).toEqual([]);
  });
});

/** The pieces as a stream, each read only when the reader asks for it. */
function streamOf(pieces: Iterator<string>): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  return new ReadableStream<Uint8Array>(
    {
      pull(controller) {
        const next = pieces.next();
        if (next.done) controller.close();
        else controller.enqueue(encoder.encode(next.value));
      },
    },
    { highWaterMark: 0 },
  );
}

describe("size cap and all-or-nothing", () => {
  const post = (csv: Iterable<string>, headers: Record<string, string> = {}) =>
    importContacts(streamOf(csv[Symbol.iterator]()), {}, headers);

  it("refuses a declared body over the cap before reading it", async () => {
    const answer = await post([CONTACT_HEADER], { "content-length": String(IMPORT_BODY_MAX_BYTES + 1) });
    expect(answer.status).toBe(413);
  });

  it("stops at the cap mid-file and writes none of the rows before it", async () => {
    const tag = uniqueTag();
    function* rows() {
      yield `${CONTACT_HEADER}\n`;
      // More than a batch of rows, then blank lines on past the cap.
      for (let index = 0; index < 2500; index++) yield `First,${tag}-${index},,,,,\n`;
      for (;;) yield "\n".repeat(64 * 1024);
    }
    const answer = await post(rows());
    expect(answer.status).toBe(413);
    expect(await db.contact.count({ where: { lastName: { startsWith: tag } } })).toBe(0);
  }, 120_000);
});

/** Pieces a slow upload sends before it stalls: more than the body's stream buffers, so the import is reading it. */
const PIECES_BEFORE_STALL = 8;

/**
 * A file sent as a slow client sends it: a few rows a piece, then nothing until `finish()`. `stalled` settles once
 * the server has asked for the piece after the first PIECES_BEFORE_STALL, so it has been reading the body.
 */
function slowUpload(tag: string, rows = 2000) {
  let stall!: () => void;
  let finish!: () => void;
  const stalled = new Promise<void>((resolve) => (stall = resolve));
  const finished = new Promise<void>((resolve) => (finish = resolve));
  const lines = Array.from({ length: rows }, (_, index) => `Slow,${tag}-${index},,,,,\n`);
  const perPiece = Math.ceil(rows / (PIECES_BEFORE_STALL + 1));
  async function* pieces() {
    yield `${CONTACT_HEADER}\n`;
    for (let start = 0; start < rows; start += perPiece) {
      if (start >= perPiece * PIECES_BEFORE_STALL) {
        stall();
        await finished;
      }
      yield lines.slice(start, start + perPiece).join("");
    }
  }
  const generator = pieces();
  const encoder = new TextEncoder();
  const body = new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        const next = await generator.next();
        if (next.done) controller.close();
        else controller.enqueue(encoder.encode(next.value));
      },
    },
    { highWaterMark: 0 },
  );
  return { answer: importContacts(body), stalled, finish };
}

/** Whether a transaction of our own can take the contact import's lock now (it is free, or held by nobody else). */
const importLockFree = () =>
  db.$transaction(async (tx) => {
    const [row] = await tx.$queryRaw<{ locked: boolean }[]>`
      SELECT pg_try_advisory_xact_lock(hashtext('contact.import')) AS "locked"`;
    return row!.locked;
  });

// The tests below marked onPostgres run on PostgreSQL only: the embedded database serves every connection in one
// session, and runs one transaction at a time: no connection can hold a lock against another there.

describe("slow uploads and imports at the same moment", () => {
  it("uploads still arriving hold no connection and not the import's lock: queries go on meanwhile", async () => {
    const uploads = Array.from({ length: IMPORTS_AT_ONCE }, () => slowUpload(uniqueTag(), 200));
    try {
      await Promise.all(uploads.map((upload) => upload.stalled));
      expect(await importLockFree()).toBe(true);
      // More queries at once than the process's pool of connections (lib/db.ts), as a busy panel asks.
      expect(await Promise.all(Array.from({ length: 12 }, () => db.user.count()))).toHaveLength(12);
    } finally {
      for (const upload of uploads) upload.finish();
    }
    // Let go at once, they meet at the lock: each is imported whole, or refused and leaves nothing. (The embedded
    // database runs one transaction at a time: there, one that waited too long for its turn is answered 503.)
    const answers = await Promise.all(uploads.map((upload) => upload.answer));
    expect(answers.filter((answer) => answer.status === 200).length).toBeGreaterThan(0);
    const busy = RUNS_ON_POSTGRES ? [] : [503];
    for (const answer of answers.filter((answer) => answer.status !== 200 && !busy.includes(answer.status)))
      expect({ status: answer.status, text: answer.text }).toEqual({
        status: 409,
        text: CSV_IMPORT_ERRORS.busy("contacts"),
      });
  }, 120_000);

  it(`reads at most ${IMPORTS_AT_ONCE} files at once in a process: more are refused at once with 429 and Retry-After, unread`, async () => {
    const tag = uniqueTag();
    const reading = Array.from({ length: IMPORTS_AT_ONCE }, () => slowUpload(uniqueTag(), 200));
    // Sent together with those, each a file that never ends: an import that read it would never answer.
    const endless = () => new ReadableStream<Uint8Array>({ pull: () => new Promise<void>(() => undefined) });
    try {
      await Promise.all(reading.map((upload) => upload.stalled));
      const refused = await Promise.all([
        importContacts(endless()),
        importContacts(endless(), { fileName: tag }),
        send(dryRunContactsRoute, "/api/admin/contacts/import/dry-run", endless(), { columns: CONTACT_COLUMNS }),
      ]);
      for (const answer of refused)
        expect({
          status: answer.status,
          text: answer.text,
          code: answer.headers.get(ERROR_CODE_HEADER),
          retryAfter: answer.headers.get("retry-after"),
        }).toEqual({
          status: 429,
          text: CSV_IMPORT_ERRORS.tooManyAtOnce,
          code: CSV_IMPORT_ERROR_CODES.tooManyAtOnce,
          retryAfter: String(IMPORT_RETRY_AFTER_SECONDS),
        });
    } finally {
      for (const upload of reading) upload.finish();
    }
    await Promise.all(reading.map((upload) => upload.answer));
    // Their places are given back once they answered, refused or not.
    const after = await result(await importContacts(`${CONTACT_HEADER}\nAfter,${tag},,,,,\n`));
    expect(after.counts.created).toBe(1);
  }, 120_000);

  onPostgres(
    "two imports at once: one runs, the other is refused with 409 and changes nothing",
    async () => {
      const tags = [uniqueTag(), uniqueTag()];
      // Three batches of writes each: the first to take the lock still holds it when the other asks.
      const files = tags.map((tag) =>
        [CONTACT_HEADER, ...Array.from({ length: 3000 }, (_, index) => `Twin,${tag}-${index},,,,,`)].join("\n"),
      );
      const answers = await Promise.all(files.map((file) => importContacts(file)));
      expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
      const refused = answers.findIndex((answer) => answer.status === 409);
      expect(answers[refused]!.text).toBe(CSV_IMPORT_ERRORS.busy("contacts"));
      const counts = await Promise.all(
        tags.map((tag) => db.contact.count({ where: { lastName: { startsWith: `${tag}-` } } })),
      );
      expect(counts[refused]).toBe(0);
      expect(counts[1 - refused]).toBe(3000);
    },
    120_000,
  );

  onPostgres(
    "refuses at once, before reading the file, while another transaction holds the import's lock",
    async () => {
      const tag = uniqueTag();
      const upload = slowUpload(tag, 200);
      const answer = await db.$transaction(
        async (tx) => {
          await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtext('contact.import'))`;
          // The file stalls after its first pieces: an import that read it, or waited for the lock, would not answer.
          let timer: NodeJS.Timeout | undefined;
          const gaveUp = new Promise<null>((resolve) => (timer = setTimeout(() => resolve(null), 10_000)));
          // Cleared once answered: a pending timer would hold the test's worker open for ten seconds past the file.
          return Promise.race([upload.answer, gaveUp]).finally(() => clearTimeout(timer));
        },
        { timeout: 60_000 },
      );
      upload.finish();
      expect(answer && { status: answer.status, text: answer.text }).toEqual({
        status: 409,
        text: CSV_IMPORT_ERRORS.busy("contacts"),
      });
      expect(await db.contact.count({ where: { lastName: { startsWith: tag } } })).toBe(0);
    },
  );
});

describe("a file of very many rows", () => {
  it("answers the counts of every row but lists only the first outcomes and rejected rows; the server goes on", async () => {
    // 6 MB of one-field lines under a two-column header: three million rejected rows.
    const rows = 3_000_000;
    const answer = await dryRunContacts(`First,Last\n${"x\n".repeat(rows)}`, { columns: "firstName,lastName" });
    expect(answer.status).toBe(200);
    // Listing each row answered 242 MB of JSON for this file.
    expect(answer.text.length).toBeLessThan(200_000);
    const report = answer.json() as ImportResult;
    expect(report.counts).toEqual({ created: 0, updated: 0, skipped: 0, rejected: rows });
    expect(report.outcomes).toBe("r".repeat(OUTCOMES_LISTED));
    expect(report.rejected).toHaveLength(REJECTED_LISTED);
    expect(report.rejected[0]).toEqual({ row: 1, reason: CSV_IMPORT_ERRORS.fieldCount(1, 2), cells: ["x"] });
    expect(report.rejected.at(-1)!.row).toBe(REJECTED_LISTED);
    const tag = uniqueTag();
    expect((await result(await importContacts(`${CONTACT_HEADER}\nAfter,${tag},,,,,\n`))).counts.created).toBe(1);
  }, 180_000);

  it("lists the rejected rows that come first in the file, those refused on writing among them", async () => {
    const tag = uniqueTag();
    // Every row names a missing company (refused when its batch is written) or lacks its last name (refused on reading).
    const lines = Array.from({ length: 2500 }, (_, index) =>
      index % 2 ? `Odd,,,,,,` : `Even,${tag},,,No Such Co ${tag},,`,
    );
    const report = await result(await dryRunContacts([CONTACT_HEADER, ...lines].join("\n")));
    expect(report.counts.rejected).toBe(2500);
    expect(report.rejected.map(({ row }) => row)).toEqual(
      Array.from({ length: REJECTED_LISTED }, (_, index) => index + 1),
    );
    expect(report.rejected.slice(0, 2).map(({ reason }) => reason)).toEqual([
      CONTACT_ERRORS.companyNotFound,
      CONTACT_VALIDATION.lastNameRequired,
    ]);
  });
});

/** An admin whose session proved who they are ten minutes ago (STEP_UP_SECONDS is five): their cookie. */
async function staleAdminCookie() {
  const admin = await createTestUser({ isAdmin: true });
  const cookie = await sessionCookieFor(admin.id);
  await db.session.updateMany({
    where: { userId: admin.id },
    data: { confirmedAt: new Date(Date.now() - 10 * 60 * 1000) },
  });
  return cookie;
}

/** The last name of the tag's contact `index`: in file order when sorted. */
const nth = (tag: string, index: number) => `${tag}-${String(index).padStart(3, "0")}`;

/** `count` contacts of the tag, each with an email a file can name, first name "Old". */
async function existingContacts(tag: string, count: number) {
  await db.contact.createMany({
    data: Array.from({ length: count }, (_, index) => ({
      firstName: "Old",
      lastName: nth(tag, index),
      email: `${nth(tag, index)}@example.com`,
      phone: "1",
    })),
  });
  return db.contact.findMany({ where: { lastName: { startsWith: `${tag}-` } }, orderBy: { lastName: "asc" } });
}

/** A file naming the contacts by email: the first `changed` get a new first name, the others the one they have. */
const updateFile = (tag: string, count: number, changed: number) =>
  [
    CONTACT_HEADER,
    ...Array.from(
      { length: count },
      (_, index) => `${index < changed ? "New" : "Old"},${nth(tag, index)},${nth(tag, index)}@example.com,,,,`,
    ),
  ].join("\n");

const updateAudits = (ids: string[]) =>
  db.auditLog.findMany({ where: { action: "contact.update", targetId: { in: ids } }, orderBy: { targetId: "asc" } });

describe("updates of existing records", () => {
  it(`overwriting more than ${UPDATES_WITHOUT_STEP_UP} records needs a recent step-up: without it, the step-up answer and nothing changed`, async () => {
    const tag = uniqueTag();
    const count = UPDATES_WITHOUT_STEP_UP + 1;
    const before = await existingContacts(tag, count);
    const cookie = await staleAdminCookie();
    const file = updateFile(tag, count, count);
    const refused = await importContacts(file, { duplicates: "update" }, { cookie });
    expect({ status: refused.status, json: refused.json() }).toEqual({
      status: 401,
      json: { error: "reauthentication_required", message: "Confirm it's you to continue" },
    });
    expect(await contactsTagged(tag)).toEqual(
      before.map(({ lastName }) => expect.objectContaining({ firstName: "Old", lastName, version: 1 })),
    );
    expect(await updateAudits(before.map((contact) => contact.id))).toEqual([]);
    // A dry run changes nothing, so needs no proof; nor do a few updates, or a file of many rows that changes a few.
    const dryRun = await dryRunContacts(file, { duplicates: "update" }, { cookie });
    expect(okJson<ImportResult>(dryRun).outcomes).toBe("u".repeat(count));
    const few = await importContacts(
      updateFile(tag, count, UPDATES_WITHOUT_STEP_UP),
      { duplicates: "update" },
      { cookie },
    );
    expect(okJson<ImportResult>(few).counts.updated).toBe(count);
    expect(await updateAudits(before.map((contact) => contact.id))).toHaveLength(UPDATES_WITHOUT_STEP_UP);
  });

  it("with a recent step-up: one audit row per record changed, with before and after; one left as it was has none", async () => {
    const tag = uniqueTag();
    const count = UPDATES_WITHOUT_STEP_UP + 5;
    const before = await existingContacts(tag, count);
    const report = await result(await importContacts(updateFile(tag, count, count - 1), { duplicates: "update" }));
    expect(report.counts).toEqual({ created: 0, updated: count, skipped: 0, rejected: 0 });
    const after = await contactsTagged(tag);
    expect(after.map((contact) => [contact.firstName, contact.version])).toEqual([
      ...Array.from({ length: count - 1 }, () => ["New", 2]),
      ["Old", 1],
    ]);
    const changed = before.slice(0, count - 1);
    const adminId = await seedUserId("admin");
    const audits = await updateAudits(before.map((contact) => contact.id));
    expect(audits).toEqual(
      [...changed]
        .sort((a, b) => a.id.localeCompare(b.id))
        .map((contact) =>
          expect.objectContaining({
            actorId: adminId,
            targetType: "contact",
            targetId: contact.id,
            targetLabel: `New ${contact.lastName}`,
            details: expect.objectContaining({
              before: expect.objectContaining({ firstName: "Old", lastName: contact.lastName, phone: "1" }),
              after: expect.objectContaining({ firstName: "New", lastName: contact.lastName, phone: "1" }),
              version: 2,
              import: true,
            }),
          }),
        ),
    );
  });
});

describe("companies", () => {
  it("imports with the company form's rules; a duplicate is the same name trimmed and without case", async () => {
    const tag = uniqueTag();
    const existing = await db.company.create({ data: { name: `Acme ${tag}`, industry: "Tools" } });
    const csv = [
      "Name;Website;Industry;Size",
      `"  ACME ${tag} ";acme.example;;Large`,
      `Beta ${tag};;Software;enterprise`,
      `;;;`,
      `Gamma ${tag};not a url;;`,
    ].join("\n");
    const answer = await send(importCompaniesRoute, "/api/admin/companies/import", csv, {
      columns: "name,website,industry,size",
      duplicates: "update",
    });
    const report = await result(answer);
    expect(report.outcomes).toBe("ucrr");
    expect(report.rejected.map((row) => row.reason)).toEqual([
      COMPANY_VALIDATION.nameRequired,
      COMPANY_VALIDATION.websiteInvalid,
    ]);
    expect(await db.company.findUniqueOrThrow({ where: { id: existing.id } })).toMatchObject({
      name: `Acme ${tag}`,
      website: "https://acme.example",
      industry: "Tools",
      size: "large",
      version: 2,
    });
    expect(await db.company.findFirst({ where: { name: `Beta ${tag}` } })).toMatchObject({ size: "enterprise" });
    const [entry] = await importAudits(await seedUserId("admin"), "company.import");
    expect(entry).toMatchObject({
      targetLabel: "2 companies",
      details: { counts: { created: 1, updated: 1, skipped: 0, rejected: 2 } },
    });
  });
});
