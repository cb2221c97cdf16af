import {
  type Audience,
  type CheckedContent,
  type ContentFor,
  contentFor,
  type WeddingContent,
} from "../shared/content-schema.ts";
import { siteLanguages } from "../shared/page-languages.ts";
import type { Language } from "../shared/words/words.ts";

/**
 * The published content as the server's rules read it (ADR 050). A couple's
 * publish replaces it whole, while the server runs: every service reads
 * `content` at the moment it needs a fact (an RSVP's events, the photo limit,
 * the wedding's time zone), never once at start, so the next request after a
 * switch follows the new version and no request sees half of each.
 */
export interface LiveContent {
  /** The couple's view (every event), always the current version's: read each field when it is needed. */
  readonly content: WeddingContent;
  /** Each audience's view of the current version, in one of the site's languages (its first when not given). */
  readonly contentFor: ContentFor;
  /** The current version, checked, as `contentFor` takes it. */
  source(): CheckedContent;
  /** Makes `next` the content every later read sees. */
  replace(next: CheckedContent): void;
}

interface Views {
  source: CheckedContent;
  /** The site's first language, whose views are made once. */
  first: Language | undefined;
  couple: WeddingContent;
  public: WeddingContent;
  /** The couple's and the public view in another language, made when first asked for ("public zu"). */
  inOtherLanguages: Map<string, WeddingContent>;
}

const viewsOf = (source: CheckedContent): Views => ({
  source,
  first: siteLanguages(source)[0],
  couple: contentFor(source, "couple"),
  public: contentFor(source, "public"),
  inOtherLanguages: new Map(),
});

export function liveContent(initial: CheckedContent): LiveContent {
  let views = viewsOf(initial);
  // A stand-in object whose every field is the current version's: the services keep the one they were given.
  const content = new Proxy({} as WeddingContent, {
    get: (_target, key) => Reflect.get(views.couple, key),
    has: (_target, key) => Reflect.has(views.couple, key),
    ownKeys: () => Reflect.ownKeys(views.couple),
    getOwnPropertyDescriptor: (_target, key) => {
      const descriptor = Reflect.getOwnPropertyDescriptor(views.couple, key);
      return descriptor && { ...descriptor, configurable: true };
    },
    set: () => false,
    defineProperty: () => false,
    deleteProperty: () => false,
  });
  const viewFor = (audience: Audience, language?: Language): WeddingContent => {
    if (language && language !== views.first) {
      // A household's view is its own; the couple's and the public one are asked for by every page in the language.
      if (typeof audience !== "string") return contentFor(views.source, audience, language);
      const key = `${audience} ${language}`;
      let view = views.inOtherLanguages.get(key);
      if (!view) {
        view = contentFor(views.source, audience, language);
        views.inOtherLanguages.set(key, view);
      }
      return view;
    }
    if (audience === "couple") return views.couple;
    if (audience === "public") return views.public;
    return contentFor(views.source, audience);
  };
  return {
    content,
    contentFor: viewFor,
    source: () => views.source,
    replace(next) {
      views = viewsOf(next);
    },
  };
}
