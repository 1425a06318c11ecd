// The rejected rows an import's answer lists: the first REJECTED_LISTED of the file, however
// many there are (lib/csv-import/schema.ts), kept in bounded memory as the rows are refused.
import type { RejectedRow } from "@/lib/csv-import/schema";

/** The rejected rows that come first in the file, however many there are, in at most twice `limit`'s memory. */
export class FirstRejected {
  private rows: RejectedRow[] = [];
  constructor(private readonly limit: number) {}

  add(row: RejectedRow) {
    this.rows.push(row);
    if (this.rows.length >= 2 * this.limit) this.trim();
  }

  /** In file order: rows refused by a batch's write are found after later rows refused on reading. */
  list(): RejectedRow[] {
    this.trim();
    return this.rows;
  }

  private trim() {
    this.rows.sort((a, b) => a.row - b.row);
    this.rows.length = Math.min(this.rows.length, this.limit);
  }
}
