import type { AddressInfo } from "node:net";
import PostalMime, { type Email } from "postal-mime";
import { SMTPServer } from "smtp-server";

export interface TestSmtpServer {
  port: number;
  /** Every message received, parsed, in arrival order. */
  received: Email[];
  close(): Promise<void>;
}

/**
 * A real SMTP server on 127.0.0.1 that accepts everything (no auth, no
 * STARTTLS) and keeps what it receives; `port` 0 picks a free one.
 */
export async function startSmtpServer(port = 0): Promise<TestSmtpServer> {
  const received: Email[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        PostalMime.parse(Buffer.concat(chunks), { attachmentEncoding: "utf8" }).then(
          (email) => {
            received.push(email);
            callback();
          },
          (error: Error) => callback(error),
        );
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", () => resolve());
  });
  const address = server.server.address();
  if (address === null || typeof address === "string") throw new Error("The SMTP server has no port");
  return {
    port: (address satisfies AddressInfo).port,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A port nothing listens on (taken from the OS, then freed): an SMTP server that is down. */
export async function freePort(): Promise<number> {
  const probe = await startSmtpServer();
  await probe.close();
  return probe.port;
}
