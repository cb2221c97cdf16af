import { responsiveImage } from "../lib/content-images.ts";

export interface PictureProps {
  /** Path inside content/images, e.g. "gallery/1-first-light.jpg". */
  image: string;
  /** Empty for a decorative picture. */
  alt: string;
  /** How wide the picture is drawn, so the browser picks the right variant, e.g. "(min-width: 768px) 33vw, 50vw". */
  sizes: string;
  className?: string;
  loading?: "lazy" | "eager";
  /** The first screen's main picture (the hero): fetched eagerly and before other images. */
  priority?: boolean;
}

/**
 * A content picture as AVIF or WebP at the width the layout needs, with a
 * JPEG/PNG fallback. Width and height come from the source, so the browser
 * reserves the space before the file arrives (no layout shift).
 */
export function Picture({ image, alt, sizes, className, loading = "lazy", priority = false }: PictureProps) {
  const { src, width, height, sources } = responsiveImage(image);
  return (
    <picture>
      {sources.map((source) => (
        <source key={source.type} type={source.type} srcSet={source.srcSet} sizes={sizes} />
      ))}
      <img
        src={src}
        alt={alt}
        width={width}
        height={height}
        decoding="async"
        loading={priority ? "eager" : loading}
        fetchPriority={priority ? "high" : undefined}
        className={className}
      />
    </picture>
  );
}
