import { randomBytes } from "node:crypto";
import type { RsvpRequest } from "../shared/rsvp.ts";

/** A valid RSVP request with a unique email; override what the test is about. */
export function anRsvpRequest(overrides: Partial<RsvpRequest> = {}): RsvpRequest {
  return {
    name: "Ann Guest",
    email: `ann.${randomBytes(6).toString("hex")}@example.com`,
    attending: true,
    bringingPartner: false,
    partnerName: "",
    message: "",
    ...overrides,
  };
}

/** A JSON POST to the RSVP endpoint, as the form sends it. */
export function postJson(body: unknown, headers: Record<string, string> = {}): RequestInit {
  return {
    method: "POST",
    headers: { "Content-Type": "application/json", ...headers },
    body: typeof body === "string" ? body : JSON.stringify(body),
  };
}
