import type { Logger } from "../logger.ts";

/** How often an instance reads the publication pointer: a switch is served everywhere within about this long. */
export const PUBLICATION_POLL_MS = 2000;

export interface FollowPublicationOptions<P extends { generation: number }> {
  /** Reads the pointer (one row by its key): null while nothing was published. */
  read: () => Promise<P | null>;
  /** Makes the instance serve `publication`; until it resolves, the one served before stays. */
  onChange: (publication: P) => Promise<void>;
  intervalMs?: number;
  logger: Logger;
  /** The generation this instance serves already (loaded at start); null when it serves none. */
  serving?: number | null;
}

export interface PublicationFollower {
  /** Reads the pointer now rather than at the next tick (a PostgreSQL notification of a switch). */
  poke(): void;
  /** Stops following; resolves once a read or change under way has ended, after which none starts. */
  stop(): Promise<void>;
}

/**
 * Follows the publication pointer (docs/decisions/050-content-is-published-by-the-server.md):
 * reads it at once and then every `intervalMs`, and calls `onChange` when its
 * generation differs from the one served. One read or change at a time,
 * never two; a failed one is logged and tried again at the next tick, the
 * publication served before staying in place meanwhile.
 */
export function followPublication<P extends { generation: number }>({
  read,
  onChange,
  intervalMs = PUBLICATION_POLL_MS,
  logger,
  serving = null,
}: FollowPublicationOptions<P>): PublicationFollower {
  let served = serving;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | null = null;
  let pokedWhileRunning = false;

  async function check(): Promise<void> {
    try {
      const publication = await read();
      if (stopped || publication === null || publication.generation === served) return;
      await onChange(publication);
      served = publication.generation;
      logger.info({ generation: publication.generation }, "serving a new publication of the site");
    } catch (error) {
      logger.warn({ err: error }, "following the site's publication failed; trying again at the next tick");
    }
  }

  function tick(): void {
    clearTimeout(timer);
    timer = undefined;
    if (stopped) return;
    running = check().finally(() => {
      running = null;
      if (stopped) return;
      if (pokedWhileRunning) {
        pokedWhileRunning = false;
        tick();
        return;
      }
      timer = setTimeout(tick, intervalMs);
      timer.unref();
    });
  }

  tick();
  return {
    poke() {
      if (stopped) return;
      if (running) pokedWhileRunning = true;
      else tick();
    },
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
