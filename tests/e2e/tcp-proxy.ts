import net from "node:net";

/**
 * A TCP proxy between the browser and the test server, for the resumable
 * upload tests: it counts the bytes going to the server, can slow them down,
 * cut every connection and refuse new ones for a while (a dropped
 * connection, a phone asleep), or answer every request with one canned HTTP
 * response (a server that refuses). Node's net only: no HTTP parsing.
 */
export interface TcpProxy {
  /** http://127.0.0.1:<port>: open the page here, so all its requests pass through. */
  url: string;
  /** Bytes sent towards the server since the last `resetCount` (request lines, headers and bodies). */
  bytesToServer(): number;
  resetCount(): void;
  /** At most this many bytes a second towards the server; null for full speed. */
  throttle(bytesPerSecond: number | null): void;
  /** Drops every open connection, as a lost network would. */
  cutAll(): void;
  /** While true, every new connection is closed at once (the network is gone). */
  refuse(refusing: boolean): void;
  /** How many connections were closed at once so far (each one a try the browser made while refused). */
  refusedConnections(): number;
  /** While set, each new connection gets this raw HTTP response instead of the server (existing ones are cut). */
  answerWith(response: string | null): void;
  close(): Promise<void>;
}

export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  let counted = 0;
  let bytesPerSecond: number | null = null;
  let refusing = false;
  let refused = 0;
  let canned: string | null = null;
  const sockets = new Set<net.Socket>();

  const server = net.createServer((client) => {
    if (refusing) {
      refused += 1;
      client.destroy();
      return;
    }
    sockets.add(client);
    client.on("close", () => sockets.delete(client));
    client.on("error", () => undefined);
    if (canned !== null) {
      const response = canned;
      client.once("data", () => client.end(response));
      return;
    }
    const upstream = net.connect(target.port, target.host);
    sockets.add(upstream);
    upstream.on("close", () => {
      sockets.delete(upstream);
      client.destroy();
    });
    upstream.on("error", () => client.destroy());
    client.on("close", () => upstream.destroy());
    client.on("data", (chunk: Buffer) => {
      counted += chunk.length;
      upstream.write(chunk);
      if (bytesPerSecond !== null) {
        client.pause();
        setTimeout(() => client.resume(), (chunk.length / bytesPerSecond) * 1000);
      }
    });
    upstream.on("data", (chunk: Buffer) => client.write(chunk));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  if (address === null || typeof address === "string") throw new Error("the proxy has no port");

  const cutAll = () => {
    for (const socket of sockets) socket.destroy();
    sockets.clear();
  };
  return {
    url: `http://127.0.0.1:${address.port}`,
    bytesToServer: () => counted,
    resetCount: () => {
      counted = 0;
    },
    throttle: (rate) => {
      bytesPerSecond = rate;
    },
    cutAll,
    refuse: (value) => {
      refusing = value;
    },
    refusedConnections: () => refused,
    answerWith: (response) => {
      canned = response;
      cutAll();
    },
    close: () =>
      new Promise((resolve) => {
        cutAll();
        server.close(() => resolve());
      }),
  };
}

/** A raw HTTP/1.1 response with a JSON body, closing the connection. */
export function httpJsonResponse(status: number, reason: string, body: unknown): string {
  const json = JSON.stringify(body);
  return [
    `HTTP/1.1 ${status} ${reason}`,
    "Content-Type: application/json",
    `Content-Length: ${Buffer.byteLength(json)}`,
    "Connection: close",
    "",
    json,
  ].join("\r\n");
}
