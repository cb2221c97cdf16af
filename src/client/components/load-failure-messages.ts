/**
 * What a guest reads when a lazily loaded part of the page cannot be fetched
 * (components/lazy-boundary.tsx) or was replaced by a new version
 * (components/update-notice.tsx). Short, kind, and each says what to do.
 */
export const LOAD_FAILURE_MESSAGES = {
  uploadPanel: "The photo uploader didn't load. Check your connection, then try again.",
  guestMoments: "Our guests' photos didn't load. Check your connection, then try again.",
  rsvpForm: "The form didn't finish loading, but your answers are still here. Check your connection, then try again.",
  lightbox: "The photo viewer didn't load. Check your connection, then try again.",
  invitation: "Your invitation's form didn't load. Check your connection, then try again.",
  newVersion: "A new version of this page is available.",
} as const;
