import { type ChangeEvent, useId, useState } from "react";
import { isScalar, parseDocument, visit } from "yaml";
import { type DraftContent, MAX_CONTENT_FILE_BYTES } from "../../../shared/content-api.ts";
import { DEFAULT_FLORAL_IMAGE, isPicturePath } from "../../../shared/picture-paths.ts";
import { actionFailureMessage } from "../admin-messages.ts";
import { formatBytes } from "../format.ts";
import { BUTTON } from "../ui.ts";
import { CONTENT_FILE_NAME, saveDraft } from "./content-client.ts";

/** What the last upload came to: refused before anything was sent, saved with or without problems, or failed. */
type UploadState =
  | { kind: "idle" }
  | { kind: "busy"; name: string }
  | { kind: "refused"; message: string }
  | { kind: "saved"; name: string; problems: string[]; missing: string[] };

const YAML_FILE = /\.ya?ml$/i;

/**
 * The content as a file (ADR 050: the YAML is the content, comments and all): "Download as YAML" saves the working
 * copy as wedding.yaml; "Upload a YAML file" saves a chosen file as the draft, keeping the pictures the working
 * copy has for the names the file uses, and says what is wrong with it in plain words, or that it is saved. A file
 * that is not YAML, or too large, is refused and nothing changes.
 */
export function YamlFile({
  yaml,
  pictures,
  onUploaded,
  onSessionEnded,
}: {
  yaml: string;
  pictures: Record<string, string>;
  onUploaded(draft: DraftContent): void;
  /** A call answered 401: the admin signs out. */
  onSessionEnded?(): void;
}) {
  const ids = useId();
  const [upload, setUpload] = useState<UploadState>({ kind: "idle" });

  function download() {
    const url = URL.createObjectURL(new Blob([yaml], { type: "application/yaml" }));
    const link = document.createElement("a");
    link.href = url;
    link.download = CONTENT_FILE_NAME;
    link.click();
    // The browser has the file once the click is handled.
    setTimeout(() => URL.revokeObjectURL(url), 0);
  }

  async function uploadFile(event: ChangeEvent<HTMLInputElement>) {
    const input = event.currentTarget;
    const file = input.files?.[0];
    input.value = "";
    if (!file) return;
    const refusal = refusalOf(file);
    if (refusal) {
      setUpload({ kind: "refused", message: refusal });
      return;
    }
    setUpload({ kind: "busy", name: file.name });
    const text = await file.text();
    if (text.includes("\u0000")) {
      setUpload({
        kind: "refused",
        message: `${file.name} is not a YAML file: it holds binary data. Nothing changed.`,
      });
      return;
    }
    const named = picturesIn(text);
    const kept = named
      ? Object.fromEntries(Object.entries(pictures).filter(([name]) => named.has(name)))
      : { ...pictures };
    const result = await saveDraft(text, kept);
    if (!result.ok) {
      if (result.kind === "error" && result.status === 401) onSessionEnded?.();
      setUpload({ kind: "refused", message: `${file.name} was not saved: ${actionFailureMessage(result)}` });
      return;
    }
    const missing = named ? [...named].filter((name) => !(name in kept) && name !== DEFAULT_FLORAL_IMAGE).sort() : [];
    setUpload({ kind: "saved", name: file.name, problems: result.value.problems, missing });
    onUploaded(result.value);
  }

  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <div>
        <p className="text-sm font-medium text-ink">Your content as a file</p>
        <button type="button" className={`mt-1 ${BUTTON.secondary}`} onClick={download}>
          Download as YAML
        </button>
        <p className="mt-1 text-xs text-ink/75">
          Saves what you are editing as {CONTENT_FILE_NAME}, your notes in it kept.
        </p>
      </div>
      <div>
        <label htmlFor={`${ids}-upload`} className="block text-sm font-medium text-ink">
          Upload a YAML file
        </label>
        <input
          id={`${ids}-upload`}
          type="file"
          accept=".yaml,.yml,application/yaml,text/yaml"
          disabled={upload.kind === "busy"}
          onChange={(event) => void uploadFile(event)}
          aria-describedby={`${ids}-upload-hint`}
          className="mt-1 block w-full text-sm text-ink file:mr-3 file:rounded-lg file:border file:border-ink/25 file:bg-white file:px-3 file:py-2 file:text-sm file:font-medium file:text-ink hover:file:bg-powder/40"
        />
        <p id={`${ids}-upload-hint`} className="mt-1 text-xs text-ink/75">
          {upload.kind === "busy"
            ? `Saving ${upload.name}…`
            : "It becomes your draft (guests see it once you publish). Pictures it names that the site has stay."}
        </p>
      </div>
      <UploadOutcome upload={upload} />
    </div>
  );
}

function UploadOutcome({ upload }: { upload: UploadState }) {
  if (upload.kind === "refused") {
    return (
      <p
        role="alert"
        className="rounded-lg border border-red-700 bg-red-50 px-3 py-2 text-sm text-red-900 sm:col-span-2"
      >
        {upload.message}
      </p>
    );
  }
  return (
    <div role="status" className="sm:col-span-2">
      {upload.kind === "saved" ? (
        upload.problems.length === 0 && upload.missing.length === 0 ? (
          <p className="rounded-lg bg-emerald-50 px-3 py-2 text-sm text-emerald-900">
            {upload.name} is saved as your draft. It has no problems: publish it when you are ready.
          </p>
        ) : (
          <div className="rounded-lg border border-amber-700/40 bg-amber-50 px-3 py-2 text-sm text-amber-950">
            <p>
              {upload.name} is saved as your draft, but it cannot be published yet
              {upload.problems.length > 0
                ? `: ${upload.problems.length === 1 ? "one problem" : `${upload.problems.length} problems`}.`
                : "."}
            </p>
            {upload.missing.length > 0 ? <p className="mt-1">Add these pictures: {upload.missing.join(", ")}</p> : null}
            {upload.problems.length > 0 ? (
              <ul className="mt-1 list-disc space-y-0.5 pl-5">
                {upload.problems.map((problem) => (
                  <li key={problem} className="whitespace-pre-wrap break-words">
                    {problem}
                  </li>
                ))}
              </ul>
            ) : null}
          </div>
        )
      ) : null}
    </div>
  );
}

/** Why a chosen file is refused before it is read, or null. */
function refusalOf(file: File): string | null {
  if (!YAML_FILE.test(file.name)) {
    return `${file.name} is not a YAML file: choose a file ending in .yaml (such as ${CONTENT_FILE_NAME}). Nothing changed.`;
  }
  if (file.size > MAX_CONTENT_FILE_BYTES) {
    return `${file.name} is too large (${formatBytes(file.size)}): a content file is at most ${formatBytes(MAX_CONTENT_FILE_BYTES)}. Nothing changed.`;
  }
  if (file.size === 0) return `${file.name} is empty. Nothing changed.`;
  return null;
}

/**
 * The pictures a file names (every text in it that reads as a picture's path), the default flowers with them; null
 * when it is not YAML that can be read. The schema is not used here: it would bring the content checker and zod
 * into the admin's bundle, beside the guests' chunks they share.
 */
function picturesIn(text: string): Set<string> | null {
  const document = parseDocument(text);
  if (document.errors.length > 0) return null;
  const names = new Set<string>([DEFAULT_FLORAL_IMAGE]);
  visit(document, {
    Scalar(_key, node) {
      if (isScalar(node) && typeof node.value === "string" && isPicturePath(node.value)) names.add(node.value);
    },
  });
  return names;
}
