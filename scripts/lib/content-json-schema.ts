import { z } from "zod";
import { WeddingContentSchema } from "../../src/shared/content-schema.ts";
import { LANGUAGES } from "../../src/shared/words/words.ts";

/**
 * content/wedding.schema.json, generated from the zod schema (the one source):
 * editors that read JSON Schema (VS Code's YAML extension, via the
 * `yaml-language-server` line atop wedding.yaml) complete field names, show
 * each field's description and underline mistakes as the couple types.
 */
export function contentJsonSchema(): string {
  // Draft 7: the version editors' YAML and JSON extensions understand best.
  const schema = z.toJSONSchema(WeddingContentSchema, { io: "input", unrepresentable: "any", target: "draft-7" });
  const withTexts = perLanguage(schema);
  return `${JSON.stringify({ ...(withTexts as object), title: "Wedding site content (content/wedding.yaml)" }, null, 2)}\n`;
}

/**
 * Every free text (a string that must not be empty, with no pattern or
 * format) may also be one text per language (content-languages.ts): a map
 * from the site's language codes to texts.
 */
function perLanguage(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(perLanguage);
  if (typeof node !== "object" || node === null) return node;
  const entries = Object.fromEntries(Object.entries(node).map(([key, value]) => [key, perLanguage(value)]));
  const { type, minLength, pattern, format, description, ...rest } = entries as Record<string, unknown>;
  if (type !== "string" || minLength !== 1 || pattern !== undefined || format !== undefined) return entries;
  const text = { type, minLength, ...rest };
  return {
    ...(description === undefined ? {} : { description }),
    anyOf: [
      text,
      {
        type: "object",
        propertyNames: { enum: [...LANGUAGES] },
        additionalProperties: text,
        minProperties: 1,
      },
    ],
  };
}
