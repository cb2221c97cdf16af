import { Worker } from "node:worker_threads";
import type { PublishInput, SiteFile } from "./publish-site.ts";
import type {
  PublishWorkerAnswer,
  PublishWorkerCall,
  PublishWorkerData,
  PublishWorkerResult,
} from "./publish-worker.ts";

/**
 * publishSite (publish-site.ts) run in a worker thread (publish-worker.ts),
 * with the same result: the server's thread keeps answering guests while a
 * version is published. The pictures and the variant cache are read and
 * written here, on the worker's request. `workerFile` names the worker's
 * script when the caller knows better (a script run from source that
 * measures the built worker: scripts/bench-publish.ts).
 */
export async function publishSiteInWorker(
  { source, pictures, code, variants }: PublishInput,
  options: { workerFile?: URL } = {},
): Promise<SiteFile[]> {
  const workerData: PublishWorkerData = { source, code, pictureNames: pictures.list() };
  const worker = options.workerFile ? new Worker(options.workerFile, { workerData }) : startPublishWorker(workerData);
  try {
    return await new Promise<SiteFile[]>((resolve, reject) => {
      worker.on("message", (message: PublishWorkerCall | PublishWorkerResult) => {
        if (message.type === "done") {
          resolve(message.files.map((file) => ({ ...file, body: asBuffer(file.body) })));
        } else if (message.type === "failed") {
          reject(new Error(`Publishing failed: ${message.message}`));
        } else {
          answer(message).then((reply) => worker.postMessage(reply));
        }
      });
      worker.once("error", reject);
      worker.once("exit", (code) => reject(new Error(`The publishing worker exited with ${code}`)));
    });
  } finally {
    await worker.terminate();
  }

  async function answer(call: PublishWorkerCall): Promise<PublishWorkerAnswer> {
    try {
      switch (call.method) {
        case "read":
          return { id: call.id, body: await pictures.read(call.name) };
        case "get":
          return { id: call.id, body: await variants.get(call.key) };
        case "put":
          await variants.put(call.key, asBuffer(call.body));
          return { id: call.id, body: null };
      }
    } catch (error) {
      return { id: call.id, error: error instanceof Error ? error.message : String(error) };
    }
  }
}

/**
 * Built, the worker is dist/server/publish-worker.js, an entry of its own
 * beside the server's (scripts/build.ts). From source (tsx, vitest) it is
 * publish-worker.ts, which Node 20 loads in a worker only once tsx registers
 * there: the parent's loader hooks do not reach workers (as services/images.ts
 * starts the HEIC worker).
 */
function startPublishWorker(workerData: PublishWorkerData): Worker {
  if (!import.meta.url.endsWith(".ts"))
    return new Worker(new URL("./publish-worker.js", import.meta.url), { workerData });
  const tsx = import.meta.resolve("tsx/esm/api");
  const worker = new URL("./publish-worker.ts", import.meta.url).href;
  // The page's code imports a design's stylesheet as text (`./modern.css?inline`), as Vite builds it; from source,
  // a loader hook reads the file instead (registered last, so it runs before tsx's).
  const source = `import(${JSON.stringify(tsx)}).then(async ({ register }) => { register(); (await import("node:module")).register(${JSON.stringify(CSS_AS_TEXT)}); return import(${JSON.stringify(worker)}); });`;
  return new Worker(source, { workerData, eval: true });
}

/** A loader hook giving `*.css?inline` as its text, as Vite does, for the worker run from source (the tests). */
const CSS_AS_TEXT = `data:text/javascript,${encodeURIComponent(`
export async function load(url, context, next) {
  if (!/\\.css\\?inline$/.test(url)) return next(url, context);
  const { readFile } = await import("node:fs/promises");
  const css = await readFile(new URL(url.slice(0, -"?inline".length)), "utf8");
  return { format: "module", source: "export default " + JSON.stringify(css) + ";", shortCircuit: true };
}`)}`;

function asBuffer(bytes: Uint8Array): Buffer {
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}
