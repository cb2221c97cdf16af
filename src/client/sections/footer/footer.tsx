import type { WeddingContent } from "../../../shared/content-schema.ts";
import { coupleNames } from "../../../shared/couple-names.ts";
import { PRIVACY_PAGE_PATH } from "../../../shared/privacy-notice.ts";
import { reopenConsent } from "../../lib/analytics-consent.ts";
import { useWords } from "../../lib/words.tsx";

const FOOTER_LINK =
  "inline-flex min-h-11 items-center rounded underline underline-offset-4 hover:text-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white";

export function Footer({ content }: { content: WeddingContent }) {
  const { footer: words, privacyNotice } = useWords().words;
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
      <p className="mt-4 flex flex-wrap items-center justify-center gap-x-6 text-sm">
        <a href={PRIVACY_PAGE_PATH} className={FOOTER_LINK}>
          {privacyNotice.link}
        </a>
        {content.site.gaMeasurementId ? (
          <button type="button" onClick={reopenConsent} className={FOOTER_LINK}>
            {words.analyticsChoices}
          </button>
        ) : null}
      </p>
    </footer>
  );
}
