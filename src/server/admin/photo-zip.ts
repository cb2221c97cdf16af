import { Readable } from "node:stream";
import { type EndOptions, ZipFile } from "yazl";
import { PHOTO_LIST_CSV } from "../../shared/admin-api.ts";
import { givenUploaderName, type SentPhoto } from "../db/photo-repository.ts";
import type { BlobStore } from "../storage/blob-store.ts";
import { toCsv } from "./csv.ts";

export interface ZippedPhoto {
  /** Where it sits in the ZIP (zipEntryPaths). */
  path: string;
  photo: SentPhoto;
}

export interface PhotoZip {
  /** The ZIP's bytes, produced as they are read: one original open at a time, never a whole file in memory. */
  stream: Readable;
  /** The exact length of `stream` (the Content-Length). */
  size: number;
}

/**
 * The originals of `photos`, stored as they are (JPEG, HEIC and WebP are
 * compressed already: deflating them costs CPU and saves nothing), then
 * PHOTO_LIST_CSV. ZIP64 where the archive passes 4 GB or 65,535 entries.
 * `onError` hears of a failure part-way (an original gone, storage away);
 * the stream is then destroyed, so the download breaks off rather than
 * hand over a ZIP with a wrong or missing file.
 */
export function photoZip(
  photos: readonly ZippedPhoto[],
  { blobs, now, onError }: { blobs: BlobStore; now: Date; onError(error: unknown): void },
): PhotoZip {
  const zip = new ZipFile();
  const output = zip.outputStream as Readable;
  let reading: Readable | null = null;
  for (const { path, photo } of photos) {
    // Opened as the ZIP reaches it, so a large set holds one file open, not all.
    zip.addReadStreamLazy(
      path,
      // `size` lets yazl work out the whole length up front; a stored file of another length fails the ZIP.
      { compress: false, mtime: photo.capturedAt ?? photo.createdAt, size: photo.fileSize },
      (callback) => {
        blobs.get(photo.filePath).then(
          (stream) => {
            reading = stream;
            if (stream) callback(null, stream);
            else callback(new Error("A photo's original is missing from storage"), Readable.from([]));
          },
          (error: unknown) => callback(error, Readable.from([])),
        );
      },
    );
  }
  // Stored too: a deflated entry's length is not known until it is deflated.
  zip.addBuffer(Buffer.from(photoListCsv(photos), "utf8"), PHOTO_LIST_CSV, { mtime: now, compress: false });
  zip.on("error", (error: unknown) => {
    onError(error);
    output.destroy(error instanceof Error ? error : new Error(String(error)));
  });
  // A download cancelled part-way must not leave the file being read open.
  output.on("close", () => (reading as Readable | null)?.destroy());

  let size = -1;
  // yazl 3.3.1 counts the ZIP64 end records in this size once the central
  // directory passes 64 KB (about 800 photos) but writes them only past 4 GB,
  // so its size would be 76 bytes too long and the browser would wait for
  // them. Writing the ZIP64 end records always makes the two agree; every
  // reader that opens a ZIP past 4 GB reads them.
  // @types/yazl gives this callback no parameter; yazl passes the size (its README, "end()").
  const end = zip.end.bind(zip) as (options: EndOptions, calculatedTotalSizeCallback: (size: number) => void) => void;
  end({ forceZip64Format: true, comment: "" }, (calculated) => {
    size = calculated;
  });
  // Every entry is stored with its size given, so yazl knows the total as end() returns.
  if (size < 0) throw new Error("the ZIP's size could not be worked out in advance");
  return { stream: output, size };
}

/** One row per photo, in ZIP order: where it is in the ZIP and what the couple knows of it (times in UTC, ISO 8601). */
export function photoListCsv(photos: readonly ZippedPhoto[]): string {
  return toCsv(
    ["File", "Status", "Uploader", "Household", "Taken", "Uploaded"],
    photos.map(({ path, photo }) => [
      path,
      photo.status,
      givenUploaderName(photo) ?? "",
      photo.householdName ?? "",
      photo.capturedAt?.toISOString() ?? "",
      photo.createdAt.toISOString(),
    ]),
  );
}
