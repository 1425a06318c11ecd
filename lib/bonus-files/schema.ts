// zod schemas for a shop item's bonus files, shared by the upload screen and
// the route handlers (SPEC §3, §5, §7), and the file-name rules both apply.
import { z } from "zod";
import { BONUS_ERRORS } from "@/lib/bonus-files/messages";
import type { Json } from "@/lib/serialize";
import { BONUS_FILE_EXTENSIONS } from "@/lib/shop/messages";

export const MAX_FILES_PER_REQUEST = 20;
export const MAX_FILES_PER_ITEM = 100;
const MAX_FILE_NAME = 200;
const LARGEST_INT = 2 ** 31 - 1;

export type BonusExtension = (typeof BONUS_FILE_EXTENSIONS)[number];

/** The media type each accepted extension is stored and served with once its content is checked. */
export const BONUS_MEDIA_TYPES: Record<BonusExtension, string> = {
  ".pdf": "application/pdf",
  ".zip": "application/zip",
  ".mp4": "video/mp4",
  ".mp3": "audio/mpeg",
  ".doc": "application/msword",
  ".docx": "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
};

/** The file's accepted extension (lower case), or null. */
export function bonusExtension(fileName: string): BonusExtension | null {
  const dot = fileName.lastIndexOf(".");
  const extension = dot > 0 ? fileName.slice(dot).toLowerCase() : "";
  return (BONUS_FILE_EXTENSIONS as readonly string[]).includes(extension) ? (extension as BonusExtension) : null;
}

// Control characters (C0, C1), path separators, characters Windows forbids, and
// the invisible marks that reorder text ("invoice\u202Efdp.exe" would read as "invoiceexe.pdf").
const UNSAFE_CHARACTERS = /[\u0000-\u001f\u007f-\u009f\u200e\u200f\u202a-\u202e\u2066-\u2069/\\:*?"<>|]/g;

/**
 * A picked file's name made safe to store, as the upload screen sends it:
 * unsafe characters become "_", leading dots and spaces go, and a long name is
 * shortened before its extension. The server refuses any name this would change.
 */
export function safeFileName(name: string): string {
  const cleaned = name
    .normalize("NFC")
    .replace(UNSAFE_CHARACTERS, "_")
    .replace(/^[\s.]+/, "")
    .trim();
  if (cleaned.length <= MAX_FILE_NAME) return cleaned;
  const dot = cleaned.lastIndexOf(".");
  const extension = dot > 0 && cleaned.length - dot <= 10 ? cleaned.slice(dot) : "";
  return cleaned.slice(0, MAX_FILE_NAME - extension.length).trimEnd() + extension;
}

/** SPEC §7: where an item's file lives in object storage. */
export const bonusStorageKey = (itemId: string, fileName: string) => `shop-bonuses/${itemId}/${fileName}`;

/** The prefix holding every object of an item (deleted with the item). */
export const bonusStoragePrefix = (itemId: string) => `shop-bonuses/${itemId}/`;

export const fileNameSchema = z
  .string({ error: BONUS_ERRORS.fileNameRequired })
  .min(1, BONUS_ERRORS.fileNameRequired)
  .max(MAX_FILE_NAME, BONUS_ERRORS.fileNameTooLong)
  .refine((name) => name === safeFileName(name), BONUS_ERRORS.fileNameUnsafe)
  .refine((name) => bonusExtension(name) !== null, BONUS_ERRORS.extensionNotAllowed);

const fileSizeSchema = z
  .number({ error: BONUS_ERRORS.fileSizeInvalid })
  .int(BONUS_ERRORS.fileSizeInvalid)
  .min(1, BONUS_ERRORS.fileSizeInvalid)
  .max(LARGEST_INT, BONUS_ERRORS.fileSizeInvalid);

const mimeTypeSchema = z
  .string({ error: BONUS_ERRORS.mimeTypeInvalid })
  .trim()
  .max(100, BONUS_ERRORS.mimeTypeInvalid)
  .regex(/^[\w.+-]+\/[\w.+-]+$/, BONUS_ERRORS.mimeTypeInvalid)
  .default("application/octet-stream");

/** One file of SPEC's metadata call. */
export const bonusFileMetadataSchema = z.object({
  fileName: fileNameSchema,
  storageKey: z.string({ error: BONUS_ERRORS.storageKeyMismatch }),
  fileSize: fileSizeSchema,
  mimeType: mimeTypeSchema,
});
export type BonusFileMetadata = z.output<typeof bonusFileMetadataSchema>;

/** POST /api/admin/shop/{id}/bonuses/upload (SPEC §7): metadata only; the bytes are (or will be) at each storageKey. */
export const saveBonusMetadataSchema = z.object({
  files: z
    .array(bonusFileMetadataSchema, { error: BONUS_ERRORS.filesRequired })
    .min(1, BONUS_ERRORS.filesRequired)
    .max(MAX_FILES_PER_REQUEST, BONUS_ERRORS.tooManyInRequest)
    .superRefine((files, ctx) => {
      const seen = new Set<string>();
      for (const file of files) {
        const name = file.fileName.toLowerCase();
        if (seen.has(name)) ctx.addIssue({ code: "custom", message: BONUS_ERRORS.duplicateInRequest(file.fileName) });
        seen.add(name);
      }
    }),
});
export type SaveBonusMetadata = z.output<typeof saveBonusMetadataSchema>;

/** POST /api/admin/shop/{id}/bonuses/upload-url: a presigned upload for a new file, or for a saved file whose bytes are missing. */
export const uploadUrlRequestSchema = z.object({ fileName: fileNameSchema, fileSize: fileSizeSchema });
export type UploadUrlRequest = z.output<typeof uploadUrlRequestSchema>;

export type UploadUrlAnswer = {
  storageKey: string;
  url: string;
  method: "PUT";
  headers: Record<string, string>;
  /** Set when the upload fills in a saved file whose bytes were missing: check it (…/confirm) instead of saving metadata. */
  fileId: string | null;
};

export const bonusFileParamsSchema = z.object({ id: z.string(), fileId: z.string() });

/** stored: checked bytes, downloadable; unchecked: bytes put at the key outside the panel, not yet checked; missing: no bytes yet. */
export type BonusFileStatus = "stored" | "unchecked" | "missing";

export type BonusFileRecord = {
  id: string;
  fileName: string;
  fileSize: number;
  storageKey: string;
  mimeType: string;
  uploadedAt: Date;
  status: BonusFileStatus;
};

/** A bonus file as JSON delivers it. */
export type BonusFileRow = Json<BonusFileRecord>;
