/** Tests render pictures the way publishing does: from a manifest of the pictures (the dev manifest here). */
import { provideImages } from "../client/lib/content-images.ts";
import { testImages } from "./test-images.ts";

provideImages(testImages);
