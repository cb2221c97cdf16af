import images from "virtual:wedding-images";
import type { ImageManifest } from "../shared/image-manifest.ts";

/** The pictures of content/images as tests see them: the dev manifest (names planned from content hashes, nothing encoded). */
export const testImages: ImageManifest = images;
