import type { WeddingContent } from "../../shared/content-schema.ts";
import { coupleNames } from "../../shared/couple-names.ts";
import { pagePath } from "../../shared/page-languages.ts";
import { privacyPage } from "../../shared/privacy-notice.ts";
import { privacyWords, wordsFor } from "../../shared/words/catalogues.ts";
import { fill, type Language } from "../../shared/words/words.ts";

/**
 * The full privacy notice at /privacy (decision 16): prerendered at build
 * time from the content, with the site's stylesheet and no script, so it
 * adds nothing to the invitation page's first load. Its words are in
 * `language`, the site's when not given.
 */
export function PrivacyPage({ content, language }: { content: WeddingContent; language?: Language }) {
  const words = language ? privacyWords(language) : wordsFor(content).privacy;
  const page = privacyPage(content, words);
  const email = content.privacy.contactEmail;
  // The invitation in the language this notice is in.
  const invitation = pagePath(content, "/");
  return (
    <>
      <header className="bg-ink px-4 py-4 text-white">
        <nav
          aria-label={words.page.siteNavigation}
          className="mx-auto flex max-w-2xl items-center justify-between gap-4"
        >
          <a
            href={invitation}
            className="inline-flex min-h-11 items-center font-serif text-2xl focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
          >
            {content.couple.initials}
          </a>
          <a
            href={invitation}
            className="inline-flex min-h-11 items-center text-sm underline underline-offset-4 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
          >
            {words.page.backToInvitation}
          </a>
        </nav>
      </header>
      <main className="px-4 py-12 sm:py-16">
        <article className="mx-auto max-w-2xl rounded-3xl bg-white/90 p-6 shadow-sm ring-1 ring-ink/5 sm:p-10">
          <p className="text-sm text-ink/70 uppercase tracking-[0.2em]">{coupleNames(content)}</p>
          <h1 className="mt-2 font-serif text-4xl text-ink sm:text-5xl">{page.title}</h1>
          <p className="mt-4 text-lg text-ink/90">{page.intro}</p>
          <nav aria-label={words.page.onThisPage} className="mt-6">
            <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
              {page.sections.map((section) => (
                <li key={section.id}>
                  <a
                    href={`#${section.id}`}
                    className="inline-flex min-h-8 items-center text-dusk underline underline-offset-2"
                  >
                    {section.heading}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
          {page.sections.map((section) => (
            <section
              key={section.id}
              id={section.id}
              aria-labelledby={`${section.id}-title`}
              className="mt-10 scroll-mt-6"
            >
              <h2 id={`${section.id}-title`} className="font-serif text-2xl text-ink sm:text-3xl">
                {section.heading}
              </h2>
              <p className="mt-3 leading-relaxed text-ink/90">{section.paragraphs[0]}</p>
              {section.list ? (
                <ul className="mt-3 list-disc space-y-2 pl-5 leading-relaxed text-ink/90">
                  {section.list.map((item) => (
                    <li key={item}>{item}</li>
                  ))}
                </ul>
              ) : null}
              {section.paragraphs.slice(1).map((paragraph) => (
                <p key={paragraph} className="mt-3 leading-relaxed text-ink/90">
                  {paragraph}
                </p>
              ))}
              {section.id === "contact" && email ? (
                <p className="mt-4">
                  <a
                    href={`mailto:${email}`}
                    className="inline-flex min-h-11 items-center rounded-2xl bg-ink px-6 py-2 font-medium text-white [overflow-wrap:anywhere] hover:bg-dusk focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ink"
                  >
                    {fill(words.page.emailButton, { email })}
                  </a>
                </p>
              ) : null}
            </section>
          ))}
        </article>
      </main>
      <footer className="bg-ink px-4 py-10 text-center text-powder">
        <p className="font-serif text-2xl text-white">{coupleNames(content)}</p>
        <p className="mt-2 text-sm">{content.footer.dateLabel}</p>
      </footer>
    </>
  );
}
