import { useCallback, useEffect, useId, useRef, useState } from "react";
import type { WeddingContent } from "../../../shared/content-schema.ts";
import { LANGUAGE_NAMES } from "../../../shared/page-languages.ts";
import type { Language } from "../../../shared/words/words.ts";
import { track } from "../../lib/analytics.ts";
import { useWords } from "../../lib/words.tsx";

/**
 * The seven entries of the spec, in its order: each section's anchor, its label's name in the page's words, and
 * the name analytics knows it by (the English label, whatever the page's language).
 */
export const NAV_ENTRIES = [
  { word: "home", anchor: "home", event: "home" },
  { word: "ourStory", anchor: "our-story", event: "our story" },
  { word: "weddingInfo", anchor: "wedding-info", event: "wedding info" },
  { word: "gallery", anchor: "gallery", event: "gallery" },
  { word: "rsvp", anchor: "rsvp", event: "rsvp" },
  { word: "findUs", anchor: "FindUs", event: "find us" },
  { word: "sharePhotos", anchor: "photo-upload", event: "share photos" },
] as const;

export type NavEntry = (typeof NAV_ENTRIES)[number];

/** A section the couple left empty (no story, no pictures) is not on the page, nor in the menu. */
export function isSectionShown(anchor: NavEntry["anchor"], content: WeddingContent): boolean {
  if (anchor === "our-story") return content.story.milestones.length > 0;
  if (anchor === "gallery") return content.gallery.items.length > 0;
  return true;
}

/** Spec section 9: the menu closes itself 2.5 s after the pointer leaves it. */
export const MENU_AUTO_CLOSE_MS = 2500;

interface NavigationProps {
  initials: string;
  entries: readonly NavEntry[];
  /** The site's languages, the first its default: with more than one, the menu lists them to switch to. */
  languages: readonly Language[];
}

export function Navigation({ initials, entries, languages }: NavigationProps) {
  const { words: pageWords, language: current } = useWords();
  const words = pageWords.nav;
  const languagesId = useId();
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);
  const containerRef = useRef<HTMLDivElement>(null);
  const autoClose = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const cancelAutoClose = useCallback(() => {
    clearTimeout(autoClose.current);
    autoClose.current = undefined;
  }, []);

  const close = useCallback(() => {
    cancelAutoClose();
    setOpen(false);
  }, [cancelAutoClose]);

  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      close();
      toggleRef.current?.focus();
    };
    const onPointerDown = (event: PointerEvent) => {
      if (event.target instanceof Node && !containerRef.current?.contains(event.target)) close();
    };
    document.addEventListener("keydown", onKeyDown);
    document.addEventListener("pointerdown", onPointerDown);
    return () => {
      document.removeEventListener("keydown", onKeyDown);
      document.removeEventListener("pointerdown", onPointerDown);
    };
  }, [open, close]);

  useEffect(() => cancelAutoClose, [cancelAutoClose]);

  return (
    <header className="fixed inset-x-0 top-0 z-40 bg-sand/85 backdrop-blur-sm">
      <nav aria-label={words.label} className="mx-auto flex max-w-5xl items-center justify-between px-4 py-2">
        <a href="#home" className="rounded px-1 font-serif text-xl text-ink focus-visible:outline-2">
          <span className="sr-only">{words.homePrefix}</span>
          {initials}
        </a>
        <div
          ref={containerRef}
          className="relative"
          onPointerLeave={(event) => {
            if (!open || event.pointerType === "touch") return;
            cancelAutoClose();
            autoClose.current = setTimeout(close, MENU_AUTO_CLOSE_MS);
          }}
          onPointerEnter={cancelAutoClose}
        >
          <button
            ref={toggleRef}
            type="button"
            className="flex h-11 w-11 items-center justify-center rounded-full text-ink hover:bg-powder focus-visible:outline-2"
            aria-expanded={open}
            aria-controls={menuId}
            aria-label={open ? words.closeMenu : words.openMenu}
            onClick={() => (open ? close() : setOpen(true))}
          >
            <svg
              aria-hidden="true"
              width="24"
              height="24"
              viewBox="0 0 24 24"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
            >
              {open ? (
                <path data-icon="close" d="M6 6l12 12M18 6L6 18" />
              ) : (
                <path data-icon="menu" d="M4 7h16M4 12h16M4 17h16" />
              )}
            </svg>
          </button>
          <ul
            id={menuId}
            hidden={!open}
            className="absolute right-0 mt-2 w-56 max-w-[calc(100vw-2rem)] overflow-hidden rounded-xl bg-white py-2 shadow-lg ring-1 ring-ink/10"
          >
            {entries.map((entry) => (
              <li key={entry.anchor}>
                <a
                  className="block px-4 py-2.5 text-ink hover:bg-powder/60 focus-visible:bg-powder/60 focus-visible:outline-none"
                  href={`#${entry.anchor}`}
                  onClick={() => {
                    close();
                    track.navigationClick(entry.event);
                  }}
                >
                  {words[entry.word]}
                </a>
              </li>
            ))}
            {languages.length > 1 && (
              <li className="mt-2 border-ink/10 border-t pt-2">
                <p id={languagesId} className="px-4 pt-1 pb-1 text-ink/70 text-xs uppercase tracking-wider">
                  {words.language}
                </p>
                {/* Each language by its own name, in its own language; opening its page remembers the choice. */}
                <ul aria-labelledby={languagesId}>
                  {languages.map((language) => (
                    <li key={language}>
                      <a
                        className="block px-4 py-2.5 text-ink hover:bg-powder/60 focus-visible:bg-powder/60 focus-visible:outline-none aria-[current=page]:font-semibold"
                        href={`/${language}/`}
                        hrefLang={language}
                        lang={language}
                        aria-current={language === current ? "page" : undefined}
                      >
                        {LANGUAGE_NAMES[language]}
                      </a>
                    </li>
                  ))}
                </ul>
              </li>
            )}
          </ul>
        </div>
      </nav>
    </header>
  );
}
