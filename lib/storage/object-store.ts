// The one interface to where bonus files' bytes live. Browsers upload and
// download with short-lived presigned URLs, so large files never pass through
// the panel's server; the server itself only looks at objects (size, first
// bytes), writes small ones (the seed, tests) and deletes them.
export type UploadTarget = { url: string; method: "PUT"; headers: Record<string, string> };

export interface ObjectStore {
  /**
   * A URL that accepts exactly `size` bytes of `contentType` at `key` for UPLOAD_URL_SECONDS (may be
   * relative to the panel), only while nothing is stored there: a replayed URL cannot replace checked bytes.
   */
  uploadUrl(key: string, upload: { size: number; contentType: string }): Promise<UploadTarget>;
  /** A URL that serves the object as an attachment named `fileName` for DOWNLOAD_URL_SECONDS (may be relative to the panel). */
  downloadUrl(key: string, download: { fileName: string; contentType: string }): Promise<string>;
  /** The object's size, or null when nothing is stored at `key`. */
  size(key: string): Promise<number | null>;
  /** Up to `length` bytes of the object from `offset` (to recognise its content); empty past its end. */
  readRange(key: string, offset: number, length: number): Promise<Uint8Array>;
  put(key: string, bytes: Uint8Array, contentType: string): Promise<void>;
  /** Deletes every object whose key starts with `prefix` (ending in "/"). */
  deletePrefix(prefix: string): Promise<void>;
  delete(key: string): Promise<void>;
}
