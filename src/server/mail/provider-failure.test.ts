import net from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { someMailSettings } from "../../testing/mail-setup.ts";
import { startSmtpServer, type TestSmtpServer } from "../../testing/smtp-test-server.ts";
import { describeProviderFailure } from "./provider-failure.ts";
import { createProviderTransport } from "./smtp-transport.ts";

const MAIL = {
  id: "trial",
  date: new Date("2026-06-01T10:00:00Z"),
  to: "ann@example.com",
  subject: "A test",
  text: "A test",
  html: "<p>A test</p>",
  attachments: [],
};

/** What a real send through `settings` failed with, as the couple reads it. */
async function failureOf(settings: ReturnType<typeof someMailSettings>, timeoutMs = 500) {
  const transport = createProviderTransport({ ...settings, password: settings.password ?? "" }, timeoutMs);
  try {
    await transport.send(MAIL);
  } catch (error) {
    return describeProviderFailure(error, transport.target);
  } finally {
    await transport.close();
  }
  throw new Error("the mail was sent");
}

describe("a provider's failure in plain words", () => {
  const closers: (() => Promise<void>)[] = [];
  afterEach(async () => {
    for (const close of closers.splice(0)) await close();
  });

  it("says timeout when the server never greets", async () => {
    const sockets: net.Socket[] = [];
    const silent = net.createServer((socket) => sockets.push(socket));
    await new Promise<void>((resolve) => silent.listen(0, "127.0.0.1", resolve));
    closers.push(async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => silent.close(() => resolve()));
    });
    const { port } = silent.address() as net.AddressInfo;
    const failure = await failureOf(someMailSettings(port));
    expect(failure.failure).toBe("timeout");
    expect(failure.message).toMatch(/^Timeout: 127\.0\.0\.1:\d+ did not answer in time/);
  });

  it("says the connection could not be encrypted when STARTTLS is required and not offered", async () => {
    const plain: TestSmtpServer = await startSmtpServer();
    closers.push(() => plain.close());
    const failure = await failureOf(someMailSettings(plain.port, { security: "starttls", username: "" }));
    expect(failure.failure).toBe("connection");
    expect(failure.message).toMatch(/^Could not connect securely/);
  });
});
