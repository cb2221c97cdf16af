import { describe, expect, it } from "vitest";
import { zipEntryNames, zipEntryPaths } from "./zip-names.ts";

describe("names inside a photos ZIP", () => {
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

  it("puts each photo in its status's folder, names unique per folder, folders in review order", () => {
    const photo = (fileName: string, status: "pending" | "approved" | "rejected") => ({
      fileName,
      filePath: `uploads/${fileName}`,
      status,
    });
    const paths = zipEntryPaths(
      [photo("a.jpg", "rejected"), photo("a.jpg", "approved"), photo("a.jpg", "pending"), photo("A.jpg", "pending")],
      "by-status",
    ).map((entry) => entry.path);
    expect(paths).toEqual(["pending/a.jpg", "pending/A (2).jpg", "approved/a.jpg", "rejected/a.jpg"]);
    expect(zipEntryPaths([photo("a.jpg", "rejected")], "flat").map((entry) => entry.path)).toEqual(["a.jpg"]);
  });
});
