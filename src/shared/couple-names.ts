import type { WeddingContent } from "./content-schema.ts";

/** "Thabo & Lerato". Kept apart from the schema so the page does not bundle zod. */
export function coupleNames(content: Pick<WeddingContent, "couple">): string {
  return content.couple.partners.map((partner) => partner.firstName).join(" & ");
}
