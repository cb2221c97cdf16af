import { describe, expect, it } from "vitest";
import { colourWords, contrastAdvice, readableColour } from "./colour-contrast.ts";
import { contrastRatio } from "./colours.ts";

describe("colours guests can read", () => {
  it("names colours as people do", () => {
    expect(colourWords("#1f2f4f")).toBe("dark blue");
    expect(colourWords("#c5d5e8")).toBe("light blue");
    expect(colourWords("#ffffff")).toBe("white");
    expect(colourWords("#5a3a2a")).toBe("brown");
    expect(colourWords("#f4ece1")).toBe("sand");
  });

  it("suggests the nearest colour that reads on every background it is used on", () => {
    const fix = readableColour("#8fa9c9", ["#f4ece1", "#ffffff"]);
    expect(fix?.toward).toBe("darker");
    expect(contrastRatio(fix?.hex ?? "", "#f4ece1")).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(fix?.hex ?? "", "#ffffff")).toBeGreaterThanOrEqual(4.5);
    // No text reads on black and white at once... (grey does not either).
    expect(readableColour("#777777", ["#000000", "#ffffff"], 7)).toBeNull();
  });

  it("says what is hard to read in plain words, with a colour to try", () => {
    const advice = contrastAdvice({
      foreground: "#ffffff",
      background: "#9db4d0",
      what: "the white words",
      on: "{colour} buttons",
      change: { field: "background", name: "button colour" },
    });
    expect(advice).toMatch(
      /^Guests would struggle to read the white words \(#ffffff\) on blue buttons \(#9db4d0\): contrast 2\.\d to 1, and at least 4\.5 is needed\. Try a darker button colour such as (#[0-9a-f]{6})\.$/,
    );
    const suggested = /such as (#[0-9a-f]{6})/.exec(advice ?? "")?.[1] ?? "";
    expect(contrastRatio("#ffffff", suggested)).toBeGreaterThanOrEqual(4.5);
    expect(
      contrastAdvice({
        foreground: "#1f2f4f",
        background: "#ffffff",
        what: "",
        on: "",
        change: { field: "foreground", name: "" },
      }),
    ).toBeNull();
  });
});
