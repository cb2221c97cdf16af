import { errorCode } from "./error-code.ts";
import type { Logger } from "./logger.ts";

/**
 * The parts the server depends on, each checked at start (one log line each)
 * and on every /api/health call. A required part (database, storage) failing
 * makes the instance unavailable (503: a proxy should stop sending guests
 * here); an optional one (SMTP, Redis) failing only makes it "degraded" (still
 * 200): mail waits in the outbox and limits let requests through, and taking
 * every instance out of rotation because a shared mail or cache server is down
 * would turn a delay into an outage.
 */
export interface HealthCheck {
  /** "database", "storage", "smtp", "redis": the key in /api/health details. */
  name: string;
  /** What is checked, for the log line; never a password: "postgres 10.0.0.5:5432/wedding". */
  target: string;
  required: boolean;
  /** Resolves when the part works; rejects with the reason otherwise. */
  run(): Promise<void>;
}

/** What the database's check needs of it (db/database.ts's Database has both): its engine, and a trivial query. */
export interface PingableDatabase {
  readonly dialect: string;
  ping(): Promise<void>;
}

export type CheckStatus = "ok" | "failing" | "degraded";

export interface CheckResult {
  name: string;
  status: CheckStatus;
  /** One line, no credentials; null when ok. */
  reason: string | null;
}

export async function runCheck(check: HealthCheck, timeoutMs = 5_000): Promise<CheckResult> {
  let timer: NodeJS.Timeout | undefined;
  try {
    await Promise.race([
      check.run(),
      new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error(`no answer within ${timeoutMs / 1000} s`)), timeoutMs);
      }),
    ]);
    return { name: check.name, status: "ok", reason: null };
  } catch (error) {
    return { name: check.name, status: check.required ? "failing" : "degraded", reason: describeFailure(error) };
  } finally {
    clearTimeout(timer);
  }
}

/** Runs every check at start and logs one line each: "smtp ok (smtp.example.com:587)". */
export async function logStartupChecks(checks: HealthCheck[], logger: Logger): Promise<CheckResult[]> {
  const results = await Promise.all(checks.map((check) => runCheck(check)));
  results.forEach((result, i) => {
    const check = checks[i] as HealthCheck;
    const line = `${check.name} ${result.status} (${check.target})${result.reason ? `: ${result.reason}` : ""}`;
    if (result.status === "ok") logger.info({ check: check.name, status: result.status }, line);
    else logger.warn({ check: check.name, status: result.status }, line);
  });
  return results;
}

/**
 * Runs `run` at most once per `ttlMs` and shares the answer (and any call in
 * flight): a proxy polling /api/health every second must not open an SMTP
 * connection every second.
 */
export function cachedCheck(run: () => Promise<void>, ttlMs: number, now = Date.now): () => Promise<void> {
  let last: { at: number; result: Promise<void> } | undefined;
  return () => {
    const at = now();
    if (!last || at - last.at >= ttlMs) {
      const result = run();
      result.catch(() => {});
      last = { at, result };
    }
    return last.result;
  };
}

/** An error as one short line: its code and first line, with anything that looks like URL credentials removed. */
export function describeFailure(error: unknown): string {
  const code = errorCode(error);
  const message = (error instanceof Error ? error.message : String(error)).split("\n")[0] ?? "";
  const clean = message.replace(/\/\/[^/@\s]*@/g, "//").slice(0, 200);
  // nodemailer wraps socket errors as ESOCKET with the system error in the message.
  if (code === "ECONNREFUSED" || clean.includes("ECONNREFUSED")) return "connection refused";
  return code && !clean.includes(code) ? `${code}: ${clean}` : clean;
}
