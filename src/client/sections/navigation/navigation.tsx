import { useId, useState } from "react";

/** The seven entries of the spec, in its order. Labels are structure, not content. */
export const NAV_ENTRIES = [
  { label: "Home", anchor: "home" },
  { label: "Our Story", anchor: "our-story" },
  { label: "Wedding Info", anchor: "wedding-info" },
  { label: "Gallery", anchor: "gallery" },
  { label: "RSVP", anchor: "rsvp" },
  { label: "Find Us", anchor: "FindUs" },
  { label: "Share Photos", anchor: "photo-upload" },
] as const;

export function Navigation({ initials }: { initials: string }) {
  const [open, setOpen] = useState(false);
  const menuId = useId();
  return (
    <header className="fixed inset-x-0 top-0 z-40 bg-sand/85 backdrop-blur-sm">
      <nav aria-label="Main" className="mx-auto flex max-w-5xl items-center justify-between px-4 py-3">
        <a href="#home" className="font-serif text-xl text-ink">
          {initials}
        </a>
        <div className="relative">
          <button
            type="button"
            className="rounded-full p-2 text-ink hover:bg-powder focus-visible:outline-2"
            aria-expanded={open}
            aria-controls={menuId}
            aria-label={open ? "Close menu" : "Open menu"}
            onClick={() => setOpen((value) => !value)}
          >
            <svg
              aria-hidden="true"
              width="24"
              height="24"
              viewBox="0 0 24 24"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
            >
              {open ? <path d="M6 6l12 12M18 6L6 18" /> : <path d="M4 7h16M4 12h16M4 17h16" />}
            </svg>
          </button>
          <ul id={menuId} hidden={!open} className="absolute right-0 mt-2 w-56 rounded-xl bg-white py-2 shadow-lg">
            {NAV_ENTRIES.map((entry) => (
              <li key={entry.anchor}>
                <a
                  className="block px-4 py-2 text-ink hover:bg-powder"
                  href={`#${entry.anchor}`}
                  onClick={() => setOpen(false)}
                >
                  {entry.label}
                </a>
              </li>
            ))}
          </ul>
        </div>
      </nav>
    </header>
  );
}
