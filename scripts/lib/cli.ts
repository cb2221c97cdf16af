/** What the operations scripts (backup, restore, migrate-data) share: env parsing and one-line failures. */
import { type Env, EnvError, parseEnv } from "../../src/server/env.ts";

/** Prints one line to stderr and exits 1: operators get the reason, not a stack trace. */
export function fail(line: string): never {
  process.stderr.write(`${line}\n`);
  process.exit(1);
}

export function envOrFail(): Env {
  try {
    return parseEnv(process.env);
  } catch (error) {
    if (error instanceof EnvError) fail(error.message);
    throw error;
  }
}

/** Positional arguments and --flags; an unknown flag fails with the usage line. */
export function parseArgs(
  argv: string[],
  flags: string[],
  usage: string,
): { positional: string[]; flags: Set<string> } {
  const positional: string[] = [];
  const set = new Set<string>();
  for (const arg of argv) {
    if (arg === "--help" || arg === "-h") {
      process.stdout.write(`${usage}\n`);
      process.exit(0);
    }
    if (arg.startsWith("--")) {
      if (!flags.includes(arg)) fail(`Unknown option ${arg}. ${usage}`);
      set.add(arg);
    } else positional.push(arg);
  }
  return { positional, flags: set };
}
