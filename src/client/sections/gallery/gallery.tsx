import type { WeddingContent } from "../../../shared/content-schema.ts";
import { imageUrl } from "../../lib/images.ts";

export function Gallery({ gallery }: { gallery: WeddingContent["gallery"] }) {
  return (
    <section id="gallery" aria-labelledby="gallery-title" className="scroll-mt-16 px-4 py-20">
      <h2 id="gallery-title" className="mb-10 text-center font-serif text-4xl text-ink">
        Gallery
      </h2>
      <ul className="mx-auto grid max-w-5xl grid-cols-2 gap-4 md:grid-cols-3">
        {gallery.items.map((item) => (
          <li key={item.id}>
            <figure>
              <img
                src={imageUrl(item.src)}
                alt={item.alt}
                width={800}
                height={1000}
                loading="lazy"
                className="h-auto w-full rounded-xl"
              />
              <figcaption className="mt-2 text-center text-sm text-ink">{item.caption}</figcaption>
            </figure>
          </li>
        ))}
      </ul>
      <p className="mt-10 text-center text-ink/80">{gallery.note}</p>
    </section>
  );
}
