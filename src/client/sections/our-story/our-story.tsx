import type { WeddingContent } from "../../../shared/content-schema.ts";
import { imageUrl } from "../../lib/images.ts";

export function OurStory({ story }: { story: WeddingContent["story"] }) {
  return (
    <section id="our-story" aria-labelledby="our-story-title" className="scroll-mt-16 px-4 py-20">
      <h2 id="our-story-title" className="mb-12 text-center font-serif text-4xl text-ink">
        {story.heading}
      </h2>
      <ol className="relative mx-auto max-w-4xl before:absolute before:inset-y-0 before:left-4 before:w-0.5 before:bg-dusk/40 md:before:left-1/2">
        {story.milestones.map((milestone, index) => (
          <li
            key={milestone.year}
            className={`relative mb-10 pl-12 md:w-1/2 md:pl-0 ${index % 2 ? "md:ml-auto md:pl-10" : "md:pr-10"}`}
          >
            <article
              className="rounded-2xl p-6 shadow-sm"
              style={{ backgroundImage: `linear-gradient(135deg, ${milestone.gradient[0]}, ${milestone.gradient[1]})` }}
            >
              <img
                src={imageUrl(milestone.flower)}
                alt=""
                width={120}
                height={120}
                loading="lazy"
                className="float-right h-14 w-14"
              />
              <p className="font-serif text-2xl text-brown">{milestone.year}</p>
              <h3 className="mt-1 text-lg font-semibold text-ink">{milestone.title}</h3>
              <p className="mt-2 text-ink/90">{milestone.description}</p>
            </article>
          </li>
        ))}
      </ol>
    </section>
  );
}
