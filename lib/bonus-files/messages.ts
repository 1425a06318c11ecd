// Texts for a shop item's bonus files: SPEC's (§5, §8) word for word, and ours
// for the storage rules SPEC leaves open (docs/decisions.md). Tests and UI share them.
import { BONUS_FILE_EXTENSIONS } from "@/lib/shop/messages";

const extensionList = `${BONUS_FILE_EXTENSIONS.slice(0, -1).join(", ")} and ${BONUS_FILE_EXTENSIONS.at(-1)}`;

export const BONUS_TEXT = {
  missing: "missing",
  missingHint: "Saved without its bytes: upload the file to make it downloadable.",
  uploadMissing: "Upload file",
  download: "Download",
  delete: "Delete file",
  uploading: "Uploading",
  checking: "Checking",
  accepted: `Accepted: ${extensionList}.`,
} as const;

export const BONUS_ERRORS = {
  fileNotFound: "Bonus file not found",
  filesRequired: "At least one file is required",
  tooManyInRequest: "At most 20 files at once",
  tooManyOnItem: (max: number) => `A shop item can hold at most ${max} bonus files`,
  fileNameRequired: "File name is required",
  fileNameTooLong: "File name must be at most 200 characters",
  fileNameUnsafe: 'File name may not contain control characters, / \\ : * ? " < > | or start with a dot',
  extensionNotAllowed: `Only ${extensionList} files are allowed`,
  storageKeyMismatch: "storageKey must be shop-bonuses/{itemId}/{fileName}",
  fileSizeInvalid: "File size must be a whole number of bytes above 0",
  tooLarge: (maxBytes: number) => `Files may be at most ${Math.floor(maxBytes / (1024 * 1024))} MB`,
  mimeTypeInvalid: "mimeType must be a media type such as application/pdf",
  duplicateInRequest: (fileName: string) => `"${fileName}" is listed more than once`,
  duplicate: (fileName: string) => `A bonus file named "${fileName}" already exists for this item`,
  sizeMismatch: (fileName: string, stored: number, declared: number) => `"${fileName}" is stored with ${stored} bytes, not the ${declared} declared`,
  contentMismatch: (fileName: string) => `The content of "${fileName}" is not a file of its type (${extensionList} only)`,
  notUploaded: "This file has not been uploaded yet",
  alreadyStored: (fileName: string) => `"${fileName}" is already stored`,
} as const;

/** SPEC §8 for the metadata save; ours for the rest. */
export const BONUS_TOASTS = {
  saveMetadata: {
    success: { title: "Success", description: "Bonus file metadata saved. Upload files to object storage at the specified paths." },
    fallback: "Failed to save bonus file metadata",
  },
  uploaded: (count: number) => ({ title: "Success", description: count === 1 ? "Bonus file uploaded" : `${count} bonus files uploaded` }),
  uploadFailed: "Failed to upload bonus file",
  delete: { success: { title: "Success", description: "Bonus file deleted" }, fallback: "Failed to delete bonus file" },
} as const;
