import { randomUUID } from "node:crypto";
import { Readable, Transform } from "node:stream";
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
} from "@aws-sdk/client-s3";
import { Upload } from "@aws-sdk/lib-storage";
import { getSignedUrl } from "@aws-sdk/s3-request-presigner";
import type { S3Settings } from "../env.ts";
import { type BlobListing, type BlobStore, requireValidBlobKey } from "./blob-store.ts";

/** Parts of a multipart upload; S3's minimum. A 10 MB photo is two parts, never held whole in memory. */
const PART_BYTES = 5 * 1024 * 1024;
/** Parts in flight at once per upload: at most PART_BYTES × this buffered per upload. */
const PART_QUEUE = 2;
/**
 * Probe objects start with a dot, which no valid key may, so they never collide with or list as photos.
 * Flat keys, not a folder: a store over files (s3rver) removes a folder its last object left, and a
 * second instance's probe written into that folder at the same moment failed with ENOENT.
 */
const PROBE_PREFIX = ".probe-";

/**
 * Objects in an S3-compatible bucket (AWS, or a self-hosted server at a custom
 * endpoint). Uploads stream through lib-storage's multipart `Upload`, so a body
 * is never buffered whole; S3 makes an object visible only once it is complete,
 * which gives readers "all or nothing" like the disk store's rename. No object
 * is ever written with a public ACL: originals stay private, and published
 * copies are served through the server or by a short-lived `signedUrl`.
 */
export class S3BlobStore implements BlobStore {
  readonly #client: S3Client;
  readonly #bucket: string;

  constructor(settings: S3Settings) {
    this.#bucket = settings.bucket;
    this.#client = new S3Client({
      endpoint: settings.endpoint,
      region: settings.region,
      credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey },
      forcePathStyle: settings.forcePathStyle,
      // Many S3-compatible servers do not know the newer default CRC checksums; send them only when an API needs them.
      requestChecksumCalculation: "WHEN_REQUIRED",
      responseChecksumValidation: "WHEN_REQUIRED",
      maxAttempts: 3,
      // Fail fast when the endpoint is unreachable, so start-up reports it instead of hanging.
      requestHandler: { connectionTimeout: 5_000, requestTimeout: 60_000 },
    });
  }

  async put(
    key: string,
    body: Readable | AsyncIterable<Uint8Array>,
    options: { contentType?: string } = {},
  ): Promise<{ size: number }> {
    requireValidBlobKey(key);
    let size = 0;
    const counter = new Transform({
      transform(chunk: Buffer, _encoding, callback) {
        size += chunk.length;
        callback(null, chunk);
      },
    });
    const source = body instanceof Readable ? body : Readable.from(body);
    // pipe() does not pass errors on: a failing body must abort the upload.
    source.once("error", (error) => counter.destroy(error));
    source.pipe(counter);
    const upload = new Upload({
      client: this.#client,
      params: {
        Bucket: this.#bucket,
        Key: key,
        Body: counter,
        ...(options.contentType ? { ContentType: options.contentType } : {}),
      },
      partSize: PART_BYTES,
      queueSize: PART_QUEUE,
      // On failure, abort the multipart upload so no parts linger (and are billed) in the bucket.
      leavePartsOnError: false,
    });
    try {
      await upload.done();
    } finally {
      source.unpipe(counter);
    }
    return { size };
  }

  async get(key: string): Promise<Readable | null> {
    requireValidBlobKey(key);
    try {
      const response = await this.#client.send(new GetObjectCommand({ Bucket: this.#bucket, Key: key }));
      const body = response.Body;
      if (body instanceof Readable) return body;
      if (!body) return Readable.from([]);
      return Readable.fromWeb(body.transformToWebStream() as Parameters<typeof Readable.fromWeb>[0]);
    } catch (error) {
      if (isNotFound(error)) return null;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    requireValidBlobKey(key);
    // S3 answers 204 for a missing key too.
    await this.#client.send(new DeleteObjectCommand({ Bucket: this.#bucket, Key: key }));
  }

  async exists(key: string): Promise<boolean> {
    requireValidBlobKey(key);
    try {
      await this.#client.send(new HeadObjectCommand({ Bucket: this.#bucket, Key: key }));
      return true;
    } catch (error) {
      if (isNotFound(error)) return false;
      throw error;
    }
  }

  /** Writes and deletes a small probe object: proves the bucket exists and the credentials may write. */
  async checkWritable(): Promise<void> {
    const key = `${PROBE_PREFIX}${randomUUID()}`;
    await this.#client.send(new PutObjectCommand({ Bucket: this.#bucket, Key: key, Body: "probe" }));
    await this.#client.send(new DeleteObjectCommand({ Bucket: this.#bucket, Key: key }));
  }

  /** A page of at most 1000 keys at a time: a large bucket is never held in memory. */
  async *list(prefix: string): AsyncIterable<BlobListing> {
    let token: string | undefined;
    do {
      const page = await this.#client.send(
        new ListObjectsV2Command({ Bucket: this.#bucket, Prefix: prefix, ContinuationToken: token }),
      );
      for (const object of page.Contents ?? []) {
        if (object.Key === undefined || object.Key.startsWith(PROBE_PREFIX)) continue;
        // Every S3 server sends LastModified; without it the object counts as new, so nothing acts on it.
        yield { key: object.Key, size: object.Size ?? 0, lastModified: object.LastModified ?? new Date() };
      }
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
  }

  /** A URL that reads one object for `seconds`, for published copies only; originals are never handed out. */
  async signedUrl(key: string, seconds: number): Promise<string> {
    requireValidBlobKey(key);
    return getSignedUrl(this.#client, new GetObjectCommand({ Bucket: this.#bucket, Key: key }), {
      expiresIn: seconds,
    });
  }

  close(): void {
    this.#client.destroy();
  }
}

function isNotFound(error: unknown): boolean {
  if (typeof error !== "object" || error === null) return false;
  const { name, $metadata } = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  if (name === "NoSuchBucket") return false;
  return name === "NoSuchKey" || name === "NotFound" || $metadata?.httpStatusCode === 404;
}
