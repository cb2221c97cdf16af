// `npm start`: build once if there is no build yet, then run the built server.
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";

const serverEntry = fileURLToPath(new URL("../dist/server/main.js", import.meta.url));
const page = fileURLToPath(new URL("../dist/client/index.html", import.meta.url));

if (!existsSync(serverEntry) || !existsSync(page)) {
  console.log("No build found: running npm run build first.");
  const result = spawnSync("npm", ["run", "build"], { stdio: "inherit" });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

await import(serverEntry);
