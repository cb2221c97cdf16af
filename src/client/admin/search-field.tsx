import { useId } from "react";
import { INPUT } from "./ui.ts";

/** A search that filters the list on screen as the couple types: its label, then the field. */
export function SearchField({
  label,
  value,
  onChange,
}: {
  label: string;
  value: string;
  onChange(value: string): void;
}) {
  const id = useId();
  return (
    <>
      <label htmlFor={id} className="block text-sm font-medium text-ink">
        {label}
      </label>
      <input
        id={id}
        type="search"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        autoComplete="off"
        className={`mt-1 sm:max-w-md ${INPUT}`}
      />
    </>
  );
}
