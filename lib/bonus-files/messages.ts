// Texts for a shop item's bonus files: SPEC's (§5, §8) word for word, and ours
// for the storage rules SPEC leaves open (docs/decisions/bonus-files.md). Tests and UI share them.
import { BONUS_FILE_EXTENSIONS } from "@/lib/shop/messages";

const extensionList = `${BONUS_FILE_EXTENSIONS.slice(0, -1).join(", ")} and ${BONUS_FILE_EXTENSIONS.at(-1)}`;

export const BONUS_TEXT = {
  missing: "missing",
  missingHint: "Saved without its bytes: upload the file to make it downloadable.",
  uploadMissing: "Upload file",
  unchecked: "unchecked",
  uncheckedHint: "Bytes arrived outside the panel: check them to make the file downloadable.",
  check: "Check file",
  download: "Download",
  delete: "Delete file",
  deleteDescription: "The file is removed from storage and can no longer be downloaded. This action cannot be undone.",
  uploading: "Uploading",
  checking: "Checking",
  failed: "Failed",
  accepted: `Accepted: ${extensionList}.`,
  dropHint: "Drop files here or use Add Files.",
  loading: "Loading bonus files...",
  loadFailed: "Could not load bonus files.",
  retry: "Try again",
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
  sizeMismatch: (fileName: string, stored: number, declared: number) =>
    `"${fileName}" is stored with ${stored} bytes, not the ${declared} declared`,
  contentMismatch: (fileName: string) =>
    `The content of "${fileName}" is not a file of its type (${extensionList} only)`,
  notUploaded: "This file has not been uploaded yet",
  tooManyUploads: (max: number, minutes: number) =>
    `This item already has ${max} uploads in progress; try again once they are saved or in ${minutes} minutes`,
  notChecked: "This file's bytes have not been checked yet",
} as const;

/**
 * SPEC §8's fallback when the metadata call fails; ours for the rest. SPEC's success text ("… Upload
 * files to object storage at the specified paths.") is not shown: the screen has uploaded them.
 */
export const BONUS_TOASTS = {
  uploaded: (fileName: string) => ({ title: "Success", description: `Bonus file uploaded: ${fileName}` }),
  uploadFailed: "Failed to upload bonus file",
  saveMetadataFailed: "Failed to save bonus file metadata",
  check: { success: { title: "Success", description: "Bonus file checked" }, fallback: "Failed to check bonus file" },
  delete: { success: { title: "Success", description: "Bonus file deleted" }, fallback: "Failed to delete bonus file" },
} as const;
