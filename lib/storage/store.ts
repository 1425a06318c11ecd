// Picks the object store the environment names (lib/storage/config.ts).
import { storageSettings, type StorageSettings } from "@/lib/storage/config";
import { LocalObjectStore } from "@/lib/storage/local-store";
import type { ObjectStore } from "@/lib/storage/object-store";
import { S3ObjectStore } from "@/lib/storage/s3-store";

let cached: { settings: string; store: ObjectStore } | undefined;

function createStore(settings: StorageSettings): ObjectStore {
  return settings.kind === "s3" ? new S3ObjectStore(settings.s3) : new LocalObjectStore(settings.dir);
}

/** The store the environment names (S3_BUCKET, else STORAGE_DIR), made once per configuration. */
export function objectStore(): ObjectStore {
  const settings = storageSettings();
  const key = JSON.stringify(settings);
  if (cached?.settings !== key) cached = { settings: key, store: createStore(settings) };
  return cached.store;
}
