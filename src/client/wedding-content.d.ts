declare module "virtual:wedding-content" {
  const content: import("../shared/content-schema.ts").WeddingContent;
  export default content;
}

declare module "virtual:wedding-admin-site" {
  /** The couple, the wedding's time zone and every event (by invitation only too) with its meals: no places. */
  const site: import("./admin/guests/guest-list.ts").GuestListSite;
  export default site;
}

declare module "virtual:wedding-card-fonts" {
  /** The couple's faces for the printed invitation cards: @font-face rules, --font-card-display and --font-card-text. */
  const css: string;
  export default css;
}
