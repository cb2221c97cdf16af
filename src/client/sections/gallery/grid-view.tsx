import { useRef, useState } from "react";
import type { GalleryItem } from "../../../shared/content-schema.ts";
import { Lightbox } from "../../components/lightbox/lazy-lightbox.tsx";
import { useWords } from "../../lib/words.tsx";
import { GalleryImage } from "./gallery-image.tsx";

/** Tile widths: one picture shown large; otherwise two a row on phones, three on tablets, three or four on wide screens. */
const TILES = {
  one: { width: "w-full max-w-sm", sizes: "(min-width: 640px) 24rem, 100vw" },
  three: {
    width: "w-[calc(50%-0.375rem)] md:w-[calc(33.333%-0.667rem)]",
    sizes: "(min-width: 768px) 33vw, 50vw",
  },
  four: {
    width: "w-[calc(50%-0.375rem)] md:w-[calc(33.333%-0.667rem)] lg:w-[calc(25%-0.75rem)]",
    sizes: "(min-width: 768px) 33vw, 50vw",
  },
} as const;

/**
 * Wide screens take rows of four, or of three when that leaves a fuller last
 * row (5 as 3 + 2, 9 as three threes, rather than 4 + 1 or 4 + 4 + 1).
 */
export function wideGridColumns(count: number): 3 | 4 {
  const fullness = (columns: number) => (count % columns === 0 ? 1 : (count % columns) / columns);
  return fullness(3) > fullness(4) ? 3 : 4;
}

export function GridView({ items }: { items: readonly GalleryItem[] }) {
  const words = useWords().words.gallery;
  const tile = items.length === 1 ? TILES.one : wideGridColumns(items.length) === 3 ? TILES.three : TILES.four;
  const [openIndex, setOpenIndex] = useState<number | null>(null);
  // Looked up on close rather than kept from ref callbacks: React detaches those in the same commit that closes the lightbox.
  const listRef = useRef<HTMLUListElement>(null);

  return (
    <>
      <ul ref={listRef} className="flex flex-wrap justify-center gap-3 md:gap-4">
        {items.map((item, index) => (
          // Even 4:5 tiles, the last row centred: the pictures are portraits, and wide or double tiles cropped their people.
          <li key={item.id} className={`aspect-[4/5] ${tile.width}`}>
            <button
              type="button"
              onClick={() => setOpenIndex(index)}
              className="group relative block h-full w-full cursor-zoom-in overflow-hidden rounded-xl shadow-md focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-dusk"
            >
              <GalleryImage
                path={item.src}
                alt={item.alt}
                sizes={tile.sizes}
                className="h-full w-full object-cover transition duration-500 group-hover:scale-105 motion-reduce:transition-none"
              />
              {/* Shown on hover and keyboard focus; devices without hover show it always. A photo without one has no scrim. */}
              {item.caption ? (
                <span className="caption-scrim absolute inset-x-0 bottom-0 px-3 pt-8 pb-3 text-left font-serif text-sm text-white transition-opacity duration-300 group-hover:opacity-100 group-focus-visible:opacity-100 md:text-base [@media(hover:hover)]:opacity-0">
                  {item.caption}
                </span>
              ) : null}
            </button>
          </li>
        ))}
      </ul>
      <Lightbox
        items={items}
        index={openIndex}
        onIndexChange={setOpenIndex}
        onClose={() => setOpenIndex(null)}
        label={words.photo}
        caption={(item) => item.caption}
        returnFocusTo={(index) => listRef.current?.querySelectorAll("button")[index]}
        renderItem={(item) => (
          <GalleryImage
            path={item.src}
            alt={item.alt}
            sizes="100vw"
            loading="eager"
            className="max-h-[calc(100dvh-10rem)] w-auto max-w-full rounded-lg object-contain shadow-2xl"
          />
        )}
      />
    </>
  );
}
