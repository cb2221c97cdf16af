import { describe, expect, it } from "vitest";
import { adminCodeInGuestPages, type BundledChunk } from "./guest-code-guard.ts";

const chunk = (fileName: string, moduleIds: string[], more: Partial<BundledChunk> = {}): BundledChunk => ({
  type: "chunk",
  name: fileName.replace(/\.js$/, ""),
  fileName,
  isEntry: false,
  imports: [],
  dynamicImports: [],
  moduleIds,
  ...more,
});

const react = chunk("react.js", ["/repo/node_modules/react-dom/index.js"]);
const admin = chunk("admin.js", ["/repo/src/client/admin/main.tsx", "/repo/src/client/admin/content/site-editor.tsx"], {
  isEntry: true,
  name: "admin",
  imports: ["react.js"],
});

describe("the guest pages' code", () => {
  it("may share React with the admin, which may load anything", () => {
    const index = chunk("index.js", ["/repo/src/client/main.tsx"], {
      isEntry: true,
      name: "index",
      imports: ["react.js"],
    });
    expect(adminCodeInGuestPages([index, react, admin])).toEqual([]);
  });

  it("names an admin module a guest page would load, even lazily and through another chunk", () => {
    const leaked = chunk("words.js", ["/repo/src/client/lib/words.tsx", "/repo/src/client/preview/main.tsx"]);
    const rsvp = chunk("rsvp.js", ["/repo/src/client/sections/rsvp/rsvp.tsx"], { imports: ["words.js"] });
    const photos = chunk("photos.js", ["/repo/src/client/photos-page/main.tsx"], {
      isEntry: true,
      name: "photos",
      dynamicImports: ["rsvp.js"],
    });
    expect(adminCodeInGuestPages([photos, rsvp, leaked, react, admin])).toEqual([
      "/repo/src/client/preview/main.tsx (in words.js)",
    ]);
  });
});
