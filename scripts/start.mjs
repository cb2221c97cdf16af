// `npm start`: builds when there is no build yet or when the code changed since the
// last one (saying which file, in one line), then runs the built server.
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("..", import.meta.url));
const serverEntry = path.join(root, "dist/server/main.js");
const page = path.join(root, "dist/code-build.json");
/**
 * What a build is made from: the code, and how it is built. The couple's content is not built: the server
 * publishes it (content/wedding.yaml at first, and again whenever the file changed).
 */
const SOURCES = [
  "src",
  "scripts/lib",
  "scripts/build.ts",
  "index.html",
  "admin.html",
  "vite.config.ts",
  "package-lock.json",
];

/** The most recently changed file under the sources (tests included: a cheap over-approximation). */
function newestSource() {
  let newest = { file: "", mtimeMs: 0 };
  const visit = (file) => {
    const info = statSync(file, { throwIfNoEntry: false });
    if (!info) return;
    if (info.isDirectory()) {
      for (const name of readdirSync(file)) visit(path.join(file, name));
    } else if (info.mtimeMs > newest.mtimeMs) {
      newest = { file, mtimeMs: info.mtimeMs };
    }
  };
  for (const source of SOURCES) visit(path.join(root, source));
  return newest;
}

function reasonToBuild() {
  if (!existsSync(serverEntry) || !existsSync(page)) return "No build found: building the site first.";
  const builtAt = Math.min(statSync(serverEntry).mtimeMs, statSync(page).mtimeMs);
  const newest = newestSource();
  if (newest.mtimeMs > builtAt) return `${path.relative(root, newest.file)} changed since the last build: rebuilding.`;
  return null;
}

const reason = reasonToBuild();
if (reason) {
  console.log(reason);
  const result = spawnSync("npm", ["run", "build"], { stdio: "inherit", cwd: root });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

await import(serverEntry);
