import { COMPANY_IMPORT_FIELDS } from "@/lib/companies/import-fields";
import { CONTACT_IMPORT_FIELDS } from "@/lib/contacts/import-fields";
import { autoMatch, readPreview } from "@/lib/csv-import/preview";

describe("autoMatch", () => {
  it("matches headers by field name, label or alias, without case or punctuation, each field once", () => {
    const header = ["E-mail Address", "first_name", "Surname", "Notes", "EMAIL", "Organisation"];
    expect(autoMatch(header, CONTACT_IMPORT_FIELDS)).toEqual(["email", "firstName", "lastName", null, null, "company"]);
    expect(autoMatch(["Company", "URL", "Size"], COMPANY_IMPORT_FIELDS)).toEqual(["name", "website", "size"]);
  });
});

describe("readPreview", () => {
  it("reads the header and the first five rows of a `;` file with a BOM", async () => {
    const lines = ["\uFEFFName;Size", ...Array.from({ length: 9 }, (_, index) => `"Co ${index}; Ltd";small`)];
    const preview = await readPreview(new Blob([lines.join("\r\n")]));
    expect(preview.header).toEqual(["Name", "Size"]);
    expect(preview.rows).toHaveLength(5);
    expect(preview.rows[0]).toEqual(["Co 0; Ltd", "small"]);
  });
});
