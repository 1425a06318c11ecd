// Where bonus files' bytes live (documented in docs/configuration.md, "Object storage"):
// any S3-compatible store when S3_BUCKET is set, else a local folder outside
// the project tree (next dev watches the tree and would reload on every write).
import path from "node:path";
import { localDataDir } from "@/lib/local-data";

export type S3Settings = {
  bucket: string;
  region: string;
  /** The endpoint the server talks to; unset means AWS itself. */
  endpoint?: string;
  /** The endpoint browsers reach for presigned URLs, when it differs (a store behind an internal name). */
  publicEndpoint?: string;
  forcePathStyle: boolean;
  /** Unset: the AWS SDK's default chain (environment, profile, instance role). */
  credentials?: { accessKeyId: string; secretAccessKey: string };
};

export type StorageSettings = { kind: "s3"; s3: S3Settings } | { kind: "local"; dir: string };

const KB = 1024;
const MB = 1024 * KB;
// The size column is a 32-bit integer; S3 takes one PUT up to 5 GB.
const LARGEST_ALLOWED = 2 * 1024 * MB - 1;

export function storageSettings(env: NodeJS.ProcessEnv = process.env): StorageSettings {
  if (!env.S3_BUCKET)
    return { kind: "local", dir: path.resolve(env.STORAGE_DIR || path.join(localDataDir(), "objects")) };
  const { S3_ACCESS_KEY_ID: accessKeyId, S3_SECRET_ACCESS_KEY: secretAccessKey } = env;
  if (Boolean(accessKeyId) !== Boolean(secretAccessKey))
    throw new Error("S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together");
  return {
    kind: "s3",
    s3: {
      bucket: env.S3_BUCKET,
      region: env.S3_REGION || "us-east-1",
      endpoint: env.S3_ENDPOINT || undefined,
      publicEndpoint: env.S3_PUBLIC_ENDPOINT || undefined,
      forcePathStyle: env.S3_FORCE_PATH_STYLE === "true",
      credentials: accessKeyId && secretAccessKey ? { accessKeyId, secretAccessKey } : undefined,
    },
  };
}

/** BONUS_FILE_MAX_MB (default 500): the largest bonus file the server and its upload URLs accept. */
export function maxBonusFileBytes(env: NodeJS.ProcessEnv = process.env): number {
  const value = env.BONUS_FILE_MAX_MB;
  if (value === undefined || value === "") return 500 * MB;
  const megabytes = Number(value);
  const bytes = Math.floor(megabytes * MB);
  if (!Number.isFinite(megabytes) || bytes < 1 || bytes > LARGEST_ALLOWED) {
    throw new Error(`BONUS_FILE_MAX_MB must be a number of megabytes above 0 and below 2048, not "${value}"`);
  }
  return bytes;
}

/**
 * STORAGE_UPLOAD_MIN_KB_PER_SECOND (default 50): the slowest pace an upload to the local store may keep. Its body
 * must arrive within its size at this pace, plus the general 5 minutes (lib/http/request-gate.ts): 500 MB gets 2 h
 * 55 min, while a client that stalls cannot hold the connection for ever.
 */
export function uploadMinBytesPerSecond(env: Partial<NodeJS.ProcessEnv> = process.env): number {
  const value = env.STORAGE_UPLOAD_MIN_KB_PER_SECOND;
  if (value === undefined || value === "") return 50 * KB;
  const kilobytes = Number(value);
  if (!Number.isFinite(kilobytes) || kilobytes <= 0) {
    throw new Error(`STORAGE_UPLOAD_MIN_KB_PER_SECOND must be a number of kilobytes above 0, not "${value}"`);
  }
  return kilobytes * KB;
}

/** How long a presigned upload URL may be started (a slow 500 MB upload needs only to begin in time) and a download URL used. */
export const UPLOAD_URL_SECONDS = 15 * 60;
export const DOWNLOAD_URL_SECONDS = 60;
