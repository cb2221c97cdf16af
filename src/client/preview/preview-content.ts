import { previewPicturePath } from "../../shared/content-api.ts";
import { checkContentFile, picturesNamed, problemsIn } from "../../shared/content-file.ts";
import { ContentError, contentFor, type WeddingContent } from "../../shared/content-schema.ts";
import type { ImageManifest } from "../../shared/image-manifest.ts";

/** How problems name the file, as the editor's do. */
const FILE_NAME = "wedding.yaml";

export interface PictureSize {
  width: number;
  height: number;
}

/** A picture's shape until its preview has been measured: the page lays it out again once it is. */
const UNMEASURED: PictureSize = { width: 3, height: 2 };

/** A picture the draft names but has no bytes for: a quiet grey box where it will be. */
const MISSING_PICTURE = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 3 2"><rect width="3" height="2" fill="#d9d4cc"/></svg>',
)}`;

export type PreviewPage =
  | { ok: true; content: WeddingContent; images: ImageManifest; hashes: string[] }
  | { ok: false; problems: string[] };

/**
 * The page guests would see for this content file (ADR 055): the file checked as publishing checks it, the
 * public's view in its first language, and each picture it names shown from the editor's own copy
 * (CONTENT_API pictures/:hash) at the size measured so far. Analytics stay off: the couple looking at their draft
 * are not visitors. A file that cannot be read gives its problems, one line each.
 */
export function previewPage(
  yaml: string,
  pictures: Readonly<Record<string, string>>,
  sizeOf: (hash: string) => PictureSize | undefined,
): PreviewPage {
  let content: WeddingContent;
  let needed: string[];
  try {
    const checked = checkContentFile(yaml, { fileName: FILE_NAME });
    const view = contentFor(checked, "public");
    content = { ...view, site: { ...view.site, gaMeasurementId: undefined } };
    needed = [...new Set(picturesNamed(contentFor(checked, "couple")).map(({ picture }) => picture))];
  } catch (error) {
    if (error instanceof ContentError) return { ok: false, problems: problemsIn(error.message, FILE_NAME) };
    throw error;
  }
  const images: ImageManifest = {};
  const hashes: string[] = [];
  for (const picture of needed) {
    const hash = pictures[picture];
    if (hash === undefined) {
      images[picture] = { src: MISSING_PICTURE, ...UNMEASURED, variants: [] };
      continue;
    }
    hashes.push(hash);
    images[picture] = { src: previewPicturePath(hash), ...(sizeOf(hash) ?? UNMEASURED), variants: [] };
  }
  return { ok: true, content, images, hashes };
}
