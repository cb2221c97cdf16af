import { type ChildProcess, spawn } from "node:child_process";
import { once } from "node:events";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("../..", import.meta.url));

export interface ServerProcess {
  child: ChildProcess;
  /** Everything the server printed on stdout so far. */
  output(): string;
  /** The server's URL, from its "listening" log line; rejects if it exits first. */
  listening: Promise<string>;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null; stdout: string; stderr: string }>;
}

/**
 * Runs the real server entry (src/server/main.ts, or a built one such as
 * dist/server/main.js, which serves the built page) with only the given
 * environment (plus PATH).
 */
export function spawnServer(env: Record<string, string>, entry = "src/server/main.ts"): ServerProcess {
  const child = spawn(process.execPath, ["--import", "tsx", entry], {
    cwd: root,
    env: { PATH: process.env.PATH ?? "", PORT: "0", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let stdout = "";
  let stderr = "";
  child.stderr?.on("data", (chunk: Buffer) => {
    stderr += chunk;
  });
  const exited = once(child, "exit").then(([code, signal]) => ({
    code: code as number | null,
    signal: signal as NodeJS.Signals | null,
    stdout,
    stderr,
  }));
  const listening = new Promise<string>((resolve, reject) => {
    child.stdout?.on("data", (chunk: Buffer) => {
      stdout += chunk;
      const match = /"url":"(http:\/\/[^"]+)".*"msg":"listening"/.exec(stdout);
      if (match?.[1]) resolve(match[1]);
    });
    void exited.then(() => reject(new Error(`The server exited before listening: ${stderr}`)));
  });
  // Tests that expect an early exit never await `listening`.
  listening.catch(() => {});
  return { child, output: () => stdout, listening, exited };
}
