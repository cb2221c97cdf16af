import { type KeyboardEvent, type ReactNode, useEffect, useRef } from "react";

export interface Tab<Key extends string> {
  key: Key;
  label: ReactNode;
}

/**
 * WAI-ARIA tabs (https://www.w3.org/WAI/ARIA/apg/patterns/tabs/): one tab
 * stop, arrow keys, Home and End move and select. The one panel is rendered
 * by the caller with tabPanelProps.
 */
export function TabList<Key extends string>({
  id,
  label,
  tabs,
  selected,
  onSelect,
  className = "",
}: {
  id: string;
  label: string;
  tabs: readonly Tab<Key>[];
  selected: Key;
  onSelect(key: Key): void;
  className?: string;
}) {
  const listRef = useRef<HTMLDivElement>(null);
  // On a phone the tabs scroll sideways: the selected one (opened from the address, or by the keyboard) is in view.
  useEffect(() => {
    const tab = listRef.current?.querySelector<HTMLElement>(`#${CSS.escape(tabId(id, selected))}`);
    const list = listRef.current;
    if (!tab || !list) return;
    const shown = list.getBoundingClientRect();
    const box = tab.getBoundingClientRect();
    // Centred when any of it is cut off.
    if (box.left < shown.left || box.right > shown.right) {
      list.scrollLeft += box.left - shown.left - (shown.width - box.width) / 2;
    }
  }, [id, selected]);

  const onKeyDown = (event: KeyboardEvent) => {
    const index = tabs.findIndex((tab) => tab.key === selected);
    const next =
      event.key === "ArrowRight"
        ? (index + 1) % tabs.length
        : event.key === "ArrowLeft"
          ? (index - 1 + tabs.length) % tabs.length
          : event.key === "Home"
            ? 0
            : event.key === "End"
              ? tabs.length - 1
              : null;
    const tab = next === null ? undefined : tabs[next];
    if (!tab) return;
    event.preventDefault();
    onSelect(tab.key);
    listRef.current?.querySelector<HTMLElement>(`#${CSS.escape(tabId(id, tab.key))}`)?.focus();
  };

  return (
    <div
      ref={listRef}
      role="tablist"
      aria-label={label}
      onKeyDown={onKeyDown}
      // The end padding: tabs' widths are fractional and a scroll position whole, so without it the last tab
      // scrolled to the end would stay cut by part of a pixel.
      className={`flex gap-0.5 overflow-x-auto pe-1 sm:gap-1 ${className}`}
    >
      {tabs.map((tab) => {
        const active = tab.key === selected;
        return (
          <button
            key={tab.key}
            id={tabId(id, tab.key)}
            type="button"
            role="tab"
            aria-selected={active}
            aria-controls={panelId(id)}
            tabIndex={active ? 0 : -1}
            onClick={() => onSelect(tab.key)}
            className="shrink-0 rounded-full px-2.5 py-2 text-sm sm:px-4 font-medium whitespace-nowrap text-ink transition hover:bg-powder/60 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-dusk aria-selected:bg-ink aria-selected:text-white aria-selected:hover:bg-ink"
          >
            {tab.label}
          </button>
        );
      })}
    </div>
  );
}

/** The attributes of the panel that belongs to the selected tab. */
export function tabPanelProps<Key extends string>(id: string, selected: Key) {
  return { id: panelId(id), role: "tabpanel", "aria-labelledby": tabId(id, selected), tabIndex: -1 } as const;
}

const tabId = (id: string, key: string) => `${id}-tab-${key}`;
const panelId = (id: string) => `${id}-panel`;
