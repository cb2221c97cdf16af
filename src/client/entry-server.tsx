import { StrictMode } from "react";
import { renderToString } from "react-dom/server";
import type { WeddingContent } from "../shared/content-schema.ts";
import { App } from "./app.tsx";

/** The page's HTML at build time, so guests see text before any script runs. */
export function render(content: WeddingContent): string {
  return renderToString(
    <StrictMode>
      <App content={content} />
    </StrictMode>,
  );
}
