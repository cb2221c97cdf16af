/** tus-js-client's browser build (the one the page's bundle holds): the same API as the package's own types. */
declare module "tus-js-client/lib.esm/browser/index.js" {
  export * from "tus-js-client";
}
