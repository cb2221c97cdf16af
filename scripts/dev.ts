/**
 * `npm run dev`: the API (restarted on change) on API_PORT and Vite's dev
 * server with hot reload on PORT, which forwards /api to the API. Both
 * restart when content/wedding.yaml changes.
 */
import { type ChildProcess, spawn } from "node:child_process";

const port = process.env.PORT ?? "3000";
const apiPort = process.env.API_PORT ?? "3001";

const children: ChildProcess[] = [
  // content/wedding.yaml is read, not imported: watched by name, so an edit restarts the API too.
  spawn("npx", ["tsx", "watch", "--clear-screen=false", "--include", "content/wedding.yaml", "src/server/main.ts"], {
    stdio: "inherit",
    env: { ...process.env, PORT: apiPort, LOG_LEVEL: process.env.LOG_LEVEL ?? "debug" },
  }),
  spawn("npx", ["vite", "--port", port, "--host", process.env.HOST ?? "127.0.0.1", "--strictPort"], {
    stdio: "inherit",
    env: { ...process.env, API_PORT: apiPort },
  }),
];

function stop(code: number): void {
  for (const child of children) child.kill("SIGTERM");
  process.exit(code);
}

for (const child of children) child.on("exit", (code) => stop(code ?? 0));
process.on("SIGINT", () => stop(0));
process.on("SIGTERM", () => stop(0));
