// @vitest-environment happy-dom
import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { isRecord } from "../../../shared/error-body.ts";
import {
  alreadySelectedMessage,
  databaseFailedMessage,
  PHOTO_ERROR_CODES,
  PHOTO_MESSAGES,
  type PhotoLimits,
  SUCCESS_ROW_MS,
  storageFailedMessage,
  tooLargeMessage,
  tooManyPhotosMessage,
} from "../../../shared/photo.ts";
import {
  PHOTO_STATE_LABELS,
  PHOTO_STATES_API,
  PHOTO_TOKEN_PATTERN,
  type PhotoStates,
  UPLOAD_METADATA,
} from "../../../shared/uploads.ts";
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
import { DROP_ZONE_LABEL } from "./drop-zone-face.tsx";
import { formatFileSize, RETRYING, WAITING_FOR_CONNECTION } from "./photo-selection.ts";
import { PhotoUploadPanel } from "./photo-upload-panel.tsx";

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

const photo = (name: string, size = 2048, type = "image/jpeg") =>
  new File([new Uint8Array(size).fill(7)], name, { type });

function openPanel({ uploaderName = "" } = {}) {
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
    <PhotoUploadPanel hint={HINT} limits={LIMITS} stripMetadata uploaderName={uploaderName} />,
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
      const before = { rows: rows().length, toasts: errorToasts().length };
      await page.user.upload(screen.getByLabelText("Photos to upload"), files);
      await waitFor(() => expect([rows().length, errorToasts().length]).not.toEqual([before.rows, before.toasts]));
    },
    zone: () => screen.getByRole("button", { name: DROP_ZONE_LABEL }),
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
      photo("notes.txt", 64, "text/plain"),
      photo("huge.jpg", LIMITS.maxFileBytes + 1),
      // Phones often give HEIC no type: the extension decides.
      photo("phone.HEIC", 4096, ""),
    );

    expect(panel.rows()).toHaveLength(5);
    await waitFor(() => expect(panel.status("huge.jpg")).toBe(tooLargeMessage(LIMITS.maxFileBytes)));
    expect(panel.status("good.jpg")).toBe("Ready to upload");
    expect(panel.status("phone.HEIC")).toBe("Ready to upload");
    expect(panel.status("animation.gif")).toBe(PHOTO_MESSAGES.unsupportedType);
    expect(panel.status("notes.txt")).toBe(PHOTO_MESSAGES.unsupportedType);
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
    expect(panel.uploads.uploads.map((upload) => upload.metadata[UPLOAD_METADATA.fileName])).toEqual(names);
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
    await waitFor(() => expect(within(sent).getAllByText(PHOTO_STATE_LABELS.pending)).toHaveLength(names.length));
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
        "The photo could not be read.",
      ],
      [
        "too many from the connection",
        refusal(429, PHOTO_ERROR_CODES.rateLimited, "Too many photos, please wait."),
        "Too many photos, please wait.",
      ],
      ["not stored", refusal(500, PHOTO_ERROR_CODES.storageFailed, "disk full"), storageFailedMessage("disk full")],
      ["not recorded", refusal(500, PHOTO_ERROR_CODES.databaseFailed, "locked"), databaseFailedMessage("locked")],
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
