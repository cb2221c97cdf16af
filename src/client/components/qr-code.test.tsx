import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { QrCode, qrPath } from "./qr-code.tsx";

describe("qrPath", () => {
  it("draws the smallest code that holds a personal link, with a quiet zone, the same every time", () => {
    const link = "https://maria-joao-and-soren.example/i/AbCdEfGhIjKlMnOp";
    const first = qrPath(link);
    // Version 4 (33 modules) holds 62 bytes at level M; plus 4 modules of quiet zone each side.
    expect(first.size).toBe(33 + 8);
    expect(first.path).toMatch(/^M4 4h1v1h-1z/); // the finder pattern's top-left corner
    expect(qrPath(link)).toEqual(first);
    expect(qrPath(`${link}x`).path).not.toBe(first.path);
  });
});

describe("QrCode", () => {
  it("is an image named for screen readers", () => {
    const html = renderToStaticMarkup(<QrCode text="https://x.example/i/a" label="QR code for The Smiths" />);
    expect(html).toContain('role="img"');
    expect(html).toContain('aria-label="QR code for The Smiths"');
    expect(html).toContain("<path");
  });
});
