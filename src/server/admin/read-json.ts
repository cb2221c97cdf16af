/** The body parsed as JSON, or undefined when it is not JSON (the caller's schema then refuses it). */
export async function readJson(text: Promise<string>): Promise<unknown> {
  try {
    return JSON.parse(await text);
  } catch {
    return undefined;
  }
}
