import { SITE_DATA_ELEMENT_ID, type SiteData } from "../../shared/site-data.ts";

/**
 * The content, pictures and fixed words a guest page was published with, handed over in its own HTML
 * (src/shared/site-data.ts): the page's code carries none of the couple's content. The server wrote the
 * element from checked content, so it is read as is: a schema check here would put zod in the first view.
 */
export function readSiteData(): SiteData {
  const json = document.getElementById(SITE_DATA_ELEMENT_ID)?.textContent;
  if (!json) throw new Error(`The page has no #${SITE_DATA_ELEMENT_ID} element`);
  return JSON.parse(json) as SiteData;
}
