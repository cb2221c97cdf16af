/**
 * Keeps this machine's build of better-sqlite3's native binding where
 * prebuild-install looks for a downloaded one (npm's cache, `_prebuilds/`), so
 * the next `npm ci` here unpacks it in a second instead of compiling SQLite for
 * a minute. Its prebuilt binaries are on GitHub, which this machine cannot
 * reach; this is the cache a download would have filled, under the same name
 * (the package's version, the Node ABI, platform, libc and CPU), and
 * prebuild-install loads the binary before it takes it (a broken one is
 * compiled again). CI runs it after `npm ci`; it changes nothing in the checkout.
 */
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, renameSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";

const require = createRequire(import.meta.url);
const packageDir = path.dirname(require.resolve("better-sqlite3/package.json"));
const binding = path.join("build", "Release", "better_sqlite3.node");
const fromPackage = createRequire(path.join(packageDir, "package.json"));
const prebuildRequire = createRequire(fromPackage.resolve("prebuild-install/package.json"));
const pkg = fromPackage("./package.json");
// As prebuild-install's bin.js makes them.
const options = { ...prebuildRequire("./rc.js")(pkg), pkg };
const util = prebuildRequire("./util.js");
const cached: string = util.cachedPrebuild(util.getDownloadUrl(options));

if (existsSync(cached)) {
  console.log(`better-sqlite3's binding is kept at ${cached}.`);
} else if (!existsSync(path.join(packageDir, binding))) {
  console.log("better-sqlite3 has no built binding to keep.");
} else {
  mkdirSync(path.dirname(cached), { recursive: true });
  // Written aside and renamed, so an npm ci at the same moment never unpacks half a file.
  const partial = `${cached}.${process.pid}.tmp`;
  const tar = spawnSync("tar", ["-czf", partial, "-C", packageDir, binding], { stdio: "inherit" });
  if (tar.status !== 0) process.exit(tar.status ?? 1);
  renameSync(partial, cached);
  console.log(`Kept better-sqlite3's binding at ${cached}: the next npm ci here unpacks it.`);
}
