/** The dev server's stand-in for the prerendered page's data (main.tsx): the build's own modules. */
import devContent from "virtual:wedding-content";
import devImages from "virtual:wedding-images";

export const content = devContent;
export const images = devImages;
