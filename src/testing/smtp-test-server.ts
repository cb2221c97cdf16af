import type { AddressInfo } from "node:net";
import PostalMime, { type Email } from "postal-mime";
import { SMTPServer } from "smtp-server";

export interface TestSmtpServer {
  port: number;
  /** Every message received, parsed, in arrival order. */
  received: Email[];
  close(): Promise<void>;
}

/** A server that asks for a login (`login`), or speaks TLS from the start with its built-in self-signed certificate (`tls`). */
export interface SmtpServerOptions {
  login?: { user: string; password: string };
  tls?: boolean;
}

/**
 * A real SMTP server on 127.0.0.1 that accepts everything (no auth, no
 * STARTTLS, unless `options` say otherwise) and keeps what it receives; `port` 0 picks a free one.
 */
export async function startSmtpServer(port = 0, options: SmtpServerOptions = {}): Promise<TestSmtpServer> {
  const received: Email[] = [];
  const { login } = options;
  const server = new SMTPServer({
    authOptional: !login,
    ...(options.tls ? { secure: true } : {}),
    disabledCommands: login ? ["STARTTLS"] : ["STARTTLS", "AUTH"],
    // A login over plain text, as a provider would only allow after STARTTLS: the tests have no certificate.
    allowInsecureAuth: true,
    onAuth(auth, _session, callback) {
      if (login && auth.username === login.user && auth.password === login.password) {
        callback(null, { user: auth.username });
      } else {
        callback(new Error("Invalid username or password"));
      }
    },
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
