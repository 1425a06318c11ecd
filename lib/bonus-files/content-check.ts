// Recognises a stored file by its bytes (magic numbers, via file-type), so a
// renamed executable is refused whatever its extension says.
import { fileTypeFromBuffer } from "file-type/core";
import type { BonusExtension } from "@/lib/bonus-files/schema";

/** Enough of a file for every accepted type (a .docx is recognised from its first zip entries). */
const SNIFF_BYTES = 64 * 1024;

// What file-type may call each accepted extension's content. Office documents
// are zips (.docx) or compound files (.doc); an MP4 may be recognised by its brand.
const RECOGNISED_AS: Record<BonusExtension, readonly string[]> = {
  ".pdf": ["pdf"],
  ".zip": ["zip", "docx", "xlsx", "pptx"],
  ".mp4": ["mp4", "m4v", "m4a"],
  ".mp3": ["mp3"],
  ".doc": ["cfb", "doc"],
  ".docx": ["docx", "zip"],
};

export type ReadRange = (offset: number, length: number) => Promise<Uint8Array>;

/** Where the audio after an ID3v2 tag starts (header, syncsafe size, optional footer), or null without a tag. */
function afterId3Tag(bytes: Uint8Array): number | null {
  if (bytes.length < 10 || String.fromCharCode(bytes[0]!, bytes[1]!, bytes[2]!) !== "ID3") return null;
  const size = (bytes[6]! << 21) | (bytes[7]! << 14) | (bytes[8]! << 7) | bytes[9]!;
  const footer = bytes[5]! & 0x10 ? 10 : 0;
  return 10 + size + footer;
}

async function detected(bytes: Uint8Array): Promise<string | undefined> {
  return (await fileTypeFromBuffer(bytes))?.ext;
}

/** Whether a stored file's content is what its extension allows. */
export async function contentMatches(extension: BonusExtension, read: ReadRange): Promise<boolean> {
  const start = await read(0, SNIFF_BYTES);
  const kind = await detected(start);
  if (kind === undefined || !RECOGNISED_AS[extension].includes(kind)) return false;
  // file-type calls anything after an ID3 tag MP3 when the tag outgrows what it was given: the audio itself must follow.
  const audio = kind === "mp3" ? afterId3Tag(start) : null;
  return audio === null || (await detected(await read(audio, SNIFF_BYTES))) === "mp3";
}
