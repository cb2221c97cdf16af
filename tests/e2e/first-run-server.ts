import { expect } from "@playwright/test";
import { serverOfTheFile } from "./admin-support.ts";

/**
 * A first run for a spec of its own (ADR 052): the built server with an empty database and no ADMIN_PASSWORD, so
 * the start log's setup link is the only way in. Call it at the top of the spec (serverOfTheFile).
 */
export function firstRunServer(port: number, label: string) {
  const server = serverOfTheFile(label, { PORT: String(port) }, { firstRun: true });
  return {
    origin: server.origin,
    /** The setup link the start log printed, as an address on this server. */
    async setupLink(): Promise<string> {
      const found = () => /"setupLink":"([^"]+)"/.exec(server.output())?.[1];
      await expect.poll(found).toBeTruthy();
      return `${server.origin()}/admin${new URL(found() ?? "").hash}`;
    },
  };
}
