import { parentPort, workerData } from "node:worker_threads";
import type { CheckedContent } from "../../shared/content-schema.ts";
import type { CodeBuild } from "./code-build.ts";
import { publishSite } from "./publish-site.ts";
import type { PictureSource, VariantCache } from "./responsive-images.ts";

/**
 * Publishing in a worker thread (publish-in-worker.ts starts it): encoding
 * pictures, subsetting fonts and rendering pages take the CPU for seconds,
 * which the server's own thread keeps for its guests. The pictures and the
 * variant cache stay with the server: the worker asks for each picture's and
 * each cached variant's bytes, and hands new variants back, by message.
 */

export interface PublishWorkerData {
  source: CheckedContent;
  code: CodeBuild;
  pictureNames: string[];
}

/** What the worker asks of the server's thread. */
export type PublishWorkerCall =
  | { type: "call"; id: number; method: "read"; name: string }
  | { type: "call"; id: number; method: "get"; key: string }
  | { type: "call"; id: number; method: "put"; key: string; body: Uint8Array };

/** The server's thread's answer to a call. */
export type PublishWorkerAnswer = { id: number; body: Uint8Array | null } | { id: number; error: string };

/** The worker's last message: the published files, or why it failed. */
export type PublishWorkerResult =
  | { type: "done"; files: { path: string; body: Uint8Array; contentType: string }[] }
  | { type: "failed"; message: string };

const port = parentPort;
if (!port) throw new Error("publish-worker.ts runs in a worker thread (publish-in-worker.ts)");
const { source, code, pictureNames } = workerData as PublishWorkerData;

let nextId = 0;
const waiting = new Map<number, { resolve: (body: Uint8Array | null) => void; reject: (error: Error) => void }>();
port.on("message", (answer: PublishWorkerAnswer) => {
  const call = waiting.get(answer.id);
  if (!call) return;
  waiting.delete(answer.id);
  if ("error" in answer) call.reject(new Error(answer.error));
  else call.resolve(answer.body);
});

type CallWithoutId = PublishWorkerCall extends infer C ? (C extends PublishWorkerCall ? Omit<C, "id"> : never) : never;

function ask(call: CallWithoutId): Promise<Uint8Array | null> {
  const id = nextId++;
  return new Promise((resolve, reject) => {
    waiting.set(id, { resolve, reject });
    port?.postMessage({ ...call, id });
  });
}

const asBuffer = (bytes: Uint8Array) => Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);

const pictures: PictureSource = {
  list: () => pictureNames,
  async read(name) {
    const body = await ask({ type: "call", method: "read", name });
    if (!body) throw new Error(`No picture ${name}`);
    return asBuffer(body);
  },
};
const variants: VariantCache = {
  async get(key) {
    const body = await ask({ type: "call", method: "get", key });
    return body ? asBuffer(body) : null;
  },
  async put(key, body) {
    await ask({ type: "call", method: "put", key, body });
  },
};

try {
  const files = await publishSite({ source, code, pictures, variants });
  port.postMessage({ type: "done", files } satisfies PublishWorkerResult);
} catch (error) {
  port.postMessage({
    type: "failed",
    message: error instanceof Error ? (error.stack ?? error.message) : String(error),
  } satisfies PublishWorkerResult);
}
