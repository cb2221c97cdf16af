declare module "virtual:wedding-content" {
  const content: import("../shared/content-schema.ts").WeddingContent;
  export default content;
}
