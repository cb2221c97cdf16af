import { describe, expect, it } from "vitest";
import { zipEntryNames } from "./zip-names.ts";

describe("names inside the approved-photos ZIP", () => {
  it("keeps names readable, safe and unique, with the stored original's extension", () => {
    const names = zipEntryNames([
      { fileName: "Première danse.HEIC", filePath: "uploads/1-a.heic" },
      { fileName: "première danse.heic", filePath: "uploads/2-b.heic" },
      { fileName: "../../etc/passwd", filePath: "uploads/3-c.jpg" },
      { fileName: "C:\\Users\\me\\photo.png", filePath: "uploads/4-d.png" },
      { fileName: "...", filePath: "uploads/5-e.jpg" },
      { fileName: "shot.exe", filePath: "uploads/6-f.webp" },
      { fileName: "new\nline\u0000.jpg", filePath: "uploads/7-g.jpg" },
    ]);
    expect(names).toEqual([
      "Premiere danse.heic",
      "premiere danse (2).heic",
      "passwd.jpg",
      "C__Users_me_photo.png",
      "photo.jpg",
      "shot.webp",
      "new_line_.jpg",
    ]);
    for (const name of names) expect(name).toMatch(/^[A-Za-z0-9][A-Za-z0-9 ._()-]*$/);
  });
});
