import type { Upload } from "@/lib/api/route";
import { IMPORT_BODY_MAX_BYTES } from "@/lib/http/body-limits";

/** The body of every import route: the file itself, read whole (under its cap) before the import begins. */
export const CSV_UPLOAD: Upload = {
  contentType: "text/csv",
  maxBytes: IMPORT_BODY_MAX_BYTES,
  description:
    "The CSV file: UTF-8 (a byte-order mark is dropped), `,` or `;` between fields, quoted fields allowed, a header row first. `columns` maps each header column, in order, to a field or to nothing.",
};
