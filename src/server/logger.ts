import { pino } from "pino";

/**
 * Structured JSON logs. Request logs carry method, path, status and timing;
 * never bodies, query strings, addresses or headers, so no guest's personal
 * data reaches them (docs/product.md, decision 5).
 */
export function createLogger(level: string, destination?: pino.DestinationStream) {
  return pino(
    {
      level,
      base: undefined,
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
    },
    destination,
  );
}

export type Logger = pino.Logger;
