import type { WeddingContent } from "../../../shared/content-schema.ts";

export function PhotoUpload({ limits }: { limits: WeddingContent["guestPhotos"] }) {
  const megabytes = Math.round(limits.maxFileBytes / (1024 * 1024));
  return (
    <section
      id="photo-upload"
      // The floating button moves focus here after scrolling.
      tabIndex={-1}
      aria-labelledby="photo-upload-title"
      className="scroll-mt-16 bg-powder/40 px-4 py-20 text-center focus:outline-none"
    >
      <h2 id="photo-upload-title" className="font-serif text-4xl text-ink">
        Share Your Memories
      </h2>
      <h3 className="mt-8 font-serif text-xl text-ink">Photo Guidelines</h3>
      <ul className="mx-auto mt-3 max-w-xl list-disc space-y-1 text-left text-ink">
        <li>JPEG, PNG, WebP or HEIC images, up to {megabytes} MB each.</li>
        <li>Up to {limits.maxFilesPerSession} photos at a time.</li>
        <li>Every photo is reviewed by the couple before it appears on this page.</li>
      </ul>
    </section>
  );
}
