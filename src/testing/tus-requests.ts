import { PHOTO_TOKEN_HEADER } from "../shared/privacy.ts";
import { DEVICE_ID_HEADER, RESUMABLE_UPLOAD_PATH, UPLOAD_METADATA } from "../shared/uploads.ts";
import { fromAddress } from "./household-builders.ts";

/** What the in-process app answers requests with (TestApp.app). */
interface RequestsApp {
  request(input: string, init: RequestInit, env: ReturnType<typeof fromAddress>): Response | Promise<Response>;
}

/** Who sends: the page's device id (none from an old page) and the client address. */
export interface Phone {
  device: string | null;
  address: string;
}

const TUS = { "Tus-Resumable": "1.0.0" };

/** Upload-Metadata as tus-js-client writes it. */
export function encodeMetadata(metadata: Record<string, string>): string {
  return Object.entries(metadata)
    .map(([key, value]) => `${key} ${Buffer.from(value, "utf8").toString("base64")}`)
    .join(",");
}

function headers(phone: Phone, token: string): Record<string, string> {
  return {
    ...TUS,
    [PHOTO_TOKEN_HEADER]: token,
    ...(phone.device === null ? {} : { [DEVICE_ID_HEADER]: phone.device }),
  };
}

/** The tus creation POST the page sends for one photo. */
export function tusCreate(app: RequestsApp, phone: Phone, token: string, length: number): Promise<Response> {
  return Promise.resolve(
    app.request(
      RESUMABLE_UPLOAD_PATH,
      {
        method: "POST",
        headers: {
          ...headers(phone, token),
          "Upload-Length": String(length),
          "Upload-Metadata": encodeMetadata({ [UPLOAD_METADATA.fileName]: "IMG_0001.jpg" }),
        },
      },
      fromAddress(phone.address),
    ),
  );
}

/** One PATCH of `bytes` at `offset`. */
export function tusPatch(
  app: RequestsApp,
  phone: Phone,
  location: string,
  token: string,
  offset: number,
  bytes: Uint8Array,
): Promise<Response> {
  return Promise.resolve(
    app.request(
      location,
      {
        method: "PATCH",
        headers: {
          ...headers(phone, token),
          "Upload-Offset": String(offset),
          "Content-Type": "application/offset+octet-stream",
          "Content-Length": String(bytes.length),
        },
        body: new Uint8Array(bytes),
      },
      fromAddress(phone.address),
    ),
  );
}

/** A photo sent whole over tus, as the page sends a small one: the creation, then one PATCH. Answers the last response. */
export async function tusUpload(app: RequestsApp, phone: Phone, token: string, photo: Uint8Array): Promise<Response> {
  const created = await tusCreate(app, phone, token, photo.length);
  const location = created.headers.get("Location");
  if (created.status !== 201 || location === null) return created;
  return tusPatch(app, phone, location, token, 0, photo);
}
