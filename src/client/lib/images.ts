/**
 * URLs of the pictures in content/images, hashed by the build. Content names
 * a picture by its path inside that folder ("gallery/1-first-light.svg").
 */
const urls = import.meta.glob<string>("../../../content/images/**/*.{svg,png,jpg,jpeg,webp,avif}", {
  eager: true,
  query: "?url",
  import: "default",
});

const PREFIX = "../../../content/images/";

export function imageUrl(contentPath: string): string {
  const url = urls[PREFIX + contentPath];
  if (url === undefined) throw new Error(`No picture content/images/${contentPath}`);
  return url;
}
