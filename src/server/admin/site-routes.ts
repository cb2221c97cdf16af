import { Hono } from "hono";
import type { AdminSite } from "../../shared/admin-api.ts";
import type { ContentFor } from "../../shared/content-schema.ts";
import { coupleNames } from "../../shared/couple-names.ts";
import { siteLanguages } from "../../shared/page-languages.ts";

/**
 * GET site (ADMIN_API.site), mounted behind the admin's session: what the admin shows of the wedding, from the
 * content published when it is asked (a new version changes the answer, not the admin's code). The events come
 * from the couple's view (every event, those by invitation only too: titles and meals, never places); the poster's
 * dates from the public view, as the public page writes them.
 */
export function adminSiteRoutes({ contentFor }: { contentFor: ContentFor }) {
  return new Hono().get("/", (c) => c.json(adminSite(contentFor)));
}

function adminSite(contentFor: ContentFor): AdminSite {
  const couple = contentFor("couple");
  return {
    coupleNames: coupleNames(couple),
    timeZone: couple.timeZone,
    origin: couple.site.origin ?? null,
    datesLabel: contentFor("public").hero.datesLabel,
    events: couple.events.map((event) => ({ id: event.id, title: event.title, meals: event.meals })),
    languages: siteLanguages(couple),
  };
}
