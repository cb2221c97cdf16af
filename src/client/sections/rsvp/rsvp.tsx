import type { WeddingContent } from "../../../shared/content-schema.ts";

export function Rsvp({ content }: { content: WeddingContent }) {
  return (
    <section id="rsvp" aria-labelledby="rsvp-title" className="scroll-mt-16 bg-powder/40 px-4 py-20 text-center">
      <h2 id="rsvp-title" className="font-serif text-4xl text-ink">
        RSVP
      </h2>
      <p className="mt-4 text-ink">Kindly respond by {content.rsvp.deadlineLabel}.</p>
    </section>
  );
}
