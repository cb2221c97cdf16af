import {
  type CountryCode,
  getExampleNumber,
  isSupportedCountry,
  parsePhoneNumberFromString,
} from "libphonenumber-js/min";
import examples from "libphonenumber-js/mobile/examples";
import { HOUSEHOLD_LIMITS } from "./households.ts";

/**
 * Phone numbers as people write them (issue 32, part 5;
 * docs/decisions/044-phone-numbers-in-international-form.md): "083 555 0141"
 * is read in the wedding's country and kept as "+27835550141" (E.164), the
 * form wa.me and tel: links take. libphonenumber-js with its `min` metadata
 * does the reading, on the server: the guest page must never import this
 * file (its JavaScript budget has no room for the metadata; biome.json says
 * so), and shows the server's message instead.
 */

/** An example in international form, for a wedding that names no country. */
export const INTERNATIONAL_EXAMPLE = "+44 20 7946 0000";

/** The words a guest or the couple reads when a number cannot be read. */
export const PHONE_MESSAGES = {
  /** Written the country's own way, but not a number there. */
  notInCountry: (text: string, place: string, national: string, international: string) =>
    `"${text}" is not a phone number in ${place}: write it like ${national} or ${international}.`,
  /** Without a country to read it in, or written with a country code that does not fit. */
  notInternational: (text: string, example: string) =>
    `"${text}" is not a phone number in international form: write it with + and the country code, like ${example}.`,
} as const;

export type PhoneReading = { ok: true; number: string } | { ok: false; message: string };

/** Already in E.164: "+" and 7 to 15 digits, the first not 0. Kept as it is, without the library's cost. */
const E164 = /^\+[1-9]\d{6,14}$/;

/** What may stand in a number besides digits: a leading +, spaces, brackets, dots, dashes and slashes. */
const PHONE_CHARACTERS = /^\+?[\d\s().\-/]+$/;

/**
 * The wedding's country for reading phone numbers (ISO 3166 alpha-2, e.g.
 * "ZA"): `site.country`, else the region of `site.language` ("en-ZA" → "ZA"),
 * else null, and numbers must then be written in international form.
 */
export function phoneCountry(site: { country?: string | undefined; language: string }): CountryCode | null {
  const region = site.country ?? site.language.split("-")[1];
  return region !== undefined && isPhoneCountry(region) ? region : null;
}

/** A country code libphonenumber-js can read numbers for. */
export function isPhoneCountry(code: string): code is CountryCode {
  return isSupportedCountry(code);
}

/**
 * `text` as written by a guest or the couple, read in `country` (null: it
 * must be international, "+…" or "00…"), as E.164, or a message saying why
 * it cannot be read and how to write it. An extension (a switchboard's) is
 * refused: nobody's WhatsApp is behind it.
 */
export function readPhoneNumber(text: string, country: CountryCode | null): PhoneReading {
  const written = text.trim();
  const refusal = { ok: false as const, message: unreadableMessage(written, country) };
  if (written.length > HOUSEHOLD_LIMITS.phone || !PHONE_CHARACTERS.test(written)) return refusal;
  // Without a country, "00" is the international prefix most of the world dials.
  const international = country === null ? written.replace(/^00/, "+") : written;
  if (country === null && !international.startsWith("+")) return refusal;
  const parsed = parsePhoneNumberFromString(international, {
    ...(country ? { defaultCountry: country } : {}),
    extract: false,
  });
  if (!parsed?.isValid() || parsed.ext) return refusal;
  return { ok: true, number: parsed.number };
}

/**
 * A number as stored: E.164 as it is; one kept before numbers were read
 * (e.g. "083 555 0141") read in `country` now, so its WhatsApp link works;
 * one that cannot be read, as it was written.
 */
export function storedPhoneNumber(stored: string, country: CountryCode | null): string {
  if (E164.test(stored)) return stored;
  const reading = readPhoneNumber(stored, country);
  return reading.ok ? reading.number : stored;
}

function unreadableMessage(written: string, country: CountryCode | null): string {
  const quoted = written.length > HOUSEHOLD_LIMITS.phone ? `${written.slice(0, HOUSEHOLD_LIMITS.phone)}…` : written;
  const example = country ? getExampleNumber(country, examples) : undefined;
  if (!country || !example) return PHONE_MESSAGES.notInternational(quoted, INTERNATIONAL_EXAMPLE);
  if (/^(\+|00)/.test(written)) return PHONE_MESSAGES.notInternational(quoted, example.formatInternational());
  return PHONE_MESSAGES.notInCountry(
    quoted,
    countryName(country),
    example.formatNational(),
    example.formatInternational(),
  );
}

/** "South Africa" for "ZA": the names the runtime ships (ICU), in English like every message here. */
export function countryName(country: CountryCode): string {
  return new Intl.DisplayNames(["en"], { type: "region" }).of(country) ?? country;
}
