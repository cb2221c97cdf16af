import type { Readable } from "node:stream";
import { ZipFile } from "yazl";
import { PHOTO_LIST_CSV } from "../../shared/admin-api.ts";
import { localDateTime } from "../../shared/date-labels.ts";
import { type SentPhoto, typedUploaderName } from "../db/photo-repository.ts";
import type { BlobStore } from "../storage/blob-store.ts";
import { toCsv } from "./csv.ts";

export interface ZippedPhoto {
  /** Where it sits in the ZIP (zipEntryPaths). */
  path: string;
  photo: SentPhoto;
}

export interface PhotoZipDeps {
  blobs: BlobStore;
  now: Date;
  /** The wedding's zone: the list's times are written in it. */
  timeZone: string;
  /** Whether the photo's record is still there: one deleted after the listing is left out, not an error. */
  isRecorded(id: string): Promise<boolean>;
  onError(error: unknown): void;
}

/**
 * The originals of `photos`, stored as they are (JPEG, HEIC and WebP are
 * compressed already: deflating them costs CPU and saves nothing), then
 * PHOTO_LIST_CSV listing what the ZIP holds; ZIP64 where the archive
 * passes 4 GB or 65,535 entries (yazl decides).
 *
 * The bytes are produced as they are read, one original open at a time,
 * never a whole file in memory. Each original is opened before its entry
 * is added, so a photo deleted while a long download runs (by the couple,
 * or by its guest) is simply left out; the ZIP's length is therefore not
 * known in advance and the response has no Content-Length. An original
 * missing while its record remains is a storage fault: `onError` hears of
 * it and the stream is destroyed, so the download breaks off rather than
 * hand over a ZIP that silently lacks a photo.
 */
export function photoZip(
  photos: readonly ZippedPhoto[],
  { blobs, now, timeZone, isRecorded, onError }: PhotoZipDeps,
): Readable {
  const zip = new ZipFile();
  const output = zip.outputStream as Readable;
  const zipped: ZippedPhoto[] = [];
  let reading: Readable | null = null;

  const fail = (error: unknown) => {
    if (output.destroyed) return;
    onError(error);
    output.destroy(error instanceof Error ? error : new Error(String(error)));
  };
  zip.on("error", fail);
  // A download cancelled part-way must not leave the file being read open, nor open the next.
  output.on("close", () => reading?.destroy());

  async function addFrom(index: number): Promise<void> {
    for (let next = index; next < photos.length; next += 1) {
      if (output.destroyed) return;
      const entry = photos[next] as ZippedPhoto;
      const { path, photo } = entry;
      const stream = await blobs.get(photo.filePath);
      if (!stream) {
        if (await isRecorded(photo.id)) throw new Error("A photo's original is missing from storage");
        continue;
      }
      if (output.destroyed) {
        stream.destroy();
        return;
      }
      reading = stream;
      zipped.push(entry);
      // `size` makes yazl check the stored file has the recorded length; the next original is opened once this one is read.
      zip.addReadStream(stream, path, {
        compress: false,
        mtime: photo.capturedAt ?? photo.createdAt,
        size: photo.fileSize,
      });
      stream.once("end", () => addFrom(next + 1).catch(fail));
      stream.once("error", fail);
      return;
    }
    zip.addBuffer(Buffer.from(photoListCsv(zipped, timeZone), "utf8"), PHOTO_LIST_CSV, { mtime: now });
    zip.end();
  }
  addFrom(0).catch(fail);
  return output;
}

/** One row per photo, in ZIP order: where it is in the ZIP and what the couple knows of it (times the wedding's). */
export function photoListCsv(photos: readonly ZippedPhoto[], timeZone: string): string {
  return toCsv(
    ["File", "Status", "Uploader", "Household", "Taken", "Uploaded"],
    photos.map(({ path, photo }) => [
      path,
      photo.status,
      typedUploaderName(photo.uploadedByName) ?? "",
      photo.householdName ?? "",
      photo.capturedAt ? localDateTime(photo.capturedAt, timeZone) : "",
      localDateTime(photo.createdAt, timeZone),
    ]),
  );
}
