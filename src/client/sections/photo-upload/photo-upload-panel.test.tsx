// @vitest-environment happy-dom
import { screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { errorBody, isRecord } from "../../../shared/error-body.ts";
import {
  ALREADY_SENT_MESSAGE,
  PHOTO_ERROR_CODES,
  PHOTO_LIMIT_MESSAGES,
  type PhotoLimits,
  SUCCESS_ROW_MS,
  tooLargeMessage,
} from "../../../shared/photo.ts";
import type { PhotoStates } from "../../../shared/upload-schemas.ts";
import { PHOTO_STATES_API, PHOTO_TOKEN_PATTERN, UPLOAD_METADATA } from "../../../shared/uploads.ts";
import { PAGE_WORDS_EN } from "../../../shared/words/page-en.ts";
import {
  captureGtag,
  errorToasts,
  expectErrorToast,
  fakeServer,
  json,
  renderOnPage,
  setOnline,
} from "../../../testing/component-testing.tsx";
import { type FakeUpload, fakeUploadServer, refusal, storedPhoto } from "../../../testing/fake-upload-server.ts";
import { memoryUploadStore } from "../../../testing/memory-upload-store.ts";
import {
  alreadySelectedMessage,
  databaseFailedMessage,
  deviceFullMessage,
  PHOTO_WORDS_EN as PHOTO_MESSAGES,
  storageFailedMessage,
  tooManyPhotosMessage,
  uploadSummaryMessage,
} from "../../../testing/photo-words-en.ts";
import { formatFileSize } from "./photo-selection.ts";

const { retrying: RETRYING, waitingForConnection: WAITING_FOR_CONNECTION } = PAGE_WORDS_EN.uploadRow;
const REMOVE_QUESTION = PAGE_WORDS_EN.myPhotos.question;

import { PhotoUploadPanel } from "./photo-upload-panel.tsx";

/** The small pictures rows show: none by default (happy-dom decodes no image); a test may make them. */
const previews = vi.hoisted(() => ({ make: null as null | ((photo: Blob) => Promise<Blob | null>) }));
vi.mock("./photo-preview.ts", () => ({
  makePreview: (photo: Blob) => previews.make?.(photo) ?? Promise.resolve(null),
}));
afterEach(() => {
  previews.make = null;
});

// The package sends Node to its Node build, which reads Buffers and streams and speaks HTTP itself; a browser,
// and this simulated one, loads the build that sends a File through XMLHttpRequest (fake-upload-server.ts).
vi.mock("tus-js-client", () => import("tus-js-client/lib.esm/browser/index.js"));

/**
 * The upload panel's list as the guest sees it (docs/product.md sections 4
 * and 5): each chosen photo's row and its states, from chosen to sent or
 * refused. The rules are tested in photo-selection.test.ts and the queue in
 * upload-queue.test.ts; the real server and a real browser's uploads in
 * tests/e2e/photo-upload.spec.ts.
 */

/** Small limits, so a file over them is small too. */
const LIMITS: PhotoLimits = { maxFileBytes: 1024 * 1024, maxFilesPerSession: 5 };
const HINT = "Photos, up to 1 MB each.";

/** What a file of each type starts with: the panel reads a file's first bytes before it lists it. */
const SIGNATURES: Record<string, number[]> = {
  "image/jpeg": [0xff, 0xd8, 0xff, 0xe0],
  "image/png": [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
  "image/gif": [0x47, 0x49, 0x46, 0x38, 0x39, 0x61],
  // HEIC: an ftyp box of the heic brand.
  "": [0, 0, 0, 0x18, 0x66, 0x74, 0x79, 0x70, 0x68, 0x65, 0x69, 0x63],
};

/** The next file's filling: no two files have the same bytes unless a test says so (the panel sends those once). */
let filling = 0;

/** A file of `size` bytes that starts as its type's files do, filled with `fill` after that. */
const photo = (name: string, size = 2048, type = "image/jpeg", fill = (filling++ % 250) + 1) => {
  const bytes = new Uint8Array(size).fill(fill);
  bytes.set((SIGNATURES[type] ?? []).slice(0, size));
  return new File([bytes], name, { type });
};

function openPanel({ uploaderName = "", store = memoryUploadStore().store } = {}) {
  const uploads = fakeUploadServer();
  const server = fakeServer();
  // After a batch the panel asks what became of the photos this device sent.
  server.on("POST", PHOTO_STATES_API, (request) => {
    const tokens: unknown[] = isRecord(request.body) && Array.isArray(request.body.tokens) ? request.body.tokens : [];
    const photos = tokens.map((token) => {
      const upload = uploads.uploads.find((candidate) => candidate.token === token);
      return upload ? { id: `photo-${upload.id}`, status: "pending" as const } : null;
    });
    return json(200, { photos } satisfies PhotoStates)();
  });
  const page = renderOnPage(
    <PhotoUploadPanel hint={HINT} limits={LIMITS} stripMetadata uploaderName={uploaderName} store={store} />,
    // The picker's accept list is the browser's suggestion: a guest can still pick any file.
    { applyAccept: false },
  );
  const list = () => screen.queryByRole("list", { name: "Selected photos" });
  const rows = () => {
    const shown = list();
    return shown ? within(shown).getAllByRole("listitem") : [];
  };
  /** The row of the file called `name`, or null when it is not listed. */
  const findRow = (name: string) => {
    const shown = list();
    return shown ? (within(shown).queryByTitle(name)?.closest("li") ?? null) : null;
  };
  const row = (name: string) => {
    const item = findRow(name);
    if (!item) throw new Error(`no row for ${name}`);
    return item;
  };
  return {
    ...page,
    uploads,
    server,
    /** Picks files as a guest would; react-dropzone reads them asynchronously, so this waits for the list or a toast. */
    choose: async (...files: File[]) => {
      const before = { rows: rows().length, toasts: new Set(toastElements()) };
      await page.user.upload(screen.getByLabelText("Photos to upload"), files);
      // A new message replaces the panel's last one: a new toast, not more of them, says the choice was read.
      await waitFor(() =>
        expect(rows().length !== before.rows || toastElements().some((toast) => !before.toasts.has(toast))).toBe(true),
      );
    },
    zone: () => screen.getByRole("button", { name: PAGE_WORDS_EN.upload.dropZone }),
    list,
    findRow,
    rows,
    row,
    status: (name: string) => within(row(name)).getByRole("status").textContent,
    progress: (name: string) => within(row(name)).queryByRole("progressbar")?.getAttribute("aria-valuenow") ?? null,
    counts: () => screen.getByTestId("photo-counts").textContent,
    upload: () => page.user.click(screen.getByRole("button", { name: "Upload photos" })),
  };
}

/** The toasts on screen, any kind, oldest first. */
function toastElements(): HTMLElement[] {
  return [...screen.getByRole("region", { name: "Notifications" }).querySelectorAll<HTMLElement>("[data-kind]")];
}

/** The messages on screen, any kind: each toast's last paragraph. */
function messages(): string[] {
  return toastElements().map((toast) => [...toast.querySelectorAll("p")].at(-1)?.textContent ?? "");
}

/** An answer to the completing PATCHes that waits for the test. */
function heldCompletions() {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  return { answer: async (upload: FakeUpload) => held.then(() => storedPhoto(upload)), release };
}

describe("choosing photos", () => {
  it("lists each file with its state, refusing the wrong types and a file too large that the phone cannot open", async () => {
    // This browser cannot decode the file, so it cannot make it smaller.
    vi.stubGlobal("createImageBitmap", () => Promise.reject(new DOMException("cannot decode", "InvalidStateError")));
    const panel = openPanel();
    await panel.choose(
      photo("good.jpg"),
      photo("animation.gif", 64, "image/gif"),
      // Named as a photo, but its first bytes are words: refused at once.
      photo("shopping.jpg", 64, "text/plain"),
      photo("huge.jpg", LIMITS.maxFileBytes + 1),
      // Phones often give HEIC no type: the extension decides.
      photo("phone.HEIC", 4096, ""),
    );

    expect(panel.rows()).toHaveLength(5);
    // As soon as it is listed: never "Ready to upload" first.
    expect(panel.status("shopping.jpg")).toBe(PHOTO_MESSAGES.unsupportedType);
    await waitFor(() => expect(panel.status("huge.jpg")).toBe(tooLargeMessage(LIMITS.maxFileBytes)));
    expect(panel.status("good.jpg")).toBe("Ready to upload");
    expect(panel.status("phone.HEIC")).toBe("Ready to upload");
    expect(panel.status("animation.gif")).toBe(PHOTO_MESSAGES.unsupportedType);
    expect(panel.row("huge.jpg").textContent).toContain(formatFileSize(LIMITS.maxFileBytes + 1));
    expect(panel.counts()).toBe("2 valid · 3 with errors");
    expect(panel.progress("good.jpg")).toBeNull();
  });

  it("skips a file with the same name and size as one listed, with a message", async () => {
    const panel = openPanel();
    await panel.choose(photo("x.jpg"));
    await panel.choose(photo("x.jpg"), photo("y.jpg"));
    await expectErrorToast(alreadySelectedMessage("x.jpg"));
    expect(panel.rows()).toHaveLength(2);
    expect(within(screen.getByRole("list", { name: "Selected photos" })).getAllByTitle("x.jpg")).toHaveLength(1);
  });

  it("takes no more than the couple's limit: over it none are added; at it the zone is disabled until a row goes", async () => {
    const panel = openPanel();
    const many = (prefix: string, count: number) =>
      Array.from({ length: count }, (_, index) => photo(`${prefix}-${index + 1}.jpg`));
    await panel.choose(...many("first", LIMITS.maxFilesPerSession - 2));
    await panel.choose(...many("more", 3));
    await expectErrorToast(tooManyPhotosMessage(LIMITS.maxFilesPerSession, LIMITS.maxFilesPerSession - 2, 0));
    expect(panel.rows()).toHaveLength(LIMITS.maxFilesPerSession - 2);
    expect(panel.zone()).toHaveProperty("disabled", false);

    await panel.choose(...many("last", 2));
    expect(panel.rows()).toHaveLength(LIMITS.maxFilesPerSession);
    expect(panel.zone()).toHaveProperty("disabled", true);
    expect(panel.zone().getAttribute("aria-disabled")).toBe("true");
    expect(document.body.textContent).toContain(PHOTO_MESSAGES.limitReached);

    await panel.user.click(screen.getByRole("button", { name: "Remove last-2.jpg" }));
    expect(panel.rows()).toHaveLength(LIMITS.maxFilesPerSession - 1);
    expect(panel.zone()).toHaveProperty("disabled", false);
    expect(document.body.textContent).not.toContain(PHOTO_MESSAGES.limitReached);
  });

  it("Upload with no valid file says so, and sends nothing", async () => {
    const panel = openPanel();
    await panel.choose(photo("animation.gif", 64, "image/gif"));
    await panel.upload();
    await expectErrorToast(PHOTO_MESSAGES.noValidFiles);
    expect(panel.status("animation.gif")).toBe(PHOTO_MESSAGES.unsupportedType);
    expect(panel.uploads.uploads).toEqual([]);
  });
});

describe("sending photos", () => {
  it("each row waits its turn, shows its bar while it is sent, turns Uploaded at 100 and leaves after a moment", async () => {
    const panel = openPanel({ uploaderName: "  Zanele  " });
    const gtag = captureGtag();
    const completions = heldCompletions();
    panel.uploads.answerCompletions(completions.answer);
    const names = ["a.jpg", "b.jpg", "c.jpg", "d.jpg"];
    await panel.choose(...names.map((name) => photo(name)));
    // When each row turned success, and when it went (the last goes with the whole list).
    const successAt = new Map<string, number>();
    const goneAt = new Map<string, number>();
    const observer = new MutationObserver(() => {
      for (const name of names) {
        const row = panel.findRow(name);
        if (row?.dataset.status === "success" && !successAt.has(name)) successAt.set(name, performance.now());
        if (!row && successAt.has(name) && !goneAt.has(name)) goneAt.set(name, performance.now());
      }
    });
    observer.observe(document.body, { subtree: true, childList: true, attributes: true });
    await panel.upload();

    // Three at a time: the fourth waits with an empty bar.
    await waitFor(() => expect(panel.uploads.uploads).toHaveLength(3));
    await waitFor(() => expect(panel.status("a.jpg")).toBe("Uploading"));
    for (const name of ["a.jpg", "b.jpg", "c.jpg"]) {
      await waitFor(() => expect(Number(panel.progress(name))).toBeGreaterThanOrEqual(25));
      expect(Number(panel.progress(name))).toBeLessThan(100);
    }
    expect(panel.status("d.jpg")).toBe("Waiting to upload");
    expect(panel.progress("d.jpg")).toBe("0");
    expect(gtag.events("photo_upload")).toEqual([
      { event_category: "wedding_site", event_label: "user_interaction", value: 4 },
    ]);

    completions.release();
    for (const name of names) {
      await waitFor(() => expect(panel.status(name)).toBe("Uploaded"));
      expect(panel.progress(name)).toBe("100");
    }
    // Each photo went with its name, the name typed above the zone, and its own secret.
    // (The three sent at once are prepared side by side: the server may meet them in any order.)
    expect(panel.uploads.uploads.map((upload) => upload.metadata[UPLOAD_METADATA.fileName]).sort()).toEqual(names);
    for (const upload of panel.uploads.uploads) {
      expect(upload.metadata[UPLOAD_METADATA.uploaderName]).toBe("Zanele");
      expect(upload.token).toMatch(PHOTO_TOKEN_PATTERN);
    }
    expect(new Set(panel.uploads.uploads.map((upload) => upload.token)).size).toBe(names.length);

    await waitFor(() => expect(panel.list()).toBeNull(), { timeout: SUCCESS_ROW_MS + 3000 });
    observer.disconnect();
    for (const name of names) {
      const shownFor = (goneAt.get(name) ?? Number.NaN) - (successAt.get(name) ?? Number.NaN);
      // A timer may run late (on a busy machine), never early.
      expect(shownFor).toBeGreaterThanOrEqual(SUCCESS_ROW_MS - 5);
      expect(shownFor).toBeLessThan(SUCCESS_ROW_MS + 4000);
    }
    // What the couple made of them so far, under the zone.
    const sent = screen.getByRole("list", { name: "Photos you sent from this device" });
    await waitFor(() =>
      expect(within(sent).getAllByText(PAGE_WORDS_EN.myPhotos.states.pending)).toHaveLength(names.length),
    );
    for (const name of names) expect(within(sent).getByText(name)).toBeTruthy();
  });

  describe("a photo the server refuses shows why on its row, with Retry", () => {
    it.each([
      [
        "not an image",
        refusal(415, PHOTO_ERROR_CODES.unsupportedType, "Not an image."),
        PHOTO_MESSAGES.unsupportedType,
      ],
      ["too large", refusal(413, PHOTO_ERROR_CODES.tooLarge, "Too large."), tooLargeMessage(LIMITS.maxFileBytes)],
      [
        "unreadable",
        refusal(422, PHOTO_ERROR_CODES.unreadable, "The photo could not be read."),
        PHOTO_MESSAGES.unreadable,
      ],
      [
        "too many from the connection",
        {
          status: 429,
          body: { ...errorBody(PHOTO_ERROR_CODES.rateLimited, PHOTO_LIMIT_MESSAGES.address), scope: "address" },
        },
        PHOTO_LIMIT_MESSAGES.address,
      ],
      // The server's own words are for the couple: the page says what it knows, the status.
      [
        "not stored",
        refusal(500, PHOTO_ERROR_CODES.storageFailed, "disk full"),
        storageFailedMessage("server error 500"),
      ],
      [
        "not recorded",
        refusal(500, PHOTO_ERROR_CODES.databaseFailed, "locked"),
        databaseFailedMessage("server error 500"),
      ],
      ["refused for another reason", refusal(500, "internal_error", "Boom."), PHOTO_MESSAGES.uploadFailed],
    ])("%s", async (_, answer, message) => {
      const panel = openPanel();
      panel.uploads.answerCompletions(() => answer);
      await panel.choose(photo("refused.jpg"), photo("fine.png", 4096, "image/png"));
      await panel.user.click(screen.getByRole("button", { name: "Remove fine.png" }));
      await panel.upload();

      await waitFor(() => expect(panel.status("refused.jpg")).toBe(message));
      expect(panel.row("refused.jpg").dataset.status).toBe("error");
      expect(panel.counts()).toBe("0 valid · 1 with errors");
      expect(screen.getByRole("button", { name: "Retry all failed (1)" })).toBeTruthy();

      panel.uploads.answerCompletions(storedPhoto);
      await panel.user.click(screen.getByRole("button", { name: "Retry refused.jpg" }));
      await waitFor(() => expect(panel.status("refused.jpg")).toBe("Uploaded"));
      expect(panel.uploads.uploads).toHaveLength(2);
    });
  });

  it("Retry all failed sends every failed photo again", async () => {
    const panel = openPanel();
    panel.uploads.answerCompletions(() => refusal(500, PHOTO_ERROR_CODES.storageFailed, "disk full"));
    await panel.choose(photo("one.jpg"), photo("two.jpg"));
    await panel.upload();
    await waitFor(() => expect(screen.getByRole("button", { name: "Retry all failed (2)" })).toBeTruthy());
    panel.uploads.answerCompletions(storedPhoto);
    await panel.user.click(screen.getByRole("button", { name: "Retry all failed (2)" }));
    for (const name of ["one.jpg", "two.jpg"]) await waitFor(() => expect(panel.status(name)).toBe("Uploaded"));
    expect(screen.queryByRole("button", { name: /^Retry all failed/ })).toBeNull();
  });

  it("a dropped connection is tried again by itself: the row says so and never fails for it", async () => {
    const panel = openPanel();
    panel.uploads.dropCreations(1);
    await panel.choose(photo("retry.jpg"));
    await panel.upload();
    await waitFor(() => expect(panel.status("retry.jpg")).toBe(RETRYING));
    await waitFor(() => expect(panel.status("retry.jpg")).toBe("Uploaded"), { timeout: 5000 });
    expect(panel.progress("retry.jpg")).toBe("100");
    expect(errorToasts()).toEqual([]);
  });

  it("offline, a row waits for the connection and goes by itself once it is back", async () => {
    const panel = openPanel();
    await panel.choose(photo("venue.jpg"));
    setOnline(false);
    await panel.upload();
    await waitFor(() => expect(panel.status("venue.jpg")).toBe(WAITING_FOR_CONNECTION));
    expect(panel.uploads.uploads).toEqual([]);
    setOnline(true);
    await waitFor(() => expect(panel.status("venue.jpg")).toBe("Uploaded"));
  });
});

describe("every photo arrives, or the guest is told which did not (issue 31, part 1)", () => {
  const summary = (total: number, sent: number, alreadySent = 0, failed: { name: string; reason: string }[] = []) =>
    uploadSummaryMessage({ total, sent, alreadySent, failed });

  it("keeps every photo on the phone as Upload is pressed; a reload sends them all and ends with the round's total", async () => {
    const { store, kept } = memoryUploadStore();
    const first = openPanel({ store });
    const completions = heldCompletions();
    first.uploads.answerCompletions(completions.answer);
    const names = ["a.jpg", "b.jpg", "c.jpg", "d.jpg", "e.jpg"];
    await first.choose(...names.map((name) => photo(name)));
    await first.upload();
    // Three are on their way; all five are kept, the two waiting their turn included.
    await waitFor(() => expect(first.uploads.uploads).toHaveLength(3));
    expect(kept().map((upload) => upload.fileName)).toEqual(names);
    expect(kept().every((upload) => upload.blob.size === 2048)).toBe(true);

    // The tab closes before any is stored; the next visit finds them and carries on.
    first.unmount();
    const again = openPanel({ store });
    await waitFor(() => expect(again.rows()).toHaveLength(5));
    for (const name of names) await waitFor(() => expect(again.status(name)).toBe("Uploaded"));
    expect(again.uploads.uploads.map((upload) => upload.metadata[UPLOAD_METADATA.fileName]).sort()).toEqual(names);
    await waitFor(() => expect(messages()).toEqual([summary(5, 5)]));
    expect(kept()).toEqual([]);
  });

  it("keeps photos from the moment they are chosen: a reload lists them Ready to upload, and sends none until Upload", async () => {
    const { store, kept } = memoryUploadStore();
    const first = openPanel({ store });
    await first.choose(photo("chosen.jpg"), photo("changed-mind.jpg"), photo("notes.jpg", 64, "text/plain"));
    await waitFor(() => expect(kept().map((upload) => upload.fileName)).toEqual(["chosen.jpg", "changed-mind.jpg"]));
    expect(kept().every((upload) => upload.awaitingUpload)).toBe(true);
    await first.user.click(screen.getByRole("button", { name: "Remove changed-mind.jpg" }));
    await waitFor(() => expect(kept().map((upload) => upload.fileName)).toEqual(["chosen.jpg"]));

    // The page is reloaded before Upload is pressed: the photo is still there, and nothing went.
    first.unmount();
    const again = openPanel({ store, uploaderName: "Gogo Zanele" });
    await waitFor(() => expect(again.status("chosen.jpg")).toBe("Ready to upload"));
    expect(again.rows()).toHaveLength(1);
    expect(again.uploads.uploads).toEqual([]);
    expect(errorToasts()).toEqual([]);

    await again.upload();
    await waitFor(() => expect(again.status("chosen.jpg")).toBe("Uploaded"));
    // Sent as the guest asked when they pressed Upload, under the name typed by then.
    expect(again.uploads.uploads.map((upload) => upload.metadata[UPLOAD_METADATA.uploaderName])).toEqual([
      "Gogo Zanele",
    ]);
    await waitFor(() => expect(messages()).toEqual([summary(1, 1)]));
    expect(kept()).toEqual([]);
  });

  it("tells the total with what did not arrive and why, and keeps a refused photo for Retry after a reload", async () => {
    const { store, kept } = memoryUploadStore();
    const first = openPanel({ store });
    first.uploads.answerCompletions((upload) =>
      upload.metadata[UPLOAD_METADATA.fileName] === "refused.jpg"
        ? refusal(500, PHOTO_ERROR_CODES.storageFailed, "disk full")
        : storedPhoto(upload),
    );
    await first.choose(photo("refused.jpg"), photo("fine.jpg"), photo("animation.gif", 64, "image/gif"));
    await first.upload();
    const why = storageFailedMessage("server error 500");
    await waitFor(() =>
      expect(messages()).toEqual([
        summary(3, 1, 0, [
          { name: "animation.gif", reason: PHOTO_MESSAGES.unsupportedType },
          { name: "refused.jpg", reason: why },
        ]),
      ]),
    );
    expect(kept().map((upload) => [upload.fileName, upload.refusal])).toEqual([["refused.jpg", why]]);

    first.unmount();
    const again = openPanel({ store });
    await waitFor(() => expect(again.status("refused.jpg")).toBe(why));
    expect(again.uploads.uploads).toEqual([]);
    await again.user.click(screen.getByRole("button", { name: "Retry refused.jpg" }));
    await waitFor(() => expect(again.status("refused.jpg")).toBe("Uploaded"));
    await waitFor(() => expect(messages()).toEqual([summary(1, 1)]));
    expect(kept()).toEqual([]);
  });

  it("sends a photo the phone has no room to keep all the same, and says so plainly", async () => {
    const { store, kept } = memoryUploadStore({ room: 2 });
    const panel = openPanel({ store });
    const completions = heldCompletions();
    panel.uploads.answerCompletions(completions.answer);
    await panel.choose(photo("one.jpg"), photo("two.jpg"), photo("three.jpg"));
    await panel.upload();
    await waitFor(() => expect(messages()).toEqual([deviceFullMessage(1)]));
    expect(kept()).toHaveLength(2);
    completions.release();
    for (const name of ["one.jpg", "two.jpg", "three.jpg"])
      await waitFor(() => expect(panel.status(name)).toBe("Uploaded"));
    await waitFor(() => expect(messages()).toEqual([summary(3, 3)]));
  });

  it("sends a ‘(1)’ copy of a photo once: the copy waits for it and is Already sent", async () => {
    const panel = openPanel();
    const completions = heldCompletions();
    panel.uploads.answerCompletions(completions.answer);
    await panel.choose(photo("cake.jpg", 2048, "image/jpeg", 42), photo("cake (1).jpg", 2048, "image/jpeg", 42));
    await panel.upload();
    await waitFor(() => expect(panel.uploads.uploads).toHaveLength(1));
    // Whichever was read first is sent; the other waits for it (the two are read side by side).
    const [copy, sentOne] =
      panel.status("cake (1).jpg") === "Waiting to upload"
        ? ["cake (1).jpg", "cake.jpg"]
        : ["cake.jpg", "cake (1).jpg"];
    expect(panel.status(copy)).toBe("Waiting to upload");
    completions.release();
    await waitFor(() => expect(panel.status(copy)).toBe(PHOTO_MESSAGES.alreadySent));
    expect(panel.status(sentOne)).toBe("Uploaded");
    expect(panel.uploads.uploads).toHaveLength(1);
    // It names the bytes it sends: the server can answer before any is sent.
    expect(panel.uploads.uploads[0]?.metadata[UPLOAD_METADATA.contentHash]).toMatch(/^[0-9a-f]{64}$/);
    await waitFor(() => expect(messages()).toEqual([summary(2, 1, 1)]));
    const sent = screen.getByRole("list", { name: "Photos you sent from this device" });
    expect(within(sent).getAllByRole("listitem")).toHaveLength(1);
  });

  it("takes the server's ‘already sent’ (409) as arrived: the row says so, and it is not in the list twice", async () => {
    const panel = openPanel();
    panel.uploads.answerCompletions(() => refusal(409, PHOTO_ERROR_CODES.alreadySent, ALREADY_SENT_MESSAGE));
    await panel.choose(photo("again.jpg"));
    await panel.upload();
    await waitFor(() => expect(panel.status("again.jpg")).toBe(PHOTO_MESSAGES.alreadySent));
    expect(panel.row("again.jpg").dataset.status).toBe("success");
    await waitFor(() => expect(messages()).toEqual([summary(1, 0, 1)]));
    expect(screen.queryByRole("list", { name: "Photos you sent from this device" })).toBeNull();
    expect(errorToasts()).toEqual([]);
  });
});

describe("one message where the guest looks (issue 31, part 3)", () => {
  it("says a new message in place of the last, and never 'No valid files' while photos are on their way", async () => {
    const panel = openPanel();
    const completions = heldCompletions();
    panel.uploads.answerCompletions(completions.answer);
    const sun = photo("sun.jpg");
    const moon = photo("moon.jpg");
    await panel.choose(sun, moon);
    await panel.upload();
    await waitFor(() => expect(panel.status("sun.jpg")).toBe("Uploading"));
    await panel.choose(sun);
    await panel.choose(moon);
    expect(messages()).toEqual([alreadySelectedMessage("moon.jpg")]);
    await panel.upload();
    await waitFor(() => expect(messages()).toEqual([PHOTO_MESSAGES.stillSending]));
    completions.release();
    await waitFor(() =>
      expect(messages()).toEqual([uploadSummaryMessage({ total: 2, sent: 2, alreadySent: 0, failed: [] })]),
    );
  });

  it("says what was already selected in one message", async () => {
    const panel = openPanel();
    await panel.choose(photo("x.jpg"), photo("y.jpg"));
    await panel.choose(photo("x.jpg"), photo("y.jpg"));
    expect(messages()).toEqual([`${alreadySelectedMessage("x.jpg")} ${alreadySelectedMessage("y.jpg")}`]);
  });
});

describe("the list a grandmother can use (issue 31, part 8)", () => {
  const picture = () => new Blob([new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3])], { type: "image/jpeg" });

  it("shows each photo's small picture, made once, and the sent photos' pictures", async () => {
    const made = vi.fn(async () => picture());
    previews.make = made;
    const panel = openPanel();
    await panel.choose(photo("IMG_20240615_183012_first_dance_under_the_lights.jpg"));
    const row = panel.row("IMG_20240615_183012_first_dance_under_the_lights.jpg");
    await waitFor(() => expect(row.querySelector("img")?.getAttribute("src")).toMatch(/^blob:/));
    await panel.upload();
    const sent = await screen.findByRole("list", { name: "Photos you sent from this device" });
    await waitFor(() =>
      expect(within(sent).getByRole("listitem").querySelector("img")?.getAttribute("src")).toMatch(/^blob:/),
    );
    expect(made).toHaveBeenCalledTimes(1);
  });

  it("asks before a sent photo is removed from the site, and keeps it when the guest says so", async () => {
    const panel = openPanel();
    await panel.choose(photo("party.jpg"));
    await panel.upload();
    const sent = await screen.findByRole("list", { name: "Photos you sent from this device" });
    const item = () => within(sent).getByRole("listitem");
    await waitFor(() => expect(within(item()).getByText(PAGE_WORDS_EN.myPhotos.states.pending)).toBeTruthy());
    const id = item().dataset.photoId ?? "";
    panel.server.on("DELETE", `/api/photos/${id}`, () => Promise.resolve(new Response(null, { status: 204 })));

    await panel.user.click(within(item()).getByRole("button", { name: "Remove party.jpg from the site" }));
    expect(within(item()).getByText(REMOVE_QUESTION)).toBeTruthy();
    expect(document.activeElement).toBe(within(item()).getByRole("button", { name: "Keep party.jpg" }));
    await panel.user.click(within(item()).getByRole("button", { name: "Keep party.jpg" }));
    expect(panel.server.sentTo(`/api/photos/${id}`)).toEqual([]);
    expect(document.activeElement).toBe(within(item()).getByRole("button", { name: "Remove party.jpg from the site" }));

    await panel.user.click(within(item()).getByRole("button", { name: "Remove party.jpg from the site" }));
    await panel.user.click(within(item()).getByRole("button", { name: "Yes, remove party.jpg" }));
    await waitFor(() => expect(screen.queryByRole("list", { name: "Photos you sent from this device" })).toBeNull());
    expect(panel.server.sentTo(`/api/photos/${id}`, "DELETE")).toHaveLength(1);
    expect(messages()).toEqual(["party.jpg was removed."]);
  });
});
