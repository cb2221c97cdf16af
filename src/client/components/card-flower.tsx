import { Picture } from "./picture.tsx";

/**
 * The hero's flowers, small and faint in a card's top corner (styles.css
 * .card-flower). The same file as the hero's, so it costs no new download;
 * none for a couple with a hero photo instead of flowers.
 */
export function CardFlower({ image }: { image: string | undefined }) {
  if (!image) return null;
  return (
    <span aria-hidden="true" className="card-flower">
      <Picture image={image} alt="" sizes="5rem" loading="lazy" className="h-full w-full" />
    </span>
  );
}
