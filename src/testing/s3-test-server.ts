import { randomBytes } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { CreateBucketCommand, S3Client } from "@aws-sdk/client-s3";
import S3rver from "s3rver";
import type { S3Settings } from "../server/env.ts";

/** s3rver accepts exactly these credentials (and checks the signature made with them). */
export const S3RVER_CREDENTIALS = { accessKeyId: "S3RVER", secretAccessKey: "S3RVER" } as const;

export interface S3TestServer {
  /** Settings for a store on this server's bucket, as parseEnv would build them from S3_*. */
  settings: S3Settings;
  /** The same as S3_* environment variables, for a spawned server or script. */
  env: Record<string, string>;
  /** Another empty bucket on the same server (each test can have its own). */
  createBucket(): Promise<S3Settings>;
  close(): Promise<void>;
}

/**
 * A real S3-compatible server (s3rver: the S3 REST API over files) on
 * 127.0.0.1 with a random free port, a temp folder and one bucket. See
 * docs/decisions/012-s3-storage.md for why s3rver and not radosgw.
 */
export async function startS3TestServer(): Promise<S3TestServer> {
  const directory = await mkdtemp(path.join(tmpdir(), "wedding-s3-"));
  const bucket = newBucketName();
  const server = new S3rver({
    address: "127.0.0.1",
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  const settingsFor = (name: string): S3Settings => ({
    endpoint,
    bucket: name,
    region: "us-east-1",
    ...S3RVER_CREDENTIALS,
    forcePathStyle: true,
  });
  return {
    settings: settingsFor(bucket),
    env: {
      S3_ENDPOINT: endpoint,
      S3_BUCKET: bucket,
      S3_REGION: "us-east-1",
      S3_ACCESS_KEY_ID: S3RVER_CREDENTIALS.accessKeyId,
      S3_SECRET_ACCESS_KEY: S3RVER_CREDENTIALS.secretAccessKey,
      S3_FORCE_PATH_STYLE: "1",
    },
    async createBucket() {
      const settings = settingsFor(newBucketName());
      const client = new S3Client({
        endpoint,
        region: settings.region,
        credentials: S3RVER_CREDENTIALS,
        forcePathStyle: true,
      });
      try {
        await client.send(new CreateBucketCommand({ Bucket: settings.bucket }));
      } finally {
        client.destroy();
      }
      return settings;
    },
    async close() {
      // Clients keep sockets alive; close() alone would wait for them to time out.
      server.httpServer?.closeAllConnections();
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}

function newBucketName(): string {
  return `wedding-test-${randomBytes(4).toString("hex")}`;
}
