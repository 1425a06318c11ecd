import fc from "fast-check";
import { csvBatches, csvDialect } from "@/lib/csv-import/parse";

/** The bytes as a stream cut at the given offsets. */
function streamOf(bytes: Uint8Array, cuts: number[]): ReadableStream<Uint8Array> {
  const ends = [...new Set(cuts.map((cut) => cut % (bytes.length + 1)))].sort((a, b) => a - b);
  const pieces = [...ends, bytes.length].map((end, index) => bytes.slice(index ? ends[index - 1] : 0, end));
  return new ReadableStream({
    start(controller) {
      for (const piece of pieces) if (piece.length) controller.enqueue(piece);
      controller.close();
    },
  });
}

async function records(stream: ReadableStream<Uint8Array>) {
  const all: string[][] = [];
  for await (const batch of csvBatches(stream)) all.push(...batch.records);
  return all;
}

describe("csvDialect", () => {
  it.each([
    ["a,b\n1,2\n", ","],
    ["Name;Size\nx;large\n", ";"],
    ['"a;b",c\r\n1,2\r\n', ","],
  ])("guesses the delimiter of %j", (sample, delimiter) => {
    expect(csvDialect(sample).delimiter).toBe(delimiter);
  });
});

describe("csvBatches", () => {
  const file = '\uFEFFName;Note\r\n"Zoë; Ünal";"two\r\nlines ""quoted"""\r\n\r\nÅsa;=1+1\r\n';
  const expected = [
    ["Name", "Note"],
    ["Zoë; Ünal", 'two\r\nlines "quoted"'],
    ["Åsa", "=1+1"],
  ];

  it("reads the same records however the body is cut (inside a character, a quote or a CRLF)", async () => {
    const bytes = new TextEncoder().encode(file);
    await fc.assert(
      fc.asyncProperty(fc.array(fc.nat({ max: bytes.length }), { maxLength: 8 }), async (cuts) => {
        expect(await records(streamOf(bytes, cuts))).toEqual(expected);
      }),
      { numRuns: 200 },
    );
  });

  it("marks a record with an unclosed quote as malformed", async () => {
    const batches = [];
    for await (const batch of csvBatches(streamOf(new TextEncoder().encode('a,b\n"x,y\n'), []))) batches.push(batch);
    const last = batches.at(-1)!;
    expect([...last.malformed.values()]).toEqual([expect.stringContaining("Quoted field")]);
  });
});
