// Bytes for bonus-file tests (no database imports: isolated-database test files load them statically).

/** Small files whose first bytes are what each type's readers expect. */
// An ID3v2 header declaring a 100 KB tag (syncsafe size), so what follows lies beyond the first 64 KB read.
const id3Header = Buffer.from([0x49, 0x44, 0x33, 4, 0, 0, 0x00, 0x06, 0x0d, 0x20]);

export const SAMPLES: Record<"pdf" | "mp3" | "elf" | "exe" | "id3Disguise", Buffer<ArrayBuffer>> = {
  pdf: Buffer.from(`%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\n${"x".repeat(2000)}\n%%EOF\n`),
  mp3: Buffer.concat([
    Buffer.from("ID3"),
    Buffer.from([4, 0, 0, 0, 0, 0, 10]),
    Buffer.alloc(10),
    Buffer.from("fffb9064", "hex"),
    Buffer.alloc(600),
  ]),
  /** A Linux executable, to be renamed to an accepted extension. */
  elf: Buffer.concat([Buffer.from("7f454c46020101", "hex"), Buffer.alloc(500)]),
  /** A Windows executable. */
  exe: Buffer.concat([Buffer.from("MZ"), Buffer.alloc(62), Buffer.from("PE"), Buffer.alloc(300)]),
  /** An executable behind a large ID3 tag: MP3 by its first bytes only. */
  id3Disguise: Buffer.concat([
    id3Header,
    Buffer.alloc(100_000),
    Buffer.from("MZ"),
    Buffer.alloc(62),
    Buffer.from("PE"),
    Buffer.alloc(300),
  ]),
};
