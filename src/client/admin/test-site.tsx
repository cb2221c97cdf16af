import type { ReactElement } from "react";
import type { AdminSite } from "../../shared/admin-api.ts";
import { AdminSiteContext } from "./site.ts";

/** Two events, meals only at the second, like many couples' (and unlike others': tests pass their own). */
export const TEST_SITE: AdminSite = {
  coupleNames: "Ada & Ben",
  timeZone: "Africa/Johannesburg",
  origin: null,
  datesLabel: "2 May 2026",
  events: [
    { id: "ceremony", title: "Ceremony" },
    { id: "dinner", title: "Dinner", meals: ["Fish", "Vegetarian"] },
  ],
  languages: ["en"],
};

/** An admin screen as the signed-in admin shows it: once the server has said what it shows of the wedding. */
export function withSite(ui: ReactElement, site: AdminSite = TEST_SITE): ReactElement {
  return <AdminSiteContext value={site}>{ui}</AdminSiteContext>;
}
