/** The QR poster's words (photo-poster.tsx), apart from the component so tests can read them without the site's content. */
export const POSTER_INVITATION = "Share your photos with us";
export const POSTER_HINT = "Point your phone's camera at the code to add your photos from today. No app, no sign-up.";
