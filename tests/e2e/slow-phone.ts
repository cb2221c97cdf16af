import type { CDPSession, Page } from "@playwright/test";

/**
 * A guest's cheap phone on a venue's mobile data, through the DevTools
 * protocol: Chrome DevTools' own network presets (latency in ms, throughput in
 * bytes a second) and a CPU slowed down by a factor. Tests load what they need
 * at full speed where the load is not what they prove, then slow the phone
 * down for the moment they do prove: a slow phone's test costs CI its seconds.
 */
export const NETWORKS = {
  "Slow 3G": { latency: 2000, downloadThroughput: 50_000, uploadThroughput: 50_000 },
  "Fast 3G": { latency: 562.5, downloadThroughput: 180_000, uploadThroughput: 84_375 },
} as const;

export type Network = keyof typeof NETWORKS | "offline" | "online";

export interface SlowPhone {
  /** Switches the phone's connection: a preset, no connection, or full speed. */
  network(network: Network): Promise<void>;
  /** Slows the CPU down by `rate` (1 is full speed). */
  cpu(rate: number): Promise<void>;
}

/** Slows `page` down (4x CPU and `network` by default) and hands back the switches. */
export async function slowPhone(
  page: Page,
  { network = "Slow 3G", cpu = 4 }: { network?: Network; cpu?: number } = {},
): Promise<SlowPhone> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Network.enable");
  const phone: SlowPhone = {
    network: (next) => emulateNetwork(cdp, next),
    cpu: async (rate) => {
      await cdp.send("Emulation.setCPUThrottlingRate", { rate });
    },
  };
  await phone.network(network);
  await phone.cpu(cpu);
  return phone;
}

async function emulateNetwork(cdp: CDPSession, network: Network): Promise<void> {
  if (network === "offline") {
    await cdp.send("Network.emulateNetworkConditions", {
      offline: true,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: -1,
    });
    return;
  }
  const conditions =
    network === "online" ? { latency: 0, downloadThroughput: -1, uploadThroughput: -1 } : NETWORKS[network];
  await cdp.send("Network.emulateNetworkConditions", { offline: false, ...conditions });
}
