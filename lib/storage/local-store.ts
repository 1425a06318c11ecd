// The default store: a folder on the panel's own disk (STORAGE_DIR, else
// beside the embedded database, outside the project tree). Its presigned URLs
// point at the panel's own /api/storage route (lib/storage/local-route.ts),
// which checks the signature and streams the bytes to or from disk.
import { randomUUID } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { Readable, Transform } from "node:stream";
import { pipeline } from "node:stream/promises";
import { DOWNLOAD_URL_SECONDS, UPLOAD_URL_SECONDS } from "@/lib/storage/config";
import type { ObjectStore, UploadTarget } from "@/lib/storage/object-store";
import { signTerms } from "@/lib/storage/signed-url";

export const LOCAL_STORAGE_ROUTE = "/api/storage";

/** An upload whose body is not exactly the signed size. */
export class UploadSizeError extends Error {
  /** True when more bytes came than were signed: the request is refused as too large (413). */
  constructor(
    message: string,
    readonly tooLarge = false,
  ) {
    super(message);
  }
}

/** An upload to a key that already holds an object (S3 answers such a conditional PUT 412 too). */
export class ObjectExistsError extends Error {}

const isMissing = (error: unknown) => (error as NodeJS.ErrnoException).code === "ENOENT";

const urlPath = (key: string) => `${LOCAL_STORAGE_ROUTE}/${key.split("/").map(encodeURIComponent).join("/")}`;

export class LocalObjectStore implements ObjectStore {
  constructor(readonly root: string) {}

  /** The key's file, refusing anything that could leave the root (empty, dot-led or NUL segments). */
  private pathFor(key: string): string {
    const segments = key.split("/");
    if (segments.some((segment) => segment === "" || segment.startsWith(".") || segment.includes("\0")))
      throw new Error(`Invalid object key: ${key}`);
    const file = path.resolve(this.root, ...segments);
    if (!file.startsWith(this.root + path.sep)) throw new Error(`Invalid object key: ${key}`);
    return file;
  }

  async uploadUrl(key: string, { size, contentType }: { size: number; contentType: string }): Promise<UploadTarget> {
    this.pathFor(key);
    const query = signTerms("PUT", key, { size: String(size), type: contentType }, UPLOAD_URL_SECONDS);
    return { url: `${urlPath(key)}?${query}`, method: "PUT", headers: { "Content-Type": contentType } };
  }

  async downloadUrl(
    key: string,
    { fileName, contentType }: { fileName: string; contentType: string },
  ): Promise<string> {
    this.pathFor(key);
    return `${urlPath(key)}?${signTerms("GET", key, { name: fileName, type: contentType }, DOWNLOAD_URL_SECONDS)}`;
  }

  async size(key: string): Promise<number | null> {
    try {
      const stat = await fs.promises.stat(this.pathFor(key));
      return stat.isFile() ? stat.size : null;
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  async readRange(key: string, offset: number, length: number): Promise<Uint8Array> {
    const file = await fs.promises.open(this.pathFor(key), "r");
    try {
      const buffer = Buffer.alloc(length);
      const { bytesRead } = await file.read(buffer, 0, length, offset);
      return buffer.subarray(0, bytesRead);
    } finally {
      await file.close();
    }
  }

  /** The object's bytes as a stream, for the download route. */
  read(key: string): Readable {
    return fs.createReadStream(this.pathFor(key));
  }

  async put(key: string, bytes: Uint8Array): Promise<void> {
    await this.write(key, Readable.from([bytes]), bytes.length);
  }

  /**
   * Streams exactly `size` bytes to `key`: into a temporary file first, linked
   * into place once complete (never over an existing object, as S3's
   * If-None-Match), so a failed, oversized or replayed upload leaves nothing.
   */
  async write(key: string, body: Readable, size: number): Promise<void> {
    const file = this.pathFor(key);
    const temporary = path.join(this.root, ".uploads", randomUUID());
    await fs.promises.mkdir(path.dirname(temporary), { recursive: true });
    let received = 0;
    const counter = new Transform({
      transform(chunk: Buffer, _encoding, done) {
        received += chunk.length;
        done(
          received > size ? new UploadSizeError(`The upload is larger than the signed ${size} bytes`, true) : null,
          chunk,
        );
      },
    });
    try {
      await pipeline(body, counter, fs.createWriteStream(temporary, { mode: 0o600 }));
      if (received !== size) throw new UploadSizeError(`The upload has ${received} bytes, not the signed ${size}`);
      await fs.promises.mkdir(path.dirname(file), { recursive: true });
      await fs.promises.link(temporary, file).catch((error: NodeJS.ErrnoException) => {
        throw error.code === "EEXIST" ? new ObjectExistsError(`An object is already stored at ${key}`) : error;
      });
    } finally {
      await fs.promises.rm(temporary, { force: true });
    }
  }

  async delete(key: string): Promise<void> {
    await fs.promises.rm(this.pathFor(key), { force: true });
  }

  async deletePrefix(prefix: string): Promise<void> {
    await fs.promises.rm(this.pathFor(prefix.replace(/\/$/, "")), { recursive: true, force: true });
  }
}
