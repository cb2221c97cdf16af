import path from "node:path";

/**
 * Names inside the approved-photos ZIP: the guest's file name reduced to
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
