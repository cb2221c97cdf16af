import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { AdminPhoto } from "../../../shared/admin-api.ts";
import { TEST_SITE, withSite } from "../test-site.tsx";
import { PhotoCard } from "./photo-card.tsx";

function aPhoto(overrides: Partial<AdminPhoto> = {}): AdminPhoto {
  return {
    id: "3f0c2b1e-0000-4000-8000-000000000001",
    fileName: "IMG_0001.jpg",
    fileSize: 123_456,
    mimeType: "image/jpeg",
    status: "pending",
    createdAt: "2026-06-01T10:00:00.000Z",
    reviewedAt: null,
    width: 400,
    height: 300,
    uploaderName: null,
    householdName: null,
    capturedAt: null,
    missingFiles: false,
    ...overrides,
  };
}

function card(photo: AdminPhoto, site = TEST_SITE): string {
  const none = () => {};
  return renderToStaticMarkup(
    withSite(
      <PhotoCard
        photo={photo}
        selectable={false}
        selected={false}
        busy={false}
        onSelect={none}
        onView={none}
        onReview={none}
        onDelete={none}
      />,
      site,
    ),
  );
}

describe("PhotoCard", () => {
  it("says so, and what to do, when the photo's files are missing from storage", () => {
    const html = card(aPhoto({ missingFiles: true }));
    expect(html).toContain("data-missing-files");
    expect(html).toContain("Files missing:");
    expect(html).toContain("Restore them from a backup, or delete the photo.");
  });

  it("shows no such note for a photo whose files are there", () => {
    expect(card(aPhoto())).not.toContain("Files missing");
  });

  it("names who sent it: the name typed (with the household), else the household, else an anonymous guest", () => {
    const typed = card(aPhoto({ uploaderName: "Auntie Esi", householdName: "The Mensahs" }));
    expect(typed).toContain("Auntie Esi");
    expect(typed).toContain("The Mensahs");
    expect(card(aPhoto({ householdName: "The Mensahs" }))).toContain("The Mensahs");
    expect(card(aPhoto())).toContain("Anonymous guest");
  });

  it("shows when it was taken only when that is known", () => {
    expect(card(aPhoto({ capturedAt: "2026-05-30T16:45:10.000Z" }))).toContain(
      'Taken <time dateTime="2026-05-30T16:45:10.000Z">',
    );
    expect(card(aPhoto())).not.toContain("Taken");
  });

  it("shows its times on the wedding's clocks, whichever zone the admin's computer is in", () => {
    const photo = aPhoto({ createdAt: "2026-06-01T10:00:00.000Z" });
    expect(card(photo, { ...TEST_SITE, timeZone: "Africa/Johannesburg" })).toMatch(/\b12:00/);
    expect(card(photo, { ...TEST_SITE, timeZone: "America/New_York" })).toMatch(/\b0?6:00/);
  });
});
