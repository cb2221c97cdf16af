import type { GalleryItem } from "../../../shared/content-schema.ts";

/** Where a cropped tile keeps its photo: the part the couple chose (gallery.items[].focus), written out for Tailwind. */
const FOCUS_CLASS = { top: "object-top", center: "object-center", bottom: "object-bottom" } as const;

export const focusClass = (item: Pick<GalleryItem, "focus">): string => FOCUS_CLASS[item.focus ?? "center"];
