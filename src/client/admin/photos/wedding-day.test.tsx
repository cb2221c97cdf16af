// @vitest-environment happy-dom
import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { SLIDESHOW_ADMIN_API } from "../../../shared/uploads.ts";
import { apiError, fakeServer, json, renderOnPage } from "../../../testing/component-testing.tsx";
import { SLIDESHOW_LINK_MESSAGES, WeddingDay } from "./wedding-day.tsx";

/** The admin's slideshow link: shown, and replaced only after the couple confirms. */

const linkWith = (key: string) => json(200, { url: `/slideshow?key=${key}` });

function openWeddingDay() {
  const server = fakeServer();
  server.on("GET", SLIDESHOW_ADMIN_API.link, linkWith("old-key"));
  const onSessionEnded = vi.fn();
  const page = renderOnPage(<WeddingDay onSessionEnded={onSessionEnded} />);
  return { ...page, server, onSessionEnded };
}

const slideshowLink = () => screen.getByRole("link", { name: "Slideshow" });

describe("WeddingDay", () => {
  it("replaces the slideshow link after the couple confirms, and then shows the new one", async () => {
    const { user, server } = openWeddingDay();
    await waitFor(() => expect(slideshowLink().getAttribute("href")).toMatch(/\/slideshow\?key=old-key$/));
    server.on("POST", SLIDESHOW_ADMIN_API.link, linkWith("new-key"));

    await user.click(screen.getByRole("button", { name: "Replace slideshow link" }));
    const dialog = screen.getByRole("alertdialog", { name: SLIDESHOW_LINK_MESSAGES.replaceTitle });
    await user.click(within(dialog).getByRole("button", { name: "Cancel" }));
    expect(server.sentTo(SLIDESHOW_ADMIN_API.link, "POST")).toEqual([]);

    await user.click(screen.getByRole("button", { name: "Replace slideshow link" }));
    await user.click(screen.getByRole("button", { name: "Replace link" }));
    await waitFor(() => expect(slideshowLink().getAttribute("href")).toMatch(/\/slideshow\?key=new-key$/));
    expect(server.sentTo(SLIDESHOW_ADMIN_API.link, "POST")).toHaveLength(1);
    expect(screen.getByRole("status")).toHaveProperty("textContent", SLIDESHOW_LINK_MESSAGES.replaced);
    expect(screen.queryByRole("alertdialog")).toBeNull();
  });

  it("keeps the dialog open with the server's reason when the replacement fails, and the old link", async () => {
    const { user, server } = openWeddingDay();
    await waitFor(() => expect(slideshowLink().getAttribute("href")).toMatch(/key=old-key$/));
    server.on("POST", SLIDESHOW_ADMIN_API.link, apiError(404, "slideshow_disabled", "The slideshow is off."));

    await user.click(screen.getByRole("button", { name: "Replace slideshow link" }));
    await user.click(screen.getByRole("button", { name: "Replace link" }));
    const dialog = screen.getByRole("alertdialog", { name: SLIDESHOW_LINK_MESSAGES.replaceTitle });
    await waitFor(() => expect(within(dialog).getByRole("alert").textContent).toBe("The slideshow is off."));
    expect(slideshowLink().getAttribute("href")).toMatch(/key=old-key$/);
  });
});
