import { describe, expect, it } from "vitest";
import { formatBytes, formatDateTimeIn } from "./format.ts";

describe("formatDateTimeIn", () => {
  const moment = "2026-06-03T22:30:00.000Z";

  it("shows a moment on the given zone's clocks, whatever the machine's zone", () => {
    expect(formatDateTimeIn(moment, "Africa/Johannesburg", "en-GB")).toBe("4 Jun 2026, 00:30");
    expect(formatDateTimeIn(moment, "America/New_York", "en-GB")).toBe("3 Jun 2026, 18:30");
    expect(formatDateTimeIn(moment, "UTC", "en-US")).toBe("Jun 3, 2026, 10:30 PM");
  });

  it("takes a Date as well as an ISO string, and agrees with Intl for the browser's language", () => {
    const date = new Date(moment);
    expect(formatDateTimeIn(date, "Asia/Tokyo", "en-GB")).toBe(formatDateTimeIn(moment, "Asia/Tokyo", "en-GB"));
    expect(formatDateTimeIn(moment, "Europe/Lisbon")).toBe(
      new Intl.DateTimeFormat(undefined, { dateStyle: "medium", timeStyle: "short", timeZone: "Europe/Lisbon" }).format(
        date,
      ),
    );
  });
});

describe("formatBytes", () => {
  it("uses the largest unit that keeps a whole number readable", () => {
    expect(formatBytes(512)).toBe("512 B");
    expect(formatBytes(2048)).toBe("2 KB");
    expect(formatBytes(5 * 1024 * 1024 + 100_000)).toBe("5.1 MB");
  });
});
