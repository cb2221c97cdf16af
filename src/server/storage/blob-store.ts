import type { Readable } from "node:stream";

/**
 * Where photo files live. The disk store is the default; an S3-compatible
 * store implements the same contract for production.
 */
export interface BlobStore {
  /** Streams `body` under `key`; readers see the whole object or nothing. Returns bytes written. */
  put(
    key: string,
    body: Readable | AsyncIterable<Uint8Array>,
    options?: { contentType?: string },
  ): Promise<{ size: number }>;
  /** The object's bytes, or null when there is no such key. */
  get(key: string): Promise<Readable | null>;
  /** Removes the object; removing a missing key is not an error. */
  delete(key: string): Promise<void>;
  exists(key: string): Promise<boolean>;
  /** Throws when the store cannot take writes (used by the health check and at start). */
  checkWritable(): Promise<void>;
  /**
   * Every object whose key starts with `prefix` ("" for all), in no promised
   * order, streamed (backup, migrate-data, the storage reconcile). `lastModified`
   * is when the object was last written: the reconcile leaves young objects alone.
   */
  list(prefix: string): AsyncIterable<BlobListing>;
}

export interface BlobListing {
  key: string;
  size: number;
  lastModified: Date;
}

export class InvalidBlobKeyError extends Error {
  override name = "InvalidBlobKeyError";
}

const SEGMENT = /^[A-Za-z0-9][A-Za-z0-9._-]*$/;

/**
 * Keys are slash-separated segments of letters, digits, dot, dash and
 * underscore, never starting with a dot: no "..", no absolute paths, no
 * backslashes, no hidden files. User file names never become keys.
 */
export function requireValidBlobKey(key: string): string {
  const segments = key.split("/");
  if (key.length === 0 || key.length > 512 || !segments.every((segment) => SEGMENT.test(segment))) {
    throw new InvalidBlobKeyError(`Invalid blob key: ${JSON.stringify(key.slice(0, 80))}`);
  }
  return key;
}
