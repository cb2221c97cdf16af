/** Tests render pictures the way the prerender does: from the build's manifest (the dev manifest here). */
import images from "virtual:wedding-images";
import { provideImages } from "../client/lib/content-images.ts";

provideImages(images);
