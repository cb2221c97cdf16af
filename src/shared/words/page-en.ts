import type { WordsLike } from "./words.ts";

/**
 * The guest page's fixed words in English (design decision 21): the spec's
 * words exactly where it has them, ours elsewhere. Plain data, grouped by the
 * part of the page that shows them, delivered in the page's HTML
 * (src/shared/site-data.ts) and never imported by the page's code: a page in
 * another language carries that language's catalogue instead.
 */
export const PAGE_WORDS_EN = {
  nav: {
    label: "Main",
    homePrefix: "Home: ",
    openMenu: "Open menu",
    closeMenu: "Close menu",
    home: "Home",
    ourStory: "Our Story",
    weddingInfo: "Wedding Info",
    gallery: "Gallery",
    rsvp: "RSVP",
    findUs: "Find Us",
    sharePhotos: "Share Photos",
    /** Above the site's languages in the menu, each shown by its own name (English, isiZulu, Sesotho…). */
    language: "Language",
  },
  countdown: {
    label: "Countdown to the wedding",
    days: "Days",
    hours: "Hours",
    minutes: "Minutes",
    seconds: "Seconds",
  },
  hero: {
    rsvpNow: "RSVP Now",
  },
  /** A word and its part for screen readers only ("…Hidden") are written beside each other, the hidden one after. */
  weddingInfo: {
    heading: "Wedding Information",
    hint: "Hint: {hint}",
    directions: "Directions",
    directionsHidden: " to {venue}",
    beverages: "Beverages",
    stores: "Suggested stores: {stores}",
    palette: "Colour palette",
    paletteNamed: "Colour palette: {colours}",
  },
  findUs: {
    directions: "Get Directions",
    addToCalendar: "Add to Calendar",
    download: "Download .ics",
    downloadHidden: " calendar file for Apple Calendar and Outlook",
    mapTitle: "Map of {venue}, {address}",
    showMap: "Show map",
    showMapHidden: " of {venue} from Google Maps",
    mapNote: "The map comes from Google and loads only when you tap.",
  },
  footer: {
    analyticsChoices: "Analytics choices",
  },
  /** The upload section as prerendered; the panel's own words come with it. */
  upload: {
    heading: "Share Your Memories",
    intro: "Took a photo you love? Add it here so it can become part of our story.",
    hint: "{formats}, up to {megabytes} MB each and {count} at a time.",
    dropZone: "Choose photos or drop them here",
    name: "Your name",
    nameOptional: "(optional)",
    nameHint: "So the couple knows who to thank.",
    guidelines: "Photo Guidelines",
    guidelineMoments: "Share moments from the celebration: the ceremony, the reception and the people in them.",
    guidelineReview: "Every photo is reviewed by the couple before it appears on this page.",
    guidelineSize:
      "{formats} images, up to {megabytes} MB each; larger photos are made smaller on your phone before sending.",
    guidelineCount: { one: "Up to {count} photo at a time.", other: "Up to {count} photos at a time." },
    guidelineResume:
      "A lost connection or a closed page does not lose a photo: it carries on sending when you are back.",
  },
  /** The upload panel's drop zone and queue. */
  uploadPanel: {
    input: "Photos to upload",
    letGo: "Let go to add them.",
    heading: "Your photos",
    counts: "{valid} valid · {withErrors} with errors",
    list: "Selected photos",
    upload: "Upload photos",
    retryAll: "Retry all failed ({count})",
  },
  /** A photo in the upload panel's queue. */
  uploadRow: {
    ready: "Ready to upload",
    invalid: "Not uploaded",
    uploading: "Uploading",
    success: "Uploaded",
    error: "Upload failed",
    waiting: "Waiting to upload",
    /** Not yet sending while the browser is offline: it goes by itself once the connection returns. */
    waitingForConnection: "Waiting for a connection…",
    /** Its last attempt got no answer: it tries again by itself, from where the server's copy ends. */
    retrying: "Connection lost, trying again…",
    progress: "Upload progress of {name}",
    retry: "Retry",
    retryName: "Retry {name}",
    removeName: "Remove {name}",
  },
  /** "Photos you sent from this device", each with Remove, which asks first. */
  myPhotos: {
    heading: "Photos you sent from this device",
    sent: "Sent {date}",
    question: "Remove this photo from the site? The couple will no longer have it.",
    keep: "Keep it",
    keepName: "Keep {name}",
    confirm: "Yes, remove it",
    confirmName: "Yes, remove {name}",
    remove: "Remove",
    removeName: "Remove {name} from the site",
    removing: "Removing…",
    removed: "{name} was removed.",
    notRemoved: "{name} was not removed ({reason}). Please try again.",
  },
  uploadButton: {
    label: "Click to upload photos",
  },
  gallery: {
    views: "Gallery view",
    circular: "3D View",
    grid: "Grid View",
    carousel: "Photo carousel",
    previous: "Previous photo",
    next: "Next photo",
    /** What a screen reader hears as the carousel turns. */
    current: "Photo {position} of {count}: {alt}. {caption}",
    /** Names the lightbox of the couple's pictures. */
    photo: "Gallery photo",
  },
  guestMoments: {
    heading: "Guest Moments",
    intro: "Photos shared by our guests.",
    thumbnail: "Guest moment {position} of {count}",
    /** Names the lightbox of the guests' photos. */
    photo: "Guest photo",
    alt: "Shared by a guest",
  },
  lightbox: {
    /** The dialog's name: the photos' name and where this one is among them ("Gallery photo 2 of 7"). */
    name: "{label} {position}",
    position: "{position} of {count}",
    close: "Close",
    previous: "Previous photo",
    next: "Next photo",
  },
  /** The live slideshow on a screen at the reception. */
  slideshow: {
    share: "Scan to share your photos",
    loading: "Loading…",
    waiting: "Photos will appear here…",
    qrCode: "QR code of {link}",
    /** The photo's caption: "{name}" in the display face, the rest quieter. */
    sharedBy: "Shared by {name}",
    alt: "A photo shared by {name}",
    altNoName: "A photo shared by a guest",
    /** When the server will not show the photos, by SLIDESHOW_ERROR_CODES. */
    wrongKey:
      "This slideshow link is not valid. Open the slideshow again from the admin (Photos, Slideshow) to get the current link.",
    disabled: "The slideshow is off. It works once the couple's admin password (ADMIN_PASSWORD) is set on the server.",
    rateLimited:
      "Too many wrong slideshow links were tried from this network. The slideshow tries again in a few minutes.",
  },
  /** The open RSVP form's fixed labels; its messages are still rsvp-messages.ts's (issue 35). */
  rsvpForm: {
    heading: "RSVP",
    /** "{date}" is shown strong. */
    deadline: "Please let us know if you can make it by {date}.",
    legend: "Your RSVP",
    name: "Your Full Name*",
    email: "Email Address*",
    attending: "Will you be attending?",
    attendingYes: "Yes!",
    attendingNo: "Sorry",
    partner: "Bringing a partner?",
    partnerYes: "Yes",
    partnerNo: "No",
    partnerName: "Partner's Name*",
    message: "Message for the couple (optional)",
    guests: "Guests: {count}",
    submit: "Submit RSVP",
    submitting: "Submitting...",
    thankYouTitle: "Thank You!",
    thankYouText: "Your RSVP has been submitted successfully. We're looking forward to celebrating with you!",
    /** Ours, not the spec's: a guest at a venue without signal (design decision 15). */
    offline:
      "You're offline, so your RSVP wasn't sent. Your answers are still here — please try again when you have signal.",
  },
  /**
   * An answer sent without signal is kept on the phone and sent when the connection returns
   * (docs/decisions/039-one-answer-one-key.md): said on the form, in place of a toast, until it is sent.
   */
  keptAnswer: {
    title: "Not sent yet",
    rsvp: "You're offline, so your RSVP is kept on this device. It will be sent as soon as you have signal, even if you close this page and open it again.",
    household:
      "You're offline, so your answers are kept on this device. They will be sent as soon as you have signal, even if you close this page and open it again.",
    change: "Change my answers",
  },
  /** The household form's button: its first send, a later save, and while it is sent. */
  householdButton: {
    send: "Send our answers",
    saveAgain: "Save our answers",
    sending: "Sending…",
  },
  /**
   * The open form of a wedding of several public events asks which the guest will attend, and for a meal at each
   * event that offers them.
   */
  rsvpEvents: {
    which: "Which will you attend?",
    chooseMeal: "Choose a meal",
    yourMeal: "Your meal at {event}",
    partnerMeal: "{partner}'s meal at {event}",
    /** The partner in partnerMeal before their name is typed. */
    yourPartner: "Your partner",
  },
  toast: {
    label: "Notifications",
    close: "Close notification",
    error: "Error",
    success: "Success",
    warning: "Warning",
    info: "Info",
  },
  /** Guests read the page on mobile data: told when the connection drops and when it returns. */
  connection: {
    offline:
      "You are offline. You can keep reading; an RSVP or photos you send now are kept on this device and sent when you are back online.",
    online: "You are back online.",
  },
  consent: {
    label: "Analytics choice",
    accept: "Accept",
    decline: "No thanks",
  },
  /**
   * A lazily loaded part of the page that could not be fetched (components/lazy-boundary.tsx), or was replaced by a
   * new version (components/update-notice.tsx): short, kind, and each says what to do.
   */
  failures: {
    uploadPanel: "The photo uploader didn't load. Check your connection, then try again.",
    guestMoments: "Our guests' photos didn't load. Check your connection, then try again.",
    rsvpForm: "The form didn't finish loading, but your answers are still here. Check your connection, then try again.",
    lightbox: "The photo viewer didn't load. Check your connection, then try again.",
    invitation: "Your invitation's form didn't load. Check your connection, then try again.",
    tryAgain: "Try again",
    tryingAgain: "Trying again…",
    newVersion: "A new version of this page is available.",
    reload: "Reload",
    notNow: "Not now",
  },
} as const;

/** The page's words in any language: the English catalogue's shape. */
export type PageWords = WordsLike<typeof PAGE_WORDS_EN>;
