import { describe, expect, it } from "vitest";
import { failedModuleUrl } from "./stale-build.ts";

const CHUNK = "https://wedding.example/assets/photo-upload-panel-B6--kP0H.js";

describe("failedModuleUrl", () => {
  it("reads the chunk from Chromium's message", () => {
    expect(failedModuleUrl(new TypeError(`Failed to fetch dynamically imported module: ${CHUNK}`))).toBe(CHUNK);
  });

  it("reads the chunk from Firefox's message", () => {
    expect(failedModuleUrl(new TypeError(`error loading dynamically imported module: ${CHUNK}`))).toBe(CHUNK);
  });

  it("gives null for Safari's message, which names no module", () => {
    expect(failedModuleUrl(new TypeError("Importing a module script failed."))).toBeNull();
  });

  it("takes any thrown value, not only errors", () => {
    expect(failedModuleUrl(`Failed to fetch dynamically imported module: ${CHUNK}`)).toBe(CHUNK);
    expect(failedModuleUrl(undefined)).toBeNull();
  });
});
