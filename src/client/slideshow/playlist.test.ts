import { describe, expect, it } from "vitest";
import { EMPTY_PLAYLIST, nextPhoto, type Playlist, withFeed } from "./playlist.ts";

/** The ids `count` advances show, starting from `playlist`. */
function play(playlist: Playlist, ids: readonly string[], count: number): { shown: string[]; playlist: Playlist } {
  const shown: string[] = [];
  let current = playlist;
  for (let step = 0; step < count; step++) {
    const next = nextPhoto(current, ids);
    if (!next) break;
    shown.push(next.id);
    current = next.playlist;
  }
  return { shown, playlist: current };
}

describe("the slideshow's playlist", () => {
  it("starts with the newest photo and goes round the feed's order", () => {
    const ids = ["c", "b", "a"];
    expect(play(withFeed(EMPTY_PLAYLIST, ids), ids, 7).shown).toEqual(["c", "b", "a", "c", "b", "a", "c"]);
  });

  it("has nothing to show while the feed is empty", () => {
    expect(nextPhoto(withFeed(EMPTY_PLAYLIST, []), [])).toBeNull();
  });

  it("shows a photo approved while it runs next, then goes on where the round was", () => {
    const before = ["c", "b", "a"];
    const { playlist } = play(withFeed(EMPTY_PLAYLIST, before), before, 2);
    const after = ["d", ...before];
    expect(play(withFeed(playlist, after), after, 5).shown).toEqual(["d", "a", "d", "c", "b"]);
  });

  it("shows several new photos newest first, and never one withdrawn before its turn", () => {
    const before = ["a"];
    const { playlist } = play(withFeed(EMPTY_PLAYLIST, before), before, 1);
    const three = withFeed(playlist, ["c", "b", "a"]);
    const withdrawn = withFeed(three, ["d", "c", "a"]);
    // The round had reached "a", the oldest: it goes on from the newest.
    expect(play(withdrawn, ["d", "c", "a"], 3).shown).toEqual(["d", "c", "d"]);
  });

  it("starts the round again from the newest when its place was withdrawn", () => {
    const ids = ["c", "b", "a"];
    const { playlist } = play(withFeed(EMPTY_PLAYLIST, ids), ids, 2);
    expect(play(withFeed(playlist, ["c", "a"]), ["c", "a"], 2).shown).toEqual(["c", "a"]);
  });
});
