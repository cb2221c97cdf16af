import path from "node:path";
import { PHOTO_STATUSES, type PhotoStatus } from "../../shared/photo.ts";

/**
 * Names inside a photos ZIP: the guest's file name reduced to
 * letters (accents dropped), digits, space, dot, dash and underscore (no folders, no "..", no
 * control characters), with the extension of the stored original, made unique
 * case-insensitively with " (2)", " (3)"….
 */
export function zipEntryNames(photos: readonly { fileName: string; filePath: string }[]): string[] {
  const taken = new Set<string>();
  return photos.map(({ fileName, filePath }) => {
    const extension = path.extname(filePath).toLowerCase();
    const stem =
      path
        .basename(fileName, path.extname(fileName))
        .normalize("NFKD")
        .replace(/\p{M}/gu, "")
        .replace(/[^A-Za-z0-9 ._-]/g, "_")
        .replace(/^[ .]+|[ .]+$/g, "")
        .slice(0, 100) || "photo";
    let name = `${stem}${extension}`;
    for (let n = 2; taken.has(name.toLowerCase()); n += 1) name = `${stem} (${n})${extension}`;
    taken.add(name.toLowerCase());
    return name;
  });
}

/**
 * Where each photo goes in a ZIP: `flat` puts them all at the top
 * (zipEntryNames); `by-status` in a folder named after its review status
 * ("pending/IMG_0001.jpg", "approved/…", "rejected/…"), names unique within
 * each folder. Returns the photos in ZIP order: by folder, then as given.
 */
export function zipEntryPaths<T extends { fileName: string; filePath: string; status: PhotoStatus }>(
  photos: readonly T[],
  layout: "flat" | "by-status",
): { path: string; photo: T }[] {
  if (layout === "flat") {
    const names = zipEntryNames(photos);
    return photos.map((photo, index) => ({ path: names[index] ?? `photo-${index + 1}`, photo }));
  }
  return PHOTO_STATUSES.flatMap((status) =>
    zipEntryPaths(
      photos.filter((photo) => photo.status === status),
      "flat",
    ).map(({ path: name, photo }) => ({ path: `${status}/${name}`, photo })),
  );
}
