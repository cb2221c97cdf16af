import { vi } from "vitest";
import { errorBody } from "../shared/error-body.ts";
import { PHOTO_TOKEN_HEADER } from "../shared/privacy.ts";
import { type FinishedUpload, RESUMABLE_UPLOAD_PATH } from "../shared/uploads.ts";

/**
 * The tus endpoint (RESUMABLE_UPLOAD_PATH) as the upload panel's
 * XMLHttpRequests meet it, for component tests: tus-js-client's browser
 * build sends through XHR, and this stands in for it at that edge. It
 * creates uploads, takes PATCHes (reporting upload progress half way, then
 * whole), and answers the completing PATCH as the test says: by default
 * with a stored photo, as the server does.
 */

export interface FakeUpload {
  id: string;
  length: number;
  offset: number;
  /** Upload-Metadata, decoded: filename, uploaderName, capturedAt. */
  metadata: Record<string, string>;
  /** PHOTO_TOKEN_HEADER: the secret the page made for the photo. */
  token: string | null;
}

/** The completing PATCH's status and JSON body. */
export interface Completion {
  status: number;
  body: unknown;
}

export const storedPhoto = (upload: FakeUpload): Completion => ({
  status: 200,
  body: { photo: { id: `photo-${upload.id}`, status: "pending" } } satisfies FinishedUpload,
});

/** The server's refusal of the photo, in the one error shape. */
export const refusal = (status: number, code: string, message: string): Completion => ({
  status,
  body: errorBody(code, message),
});

export function fakeUploadServer() {
  const uploads: FakeUpload[] = [];
  let droppedCreations = 0;
  let complete: (upload: FakeUpload) => Completion | Promise<Completion> = storedPhoto;

  async function handle(xhr: FakeXhr, body: Blob | null) {
    // An answer never comes in the same task as the request.
    await new Promise((resolve) => setTimeout(resolve, 0));
    if (xhr.aborted) return;
    const path = new URL(xhr.url, window.location.href).pathname;
    const upload = uploads.find((candidate) => path === `${RESUMABLE_UPLOAD_PATH}/${candidate.id}`);
    if (xhr.method === "POST" && path === RESUMABLE_UPLOAD_PATH) {
      if (droppedCreations > 0) {
        droppedCreations -= 1;
        xhr.fail();
        return;
      }
      const created: FakeUpload = {
        id: `u${uploads.length + 1}`,
        length: Number(xhr.requestHeaders.get("Upload-Length")),
        offset: 0,
        metadata: decodeMetadata(xhr.requestHeaders.get("Upload-Metadata") ?? ""),
        token: xhr.requestHeaders.get(PHOTO_TOKEN_HEADER),
      };
      uploads.push(created);
      xhr.answer(201, { Location: `${RESUMABLE_UPLOAD_PATH}/${created.id}` });
      return;
    }
    if (!upload) {
      xhr.answer(404, {}, JSON.stringify(errorBody("not_found", "No such upload.")));
      return;
    }
    if (xhr.method === "HEAD") {
      xhr.answer(200, { "Upload-Offset": String(upload.offset), "Upload-Length": String(upload.length) });
      return;
    }
    if (xhr.method === "DELETE") {
      xhr.answer(204, {});
      return;
    }
    const size = body?.size ?? 0;
    xhr.progress(Math.floor(size / 2), size);
    await new Promise((resolve) => setTimeout(resolve, 0));
    xhr.progress(size, size);
    upload.offset += size;
    if (upload.offset < upload.length) {
      xhr.answer(204, { "Upload-Offset": String(upload.offset) });
      return;
    }
    const completion = await complete(upload);
    if (xhr.aborted) return;
    xhr.answer(completion.status, { "Upload-Offset": String(upload.offset) }, JSON.stringify(completion.body));
  }

  class FakeXhr {
    readonly upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
    readonly requestHeaders = new Headers();
    onload: (() => void) | null = null;
    onerror: ((event: ProgressEvent) => void) | null = null;
    method = "GET";
    url = "";
    status = 0;
    responseText = "";
    aborted = false;
    private responseHeaders = new Headers();

    open(method: string, url: string) {
      this.method = method;
      this.url = url;
    }
    setRequestHeader(name: string, value: string) {
      this.requestHeaders.set(name, value);
    }
    getResponseHeader(name: string): string | null {
      return this.responseHeaders.get(name);
    }
    send(body: Blob | null = null) {
      void handle(this, body);
    }
    abort() {
      this.aborted = true;
    }
    progress(loaded: number, total: number) {
      this.upload.onprogress?.(new ProgressEvent("progress", { lengthComputable: true, loaded, total }));
    }
    answer(status: number, headers: Record<string, string>, text = "") {
      this.status = status;
      this.responseHeaders = new Headers({ "Tus-Resumable": "1.0.0", ...headers });
      this.responseText = text;
      this.onload?.();
    }
    /** The connection dropped: no answer at all. */
    fail() {
      this.onerror?.(new ProgressEvent("error"));
    }
  }

  vi.stubGlobal("XMLHttpRequest", FakeXhr);
  return {
    /** Every upload created, in order. */
    uploads,
    /** The next `count` creations get no answer, as when the connection drops. */
    dropCreations(count = 1) {
      droppedCreations += count;
    },
    /** How the completing PATCHes are answered from now on. */
    answerCompletions(answer: (upload: FakeUpload) => Completion | Promise<Completion>) {
      complete = answer;
    },
  };
}

/** tus's Upload-Metadata: "key base64,key base64", values UTF-8. */
function decodeMetadata(header: string): Record<string, string> {
  const entries = header
    .split(",")
    .filter((pair) => pair.trim() !== "")
    .map((pair) => {
      const [key = "", value = ""] = pair.trim().split(" ");
      return [key, Buffer.from(value, "base64").toString("utf8")];
    });
  return Object.fromEntries(entries);
}
