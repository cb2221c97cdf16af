// @vitest-environment happy-dom
import { screen, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import type { InvitationPreview, InvitationResult } from "../../../shared/household-schemas.ts";
import { renderOnPage } from "../../../testing/component-testing.tsx";
import { INVITATION_SENDING, LinkSending } from "./link-sending.tsx";

const PREVIEW: InvitationPreview = {
  byEmail: 2,
  byWhatsApp: 1,
  unreachable: 1,
  mail: { subject: "You're invited: Ada & Ben", text: "Dear “The Mensahs”, …" },
  whatsapp: "Dear “The Okafors”, …",
};
const RESULT: InvitationResult = {
  emailed: 2,
  whatsapp: [{ householdId: "h-okafor", displayName: "The Okafors", url: "https://wa.me/27825550101?text=Dear" }],
  unreachable: [{ householdId: "h-nobody", displayName: "The Nobodies" }],
};

describe("Send invitations", () => {
  it("shows how many go which way and the words, and sends nothing until the couple confirms", async () => {
    const onSend = vi.fn();
    const { user } = renderOnPage(
      <LinkSending
        words={INVITATION_SENDING}
        result={null}
        busy={false}
        preview={async () => ({ ok: true, value: PREVIEW })}
        onSend={onSend}
      />,
    );
    await user.click(screen.getByRole("button", { name: INVITATION_SENDING.button }));
    const asked = await screen.findByRole("alertdialog", { name: INVITATION_SENDING.confirmTitle });
    expect(asked.textContent).toContain("2 households are emailed");
    expect(asked.textContent).toContain("1 household gets a WhatsApp link for you to send");
    expect(asked.textContent).toContain("1 household has no email or phone");
    expect(asked.textContent).not.toContain("reminded");
    expect(within(asked).getByRole("heading", { name: INVITATION_SENDING.mailHeading })).toBeTruthy();
    expect(asked.textContent).toContain(PREVIEW.mail?.subject);
    expect(asked.textContent).toContain(PREVIEW.whatsapp);
    expect(onSend).not.toHaveBeenCalled();

    await user.click(within(asked).getByRole("button", { name: INVITATION_SENDING.button }));
    expect(onSend).toHaveBeenCalledTimes(1);
  });

  it("lists the WhatsApp invitations to tap through, each marking its household once, and those with neither", async () => {
    const onTapped = vi.fn();
    const { user } = renderOnPage(
      <LinkSending
        words={INVITATION_SENDING}
        result={RESULT}
        busy={false}
        preview={async () => ({ ok: true, value: PREVIEW })}
        onSend={() => {}}
        onTapped={onTapped}
      />,
    );
    expect(screen.getByRole("status").textContent).toContain("2 invitation emails queued");
    const link = screen.getByRole("link", { name: INVITATION_SENDING.whatsAppLink("The Okafors") });
    expect(link.getAttribute("href")).toBe(RESULT.whatsapp[0]?.url);
    // The test's window opens nothing: the link's own navigation is not the point here.
    link.addEventListener("click", (event) => event.preventDefault());
    await user.click(link);
    await user.click(link);
    expect(onTapped.mock.calls).toEqual([["h-okafor"]]);
    expect(link.closest("li")?.textContent).toContain("Opened");
    expect(screen.getByText("The Nobodies")).toBeTruthy();
  });
});
