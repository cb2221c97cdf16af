import { Picture } from "../../components/picture.tsx";

/** Every gallery picture goes through here: AVIF/WebP at the width it is drawn. */
export function GalleryImage({
  path,
  alt,
  sizes,
  loading = "lazy",
  className,
}: {
  path: string;
  alt: string;
  /** How wide the picture shows, so the browser picks the variant. */
  sizes: string;
  loading?: "lazy" | "eager";
  className?: string;
}) {
  return <Picture image={path} alt={alt} sizes={sizes} loading={loading} {...(className ? { className } : {})} />;
}
