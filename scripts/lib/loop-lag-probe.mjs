/**
 * Loaded into a benchmarked server (NODE_OPTIONS=--import=…): the event
 * loop's worst delay, measured by Node's own timer-lag histogram, written to
 * LAG_PROBE_FILE every 100 ms in ms; SIGUSR2 starts a new measurement.
 */
import { writeFileSync } from "node:fs";
import { monitorEventLoopDelay } from "node:perf_hooks";

const file = process.env.LAG_PROBE_FILE;
if (file) {
  const histogram = monitorEventLoopDelay({ resolution: 10 });
  histogram.enable();
  process.on("SIGUSR2", () => histogram.reset());
  setInterval(() => writeFileSync(file, String(histogram.max / 1e6)), 100).unref();
}
