/**
 * The guest page of a household: `/i/<code>` (docs/product.md, decision 13).
 * A module of its own so the page's first chunk can tell a personal link
 * without loading the guest list's rules (households.ts).
 */
export const INVITATION_PAGE_PREFIX = "/i/";
