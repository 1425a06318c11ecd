// Bytes for bonus-file tests (no database imports: isolated-database test files load them statically).

/** Small files whose first bytes are what each type's readers expect. */
export const SAMPLES: Record<"pdf" | "mp3" | "elf" | "exe", Buffer<ArrayBuffer>> = {
  pdf: Buffer.from(`%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\n${"x".repeat(2000)}\n%%EOF\n`),
  mp3: Buffer.concat([Buffer.from("ID3"), Buffer.from([4, 0, 0, 0, 0, 0, 10]), Buffer.alloc(10), Buffer.from("fffb9064", "hex"), Buffer.alloc(600)]),
  /** A Linux executable, to be renamed to an accepted extension. */
  elf: Buffer.concat([Buffer.from("7f454c46020101", "hex"), Buffer.alloc(500)]),
  /** A Windows executable. */
  exe: Buffer.concat([Buffer.from("MZ"), Buffer.alloc(62), Buffer.from("PE"), Buffer.alloc(300)]),
};
