import type { WeddingContent } from "../../../shared/content-schema.ts";
import { coupleNames } from "../../../shared/couple-names.ts";

export function Footer({ content }: { content: WeddingContent }) {
  const { designerCredit } = content.site;
  return (
    <footer className="bg-ink px-4 py-12 text-center text-powder">
      <p className="font-serif text-3xl text-white">{coupleNames(content)}</p>
      <p className="mt-2">{content.footer.dateLabel}</p>
      <p className="mt-6 text-sm" suppressHydrationWarning>
        © {new Date().getFullYear()} {coupleNames(content)}. All rights reserved.
      </p>
      <p className="mt-1 text-sm">
        {designerCredit.url ? (
          <a href={designerCredit.url} className="underline">
            {designerCredit.name}
          </a>
        ) : (
          designerCredit.name
        )}
      </p>
    </footer>
  );
}
