// Recognises a stored file by its bytes (magic numbers, via file-type), so a
// renamed executable is refused whatever its extension says.
import { fileTypeFromBuffer } from "file-type/core";
import type { BonusExtension } from "@/lib/bonus-files/schema";

/** Enough of the start of a file for every accepted type (a .docx is recognised from its first zip entries). */
export const SNIFF_BYTES = 64 * 1024;

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

/** Whether the first bytes of a file are content its extension allows. */
export async function contentMatches(extension: BonusExtension, firstBytes: Uint8Array): Promise<boolean> {
  const detected = await fileTypeFromBuffer(firstBytes);
  return detected !== undefined && RECOGNISED_AS[extension].includes(detected.ext);
}
