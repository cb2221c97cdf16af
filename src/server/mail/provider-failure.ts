import type { MailTrialFailure } from "../../shared/mail-settings.ts";
import { describeSendError } from "./outbox-sender.ts";

/** Node's and OpenSSL's codes for a certificate the client would not trust. */
const CERTIFICATE_CODES = new Set([
  "DEPTH_ZERO_SELF_SIGNED_CERT",
  "SELF_SIGNED_CERT_IN_CHAIN",
  "UNABLE_TO_VERIFY_LEAF_SIGNATURE",
  "UNABLE_TO_GET_ISSUER_CERT_LOCALLY",
  "CERT_HAS_EXPIRED",
  "CERT_NOT_YET_VALID",
  "ERR_TLS_CERT_ALTNAME_INVALID",
  "CERT_UNTRUSTED",
]);

const CONNECTION_CODES = new Set([
  "ECONNECTION",
  "ESOCKET",
  "EDNS",
  "ECONNREFUSED",
  "ENOTFOUND",
  "EHOSTUNREACH",
  "ECONNRESET",
  "EPROTOCOL",
]);

/**
 * Why a provider did not take a mail, in the couple's words: what went wrong and what to check. Never the
 * password; SMTP replies are quoted with any address in them blanked (describeSendError).
 */
export function describeProviderFailure(
  error: unknown,
  target: string,
): { failure: MailTrialFailure; message: string } {
  const code = typeof error === "object" && error !== null && "code" in error ? String(error.code) : "";
  const responseCode =
    typeof error === "object" && error !== null && "responseCode" in error && typeof error.responseCode === "number"
      ? error.responseCode
      : null;
  const text = error instanceof Error ? error.message : String(error);
  if (code === "EAUTH" || code === "ENOAUTH" || responseCode === 535 || responseCode === 534) {
    return {
      failure: "authentication",
      message: `Authentication failed: ${target} refused the user name or password. Check both; Gmail, Outlook and Yahoo need an app password, not your usual one.`,
    };
  }
  if (CERTIFICATE_CODES.has(code) || /certificate|self[- ]signed/i.test(text)) {
    return {
      failure: "certificate",
      message: `Certificate problem: ${target}'s certificate could not be trusted (expired, self-signed or for another name). Check the server's name, or ask your provider.`,
    };
  }
  if (code === "ETIMEDOUT" || /timed? ?out/i.test(text)) {
    return {
      failure: "timeout",
      message: `Timeout: ${target} did not answer in time. Check the server and port, and the encryption (465 is usually "encrypted from the start", 587 "after connecting").`,
    };
  }
  if (code === "ETLS" || /STARTTLS/i.test(text)) {
    return {
      failure: "connection",
      message: `Could not connect securely: ${target} did not offer an encrypted connection the way chosen. Check the encryption setting and the port.`,
    };
  }
  if (CONNECTION_CODES.has(code)) {
    return {
      failure: "connection",
      message: `Could not connect to ${target}. Check the server's name and the port, and that this server may reach it (some hosts block mail ports).`,
    };
  }
  return { failure: "refused", message: `${target} did not take the mail: ${describeSendError(error)}` };
}
