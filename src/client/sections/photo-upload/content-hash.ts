/**
 * The SHA-256 (hex) of a photo's bytes, as the server computes it: the
 * creation names it (UPLOAD_METADATA.contentHash), so a photo the site has
 * already is recognised before any byte is sent, and the panel recognises a
 * "(1)" copy of a photo it is sending. Null where the browser has no
 * WebCrypto (a page not on HTTPS): the server still checks what arrives.
 */
export async function contentHash(photo: Blob): Promise<string | null> {
  try {
    const subtle = globalThis.crypto?.subtle;
    if (!subtle) return null;
    const digest = new Uint8Array(await subtle.digest("SHA-256", await photo.arrayBuffer()));
    return Array.from(digest, (byte) => byte.toString(16).padStart(2, "0")).join("");
  } catch {
    return null;
  }
}
