/** The admin page's shared looks (Tailwind classes), so every panel reads alike. */

export const BUTTON = {
  primary:
    "inline-flex items-center justify-center gap-2 rounded-lg bg-ink px-4 py-2.5 text-sm font-medium text-white shadow-sm transition hover:bg-dusk focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-dusk disabled:cursor-not-allowed disabled:opacity-60",
  secondary:
    "inline-flex items-center justify-center gap-2 rounded-lg border border-ink/25 bg-white px-4 py-2.5 text-sm font-medium text-ink shadow-sm transition hover:bg-powder/40 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-dusk disabled:cursor-not-allowed disabled:opacity-60",
  danger:
    "inline-flex items-center justify-center gap-2 rounded-lg bg-red-700 px-4 py-2.5 text-sm font-medium text-white shadow-sm transition hover:bg-red-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-red-700 disabled:cursor-not-allowed disabled:opacity-60",
  small:
    "inline-flex items-center justify-center rounded-md border border-ink/20 bg-white px-2.5 py-1.5 text-xs font-medium text-ink transition hover:bg-powder/40 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-dusk disabled:cursor-not-allowed disabled:opacity-60",
  smallDanger:
    "inline-flex items-center justify-center rounded-md border border-red-700/40 bg-white px-2.5 py-1.5 text-xs font-medium text-red-800 transition hover:bg-red-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-red-700 disabled:cursor-not-allowed disabled:opacity-60",
} as const;

export const INPUT =
  "block w-full rounded-lg border border-ink/25 bg-white px-3 py-2.5 text-ink shadow-sm focus:border-dusk focus:ring-2 focus:ring-dusk/30 focus:outline-none";

export const CARD = "rounded-2xl bg-white p-4 shadow-sm ring-1 ring-ink/5 sm:p-6";
