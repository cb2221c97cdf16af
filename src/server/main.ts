import { existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { type Env, EnvError, parseEnv } from "./env.ts";
import { createLogger } from "./logger.ts";
import { CODE_BUILD_FILE } from "./publishing/code-build.ts";
import { type RunningServer, StartupError, startServer } from "./server.ts";

/** The server's entry: read env, build dependencies, listen, stop cleanly on SIGTERM/SIGINT. */

/** The built page sits beside the built server (dist/client next to dist/server, dist/code-build.json above them). */
function findClientDir(): string | undefined {
  const dir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../client");
  return existsSync(path.join(dir, "..", CODE_BUILD_FILE)) ? dir : undefined;
}

async function main(): Promise<void> {
  let env: Env;
  try {
    env = parseEnv(process.env);
  } catch (error) {
    if (error instanceof EnvError) exitWith(error.message);
    throw error;
  }
  const logger = createLogger(env.logLevel);
  let running: RunningServer;
  try {
    running = await startServer(env, logger, findClientDir());
  } catch (error) {
    if (error instanceof StartupError) exitWith(error.message);
    throw error;
  }
  for (const signal of ["SIGTERM", "SIGINT"] as const) {
    process.once(signal, () => {
      logger.info({ signal }, "shutting down");
      running.close().then(
        () => {
          logger.info("stopped");
          process.exit(0);
        },
        (error: unknown) => {
          logger.error({ err: error }, "shutdown failed");
          process.exit(1);
        },
      );
    });
  }
}

function exitWith(line: string): never {
  process.stderr.write(`${line}\n`);
  process.exit(1);
}

await main();
