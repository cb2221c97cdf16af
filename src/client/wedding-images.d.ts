declare module "virtual:wedding-images" {
  const manifest: import("../shared/image-manifest.ts").ImageManifest;
  export default manifest;
}
