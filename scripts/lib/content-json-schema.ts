import { z } from "zod";
import { WeddingContentSchema } from "../../src/shared/content-schema.ts";

/**
 * content/wedding.schema.json, generated from the zod schema (the one source):
 * editors that read JSON Schema (VS Code's YAML extension, via the
 * `yaml-language-server` line atop wedding.yaml) complete field names, show
 * each field's description and underline mistakes as the couple types.
 */
export function contentJsonSchema(): string {
  // Draft 7: the version editors' YAML and JSON extensions understand best.
  const schema = z.toJSONSchema(WeddingContentSchema, { io: "input", unrepresentable: "any", target: "draft-7" });
  return `${JSON.stringify({ ...schema, title: "Wedding site content (content/wedding.yaml)" }, null, 2)}\n`;
}
