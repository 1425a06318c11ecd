import { ADMIN_BODY_MAX_BYTES, IMPORT_BODY_MAX_BYTES, refusedBody } from "@/lib/http/body-limits";

describe("bodies server.ts refuses before Next reads them", () => {
  it.each([
    ["an admin call over the cap", "/api/admin/users", { "content-length": String(ADMIN_BODY_MAX_BYTES + 1) }, true],
    ["an admin call within it", "/api/admin/users", { "content-length": String(ADMIN_BODY_MAX_BYTES) }, false],
    [
      "a chunked admin call (its route stops reading at the cap)",
      "/api/admin/users",
      { "transfer-encoding": "chunked" },
      false,
    ],
    [
      "an import within its own cap",
      "/api/admin/contacts/import",
      { "content-length": String(IMPORT_BODY_MAX_BYTES) },
      false,
    ],
    [
      "an import over its cap",
      "/api/admin/companies/import/dry-run",
      { "content-length": String(IMPORT_BODY_MAX_BYTES + 1) },
      true,
    ],
    ["any body to a page", "/users", { "content-length": "1" }, true],
    ["a chunked body to a page", "/", { "transfer-encoding": "chunked" }, true],
    ["a page without a body", "/users", {}, false],
    [
      "an upload to the local store (its route checks the signed size)",
      "/api/storage/shop-bonuses/x/a.pdf",
      { "content-length": String(500 * 1024 * 1024) },
      false,
    ],
  ])("%s", (_case, path, headers, refused) => {
    expect(refusedBody(path, headers)).toBe(refused);
  });
});
