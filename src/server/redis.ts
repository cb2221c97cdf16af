import { Redis } from "ioredis";

/**
 * The one Redis connection of an instance (REDIS_URL), shared by the rate
 * limiters and the admin sessions. Connecting is checked at start, so a wrong
 * URL or a Redis that is down stops the server with one line instead of every
 * request failing later.
 */
export async function openRedis(url: string): Promise<Redis> {
  const redis = new Redis(url, {
    lazyConnect: true,
    connectTimeout: 5_000,
    // While Redis is away a command fails at once instead of queueing, so the
    // limiters let guests through without waiting (routes' checkRate).
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
  });
  // Without a listener a lost connection would crash the process; ioredis reconnects by itself.
  let lastError: Error | undefined;
  redis.on("error", (error: Error) => {
    lastError = error;
  });
  try {
    await redis.connect();
    await redis.ping();
  } catch (error) {
    redis.disconnect();
    // connect() only says "Connection is closed."; the socket's own error says why.
    throw lastError ?? error;
  }
  return redis;
}

/** host:port/db, never the password: safe for logs and error lines. */
export function describeRedisUrl(value: string): string {
  const url = new URL(value);
  const db = url.pathname.length > 1 ? url.pathname : "/0";
  return `${url.hostname}:${url.port || "6379"}${db}`;
}
