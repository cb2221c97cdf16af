/** "Thabo & Lerato". Kept apart from the schema so the page does not bundle zod. */
export function coupleNames(content: { couple: { partners: readonly { firstName: string }[] } }): string {
  return content.couple.partners.map((partner) => partner.firstName).join(" & ");
}
