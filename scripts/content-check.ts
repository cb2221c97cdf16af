/**
 * `npm run content:check`: checks content/wedding.yaml (fields, dates,
 * colours, pictures) without building, and says what is wrong, line by line.
 */
import { ContentError } from "../src/shared/content-schema.ts";

try {
  const { readWeddingContent, WEDDING_CONTENT_FILE } = await import("../content/wedding.ts");
  const content = readWeddingContent();
  console.log(
    `${WEDDING_CONTENT_FILE} is fine: ${content.events.length} event(s), ${content.gallery.items.length} picture(s).`,
  );
} catch (error) {
  if (!(error instanceof ContentError)) throw error;
  console.error(error.message);
  process.exit(1);
}
