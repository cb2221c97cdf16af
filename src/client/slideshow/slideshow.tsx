import { useEffect } from "react";
import type { WeddingContent } from "../../shared/content-schema.ts";
import { coupleNames } from "../../shared/couple-names.ts";
import { SLIDESHOW_API } from "../../shared/uploads.ts";
import type { WordsWithPart } from "../../shared/words/page-parts.ts";
import { fill } from "../../shared/words/words.ts";
import { QrCode } from "../components/qr-code.tsx";
import { photosPageUrl } from "../lib/photos-page-url.ts";
import { usePartWords } from "../lib/words.tsx";
import { useSlideshowFeed } from "./slideshow-feed.ts";
import { type Slide, useSlides } from "./use-slides.ts";

/**
 * The live slideshow for a screen at the reception (SLIDESHOW_PAGE_PATH):
 * approved photos full screen, crossfading, a new one shown next, with the
 * couple's names and the QR code of the photos page in a corner.
 */
export function Slideshow({ content }: { content: WeddingContent }) {
  const words = usePartWords("slideshow").words.slideshow;
  const feed = useSlideshowFeed();
  const { slides, loaded, failed, advance } = useSlides(feed.kind === "ready" ? feed.photos : null);
  const names = coupleNames(content);
  const photosUrl = photosPageUrl(content.site.origin);
  useKeepScreenOn();

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "f" || event.key === "F") toggleFullscreen();
      if (event.key === "ArrowRight") advance();
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [advance]);

  if (feed.kind === "refused") {
    return (
      <Screen>
        <div className="m-auto max-w-xl px-8 text-center">
          <h1 className="font-serif text-[clamp(1.75rem,3vw,3rem)]">{names}</h1>
          <p role="alert" className="mt-6 text-[clamp(1.1rem,1.6vw,1.6rem)] leading-relaxed text-white/85">
            {feed.refusal ? words[feed.refusal] : feed.message}
          </p>
        </div>
      </Screen>
    );
  }

  const latest = slides.at(-1);
  if (feed.kind === "loading" || !latest) {
    return (
      <Screen>
        <div className="m-auto flex flex-col items-center px-8 text-center" aria-busy={feed.kind === "loading"}>
          <h1 className="font-serif text-[clamp(2.25rem,5vw,5rem)] leading-tight">{names}</h1>
          <p className="mt-4 text-[clamp(1.1rem,1.8vw,2rem)] text-white/80">
            {feed.kind === "loading" ? words.loading : words.waiting}
          </p>
          {feed.kind === "ready" ? (
            <div className="mt-[5vh] flex flex-col items-center">
              <QrCode
                text={photosUrl}
                label={fill(words.qrCode, { link: photosUrl })}
                className="h-[clamp(10rem,24vh,18rem)] w-[clamp(10rem,24vh,18rem)] rounded-xl"
              />
              <p className="mt-4 text-[clamp(1rem,1.4vw,1.5rem)] text-white/85">{words.share}</p>
              <p className="mt-1 font-mono text-[clamp(0.8rem,1vw,1.1rem)] text-white/65">{shortLink(photosUrl)}</p>
            </div>
          ) : null}
        </div>
      </Screen>
    );
  }

  return (
    <Screen>
      <h1 className="sr-only">{names}</h1>
      {slides.map((slide) => (
        <SlideImage
          key={slide.step}
          slide={slide}
          src={SLIDESHOW_API.image(slide.photo.id)}
          // The newest fades in once it has arrived; the one before fades out at the same moment.
          visible={slide === latest ? slide.loaded : !latest.loaded}
          onLoad={() => loaded(slide)}
          onError={failed}
          words={words}
        />
      ))}
      <aside
        aria-label={words.share}
        className="absolute right-[2vw] bottom-[2vw] flex items-center gap-[1vw] rounded-2xl bg-black/60 p-[0.9vw] pr-[1.4vw] text-white shadow-lg ring-1 ring-white/10 backdrop-blur-sm"
      >
        <QrCode
          text={photosUrl}
          label={fill(words.qrCode, { link: photosUrl })}
          className="h-[clamp(5.5rem,8.5vw,11rem)] w-[clamp(5.5rem,8.5vw,11rem)] rounded-lg"
        />
        <div className="max-w-[16vw] min-w-[8rem]">
          <p className="font-serif text-[clamp(1rem,1.5vw,1.9rem)] leading-tight">{names}</p>
          <p className="mt-1 text-[clamp(0.75rem,0.95vw,1.15rem)] leading-snug text-white/85">{words.share}</p>
        </div>
      </aside>
    </Screen>
  );
}

function Screen({ children }: { children: React.ReactNode }) {
  return (
    <main className="relative flex h-dvh w-full overflow-hidden bg-[#0c0c0e] font-sans text-white">{children}</main>
  );
}

function SlideImage({
  slide,
  src,
  visible,
  onLoad,
  onError,
  words,
}: {
  slide: Slide;
  src: string;
  visible: boolean;
  onLoad(): void;
  onError(): void;
  words: WordsWithPart<"slideshow">["slideshow"];
}) {
  const { photo } = slide;
  const [before, after] = words.sharedBy.split("{name}");
  return (
    <figure
      data-photo-id={photo.id}
      aria-hidden={!visible}
      className={`absolute inset-0 m-0 transition-opacity duration-[1200ms] ease-in-out motion-reduce:transition-none ${visible ? "opacity-100" : "opacity-0"}`}
    >
      <img
        src={src}
        alt={photo.uploaderName ? fill(words.alt, { name: photo.uploaderName }) : words.altNoName}
        width={photo.width}
        height={photo.height}
        onLoad={onLoad}
        onError={onError}
        className="h-full w-full object-contain"
      />
      {photo.uploaderName ? (
        <figcaption className="absolute inset-x-0 bottom-0 bg-gradient-to-t from-black/75 via-black/35 to-transparent px-[2vw] pt-[6vh] pb-[2.2vw] text-center text-[clamp(1rem,1.5vw,1.9rem)] text-white">
          <span className="text-white/75">{before}</span>
          <span className="font-serif">{photo.uploaderName}</span>
          {after ? <span className="text-white/75">{after}</span> : null}
        </figcaption>
      ) : null}
    </figure>
  );
}

/** The link as people type it: no scheme. */
function shortLink(url: string): string {
  return url.replace(/^https?:\/\//, "");
}

function toggleFullscreen() {
  if (document.fullscreenElement) void document.exitFullscreen().catch(() => undefined);
  else void document.documentElement.requestFullscreen?.().catch(() => undefined);
}

/** A screen left on all evening: ask the browser not to dim it or start the screensaver, where it can. */
function useKeepScreenOn() {
  useEffect(() => {
    let lock: WakeLockSentinel | null = null;
    let stopped = false;
    const request = () => {
      if (document.visibilityState !== "visible" || !("wakeLock" in navigator)) return;
      navigator.wakeLock.request("screen").then(
        (sentinel) => {
          if (stopped) void sentinel.release();
          else lock = sentinel;
        },
        () => undefined,
      );
    };
    request();
    // The browser drops the lock whenever the tab is hidden.
    document.addEventListener("visibilitychange", request);
    return () => {
      stopped = true;
      document.removeEventListener("visibilitychange", request);
      void lock?.release();
    };
  }, []);
}
