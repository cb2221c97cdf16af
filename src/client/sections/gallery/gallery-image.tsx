import { imageUrl } from "../../lib/images.ts";

/**
 * The gallery's pictures are 4:5 (800 × 1000). Every gallery <img> goes
 * through here, so moving to the responsive image API is one change:
 * `<Picture image={responsiveImage(path)} alt sizes loading className />`.
 */
const GALLERY_IMAGE_WIDTH = 800;
const GALLERY_IMAGE_HEIGHT = 1000;

export function GalleryImage({
  path,
  alt,
  sizes: _sizes,
  loading = "lazy",
  className,
}: {
  path: string;
  alt: string;
  /** Callers say how wide the picture shows now, so the responsive API's srcset needs no call-site change. */
  sizes: string;
  loading?: "lazy" | "eager";
  className?: string;
}) {
  return (
    <img
      src={imageUrl(path)}
      alt={alt}
      width={GALLERY_IMAGE_WIDTH}
      height={GALLERY_IMAGE_HEIGHT}
      loading={loading}
      decoding="async"
      className={className}
    />
  );
}
