/**
 * The slideshow's order, kept apart from React so it can be tested alone:
 * the newest photo first, then round and round the feed's order (newest
 * approval first); a photo approved while it runs is shown next, before the
 * round goes on where it was.
 */
export interface Playlist {
  /** Every photo the feed has listed; null before the first answer (those photos are the round, not news). */
  seen: ReadonlySet<string> | null;
  /** Photos approved since the slideshow opened and not shown yet, the newest first. */
  upNext: readonly string[];
  /** The round's place: the last photo shown from it. */
  lastFromRound: string | null;
}

export const EMPTY_PLAYLIST: Playlist = { seen: null, upNext: [], lastFromRound: null };

/** A new answer from the feed (`ids` newest first): photos never seen before go to the front of the queue. */
export function withFeed(playlist: Playlist, ids: readonly string[]): Playlist {
  if (playlist.seen === null) return { ...playlist, seen: new Set(ids) };
  const seen = playlist.seen;
  const fresh = ids.filter((id) => !seen.has(id));
  const present = new Set(ids);
  return {
    seen: new Set([...seen, ...ids]),
    upNext: [...fresh, ...playlist.upNext.filter((id) => present.has(id))],
    lastFromRound: playlist.lastFromRound,
  };
}

/** The photo to show next and the playlist after showing it; null when the feed lists none. */
export function nextPhoto(playlist: Playlist, ids: readonly string[]): { id: string; playlist: Playlist } | null {
  const present = new Set(ids);
  const [queued, ...rest] = playlist.upNext.filter((id) => present.has(id));
  if (queued !== undefined) return { id: queued, playlist: { ...playlist, upNext: rest } };
  // A photo withdrawn from under the round's place starts the round again from the newest.
  const place = playlist.lastFromRound === null ? -1 : ids.indexOf(playlist.lastFromRound);
  const id = ids[(place + 1) % Math.max(ids.length, 1)];
  if (id === undefined) return null;
  return { id, playlist: { ...playlist, upNext: [], lastFromRound: id } };
}
