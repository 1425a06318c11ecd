// Any S3-compatible store (AWS S3, MinIO, Cloudflare R2, …) through the AWS SDK.
import {
  DeleteObjectCommand,
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from "@aws-sdk/client-s3";
import { getSignedUrl } from "@aws-sdk/s3-request-presigner";
import { DOWNLOAD_URL_SECONDS, UPLOAD_URL_SECONDS, type S3Settings } from "@/lib/storage/config";
import { attachmentDisposition } from "@/lib/http/content-disposition";
import type { ObjectStore, UploadTarget } from "@/lib/storage/object-store";

// The SDK warns on every start under Node 20 that releases after January 2027 will need Node 22; the
// versions pinned here support Node 20 (the project's engines); the move: docs/decisions/bonus-files.md.
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= "true";

function client(settings: S3Settings, endpoint: string | undefined): S3Client {
  return new S3Client({
    region: settings.region,
    endpoint,
    forcePathStyle: settings.forcePathStyle,
    credentials: settings.credentials,
    // Checksums only where S3 requires them: a presigned PUT must not demand a checksum header the browser cannot compute in advance.
    requestChecksumCalculation: "WHEN_REQUIRED",
    responseChecksumValidation: "WHEN_REQUIRED",
  });
}

async function readAtMost(
  body: AsyncIterable<Uint8Array> & { destroy?: () => void },
  length: number,
): Promise<Uint8Array> {
  const chunks: Uint8Array[] = [];
  let total = 0;
  for await (const chunk of body) {
    chunks.push(chunk);
    total += chunk.length;
    if (total >= length) break;
  }
  body.destroy?.();
  return Buffer.concat(chunks).subarray(0, length);
}

const isNotFound = (error: unknown) => error instanceof S3ServiceException && error.$metadata.httpStatusCode === 404;

export class S3ObjectStore implements ObjectStore {
  private readonly server: S3Client;
  private readonly signer: S3Client;
  private readonly bucket: string;

  constructor(settings: S3Settings) {
    this.bucket = settings.bucket;
    this.server = client(settings, settings.endpoint);
    this.signer = settings.publicEndpoint ? client(settings, settings.publicEndpoint) : this.server;
  }

  async uploadUrl(key: string, { size, contentType }: { size: number; contentType: string }): Promise<UploadTarget> {
    const command = new PutObjectCommand({
      Bucket: this.bucket,
      Key: key,
      ContentLength: size,
      ContentType: contentType,
      IfNoneMatch: "*",
    });
    // Signed headers: S3 refuses a body of another size (the size limit holds in the store too) and, with
    // If-None-Match (a conditional write), any PUT once an object is there.
    const signableHeaders = new Set(["content-length", "content-type", "if-none-match"]);
    const url = await getSignedUrl(this.signer, command, { expiresIn: UPLOAD_URL_SECONDS, signableHeaders });
    return { url, method: "PUT", headers: { "Content-Type": contentType, "If-None-Match": "*" } };
  }

  downloadUrl(key: string, { fileName, contentType }: { fileName: string; contentType: string }): Promise<string> {
    const command = new GetObjectCommand({
      Bucket: this.bucket,
      Key: key,
      ResponseContentDisposition: attachmentDisposition(fileName),
      ResponseContentType: contentType,
    });
    return getSignedUrl(this.signer, command, { expiresIn: DOWNLOAD_URL_SECONDS });
  }

  async size(key: string): Promise<number | null> {
    try {
      const head = await this.server.send(new HeadObjectCommand({ Bucket: this.bucket, Key: key }));
      return head.ContentLength ?? 0;
    } catch (error) {
      if (isNotFound(error)) return null;
      throw error;
    }
  }

  async readRange(key: string, offset: number, length: number): Promise<Uint8Array> {
    try {
      const object = await this.server.send(
        new GetObjectCommand({ Bucket: this.bucket, Key: key, Range: `bytes=${offset}-${offset + length - 1}` }),
      );
      // Read no more than asked, even from a store that ignores Range and sends the whole object.
      return object.Body
        ? readAtMost(object.Body as AsyncIterable<Uint8Array> & { destroy?: () => void }, length)
        : new Uint8Array();
    } catch (error) {
      // 416: the range starts past the end of the object.
      if (error instanceof S3ServiceException && error.$metadata.httpStatusCode === 416) return new Uint8Array();
      throw error;
    }
  }

  async put(key: string, bytes: Uint8Array, contentType: string): Promise<void> {
    await this.server.send(
      new PutObjectCommand({ Bucket: this.bucket, Key: key, Body: bytes, ContentType: contentType }),
    );
  }

  async delete(key: string): Promise<void> {
    await this.server.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: key }));
  }

  async deletePrefix(prefix: string): Promise<void> {
    let token: string | undefined;
    do {
      const page = await this.server.send(
        new ListObjectsV2Command({ Bucket: this.bucket, Prefix: prefix, ContinuationToken: token }),
      );
      const objects = (page.Contents ?? []).flatMap((object) => (object.Key ? [{ Key: object.Key }] : []));
      if (objects.length > 0) {
        const result = await this.server.send(
          new DeleteObjectsCommand({ Bucket: this.bucket, Delete: { Objects: objects, Quiet: true } }),
        );
        if (result.Errors?.length)
          throw new Error(
            `S3 could not delete ${result.Errors.length} object(s) under ${prefix}: ${result.Errors[0]?.Message}`,
          );
      }
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
  }
}
