declare module "virtual:wedding-content" {
  /** The public view of content/wedding.yaml (scripts/lib/vite-site-plugin.ts), for the tests of the page's server entry. */
  const content: import("../shared/content-schema.ts").WeddingContent;
  export default content;
}
