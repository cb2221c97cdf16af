import { useId } from "react";
import { Notice, PanelLoadFailed, PanelLoading } from "../notice.tsx";
import { CARD } from "../ui.ts";
import { useAdminResource } from "../use-admin-resource.ts";
import { getWorkingCopy } from "./content-client.ts";
import { ContentHistory } from "./content-history.tsx";
import { PreviewPane } from "./live-preview.tsx";
import { YamlFile } from "./yaml-file.tsx";

/**
 * The History tab (lazily loaded): the working copy in the preview, the content as a YAML file to download or
 * upload, and every version with a way back to any of them. The site editor takes the preview beside its form.
 */
export function HistoryPanel({ onSessionEnded }: { onSessionEnded(): void }) {
  const { resource, setResource, refresh, notice } = useAdminResource(getWorkingCopy, onSessionEnded);
  const headingId = useId();
  return (
    <div className="grid grid-cols-1 items-start gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
      <section aria-labelledby={headingId} className={`${CARD} min-w-0 lg:sticky lg:top-4`}>
        {resource.kind === "loading" ? (
          <PanelLoading text="Loading your site…" />
        ) : resource.kind === "failed" ? (
          <PanelLoadFailed message={resource.message} onRetry={() => void refresh()} />
        ) : (
          <div className="flex flex-col gap-5">
            <PreviewPane yaml={resource.value.yaml} pictures={resource.value.pictures}>
              <h2 id={headingId} className="font-serif text-2xl text-ink">
                Your site
              </h2>
              <p className="text-sm text-ink/80">
                {resource.value.draft === null
                  ? "What guests see now: nothing is waiting to be published."
                  : "Your draft, as guests will see it once you publish it."}
              </p>
            </PreviewPane>
            <Notice notice={notice} />
            <YamlFile
              yaml={resource.value.yaml}
              pictures={resource.value.pictures}
              onSessionEnded={onSessionEnded}
              onUploaded={(draft) =>
                setResource({
                  kind: "loaded",
                  value: {
                    yaml: draft.yaml,
                    pictures: draft.pictures,
                    draft: draft.version,
                    savedAt: draft.savedAt,
                    problems: draft.problems,
                  },
                })
              }
            />
          </div>
        )}
        {resource.kind === "loaded" ? null : (
          <h2 id={headingId} className="sr-only">
            Your site
          </h2>
        )}
      </section>
      <ContentHistory onSessionEnded={onSessionEnded} onRestored={() => void refresh()} />
    </div>
  );
}
