import { PRIVACY_NOTICE_WORDS_EN } from "./privacy-en.ts";
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
    /** "JPEG, PNG, WebP, or HEIC": {names} are all formats but the last, joined by ", ". */
    formats: "{names}, or {last}",
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
  /**
   * The upload panel's messages (docs/product.md sections 5 and 8, the spec's words exactly), chosen by the rule or
   * the server's error code; the couple's limits fill the slots.
   */
  photoMessages: {
    unsupportedType: "Please upload only {formats} images.",
    noValidFiles: "No valid files to upload.",
    limitReached: "Upload limit reached - please wait for current uploads to complete.",
    uploadFailed: "Upload failed.",
    /** Upload pressed again while photos are on their way and none waits: not "no valid files". */
    stillSending: "Your photos are still being sent.",
    /** A row whose photo the site already has (by its content): nothing was sent again. */
    alreadySent: "Already sent",
    tooLarge: "File size must be less than {megabytes}MB.",
    alreadySelected: "{name} is already selected",
    tooMany:
      "You can select at most {max} photos at a time. You have {selected} selected and {uploading} uploading, so you can add {room} more.",
    /** The server could not store the photo, or record it: {reason} is what the page knows ("server error 500"). */
    storageFailed: "Upload failed: {reason}",
    databaseFailed: "Database error: {reason}",
    unreadable: "This image could not be read. Please try another photo.",
    /** The server's limits (429), by what refused: this device's hourly quota, the connection's, the whole site's, or too many wrong photo tokens. */
    limitDevice: "You have shared a lot of photos this hour. Please wait a while before sending more.",
    limitAddress: "Too many photos from this connection. Please wait a while and try again.",
    limitSite: "Many photos are arriving right now. Please try again in a few minutes.",
    limitTokens: "Too many failed attempts from this connection. Please wait a while and try again.",
    /** The phone refused to keep photos for sending later (a storage quota): they go only while the page stays open. */
    deviceFull: {
      one: "This phone has no room left to keep {count} photo until it is sent. Please keep this page open until the list says sent, or free some space and choose it again.",
      other:
        "This phone has no room left to keep {count} photos until they are sent. Please keep this page open until the list says sent, or free some space and choose them again.",
    },
  },
  /**
   * The end of a round of sending, one sentence: "10 of 12 photos sent (1 was already there, so it was not sent
   * again); these 2 could not be sent: a.jpg (File size must be less than 10MB)." Its parts in order, then `sentence`.
   */
  uploadSummary: {
    /** Counted by the photos of the round ({count}); {sent} of them arrived. */
    sent: { one: "{sent} of {count} photo sent", other: "{sent} of {count} photos sent" },
    alreadyThere: {
      one: " ({count} was already there, so it was not sent again)",
      other: " ({count} were already there, so they were not sent again)",
    },
    /** One photo that did not arrive; `failed` for several ({count} of them, two or more). */
    failedOne: "; this one could not be sent: {why}",
    failed: { one: "; these {count} could not be sent: {why}", other: "; these {count} could not be sent: {why}" },
    /** One photo that did not arrive, and why; several are joined by "; ". */
    why: "{name} ({reason})",
    sentence: "{summary}.",
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
    /** Each photo's state as the couple's review leaves it. */
    states: { pending: "Received", approved: "Approved", rejected: "Not shown" },
  },
  uploadButton: {
    label: "Click to upload photos",
    /** Circling the button, in capitals as the spec writes it (the bullet that closes the circle is the code's). */
    ring: "UPLOAD YOUR IMAGES",
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
    opening: "Opening your invitation…",
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
   * The open RSVP form's messages (docs/product.md section 8, the spec's words exactly), chosen by the problem's code
   * (shared/rsvp.ts) or the server's error code: under a field, and in the toast.
   */
  rsvpMessages: {
    missingNameOrEmail: "Please fill in your name and email.",
    missingPartnerName: "Please enter your partner's name.",
    lookupFailed: "There was a problem checking your RSVP. Please try again.",
    saveFailed: "There was a problem saving your RSVP. Please try again.",
    /** saveFailed with what went wrong: "… Please try again. (server error 500)". */
    saveFailedBecause: "{message} ({reason})",
    rateLimited: "Too many RSVPs were sent from your connection. Please wait a minute and try again.",
    duplicate:
      "This email has already submitted an RSVP. If you submitted incorrect information, please call {contacts} to update your RSVP.",
    /** Under each field: the name and the email each get their half of missingNameOrEmail. */
    missingName: "Please fill in your name.",
    missingEmail: "Please fill in your email.",
    invalidEmail: "Please enter a valid email address.",
    /** Ours: a wedding of several public events asks which (a "Yes" is not every event). */
    missingEvents: "Please choose the events you will attend.",
    nameTooLong: "Your name is too long (at most {max} characters).",
    emailTooLong: "The email address is too long (at most {max} characters).",
    partnerNameTooLong: "Your partner's name is too long (at most {max} characters).",
    messageTooLong: "The message is too long (at most {max} characters).",
    /** A request no form sends (from a script). */
    notExpected: "The RSVP is not in the expected form.",
    /** Ours: the server refused an answer the page's own check let through. */
    refused: "Your RSVP could not be saved as it is. Please check your answers and try again.",
    /** The spec's Thank You text is for guests who attend; a guest who declines is thanked, not told we look forward to it. */
    declinedThankYou: "Your RSVP has been submitted successfully. Thank you for letting us know — you will be missed!",
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
  /**
   * The personal link's greeting at the page's top (shared/invitation-greeting.ts): drawn by the server, and again by
   * the household's form after a save.
   */
  greeting: {
    /** Before the household's name, as the couple wrote it (the form says the same). */
    invitationFor: "A personal invitation for",
    answersHeading: "Your answers",
    coming: "Coming",
    notComing: "Not coming",
    /** A seat the household has not named. */
    unnamedGuest: "Your guest",
    /** The link to the form: before any answer, after some, and once answers are closed. */
    answer: "Reply to your invitation",
    change: "See or change your answers",
    see: "See your answers",
    /** "{date}" is shown strong on the form. */
    replyBy: "Please let us know who is coming by {date}.",
  },
  /** A household's own form on its personal link (sections/rsvp/household-rsvp.tsx). */
  household: {
    offline: "You're offline, so your invitation couldn't be opened. Please try again when you have signal.",
    openFailed: "We couldn't open your invitation ({reason}). Please try again.",
    notFound:
      "We couldn't find an invitation for this link. Please check that you opened the whole link from your message, or ask the couple for it again.",
    rateLimited: "Too many invitation links were tried from your connection. Please wait a few minutes and try again.",
    versionConflict:
      "Someone in your household changed these answers meanwhile. Their answers are shown now; please check them and send yours again.",
    saved: "Thank you! Your answers are saved. You can change them with this link until the RSVP deadline.",
    declinedThanks: "Thank you for letting us know. You will be missed!",
    erased:
      "Your data is deleted: your answers, the emails sent to you and your photos are gone from this site. This link no longer works.",
    filledIn: "Your answers are filled in below: change anything, then save.",
    answersHeading: "Your answers",
    changeAnswers: "Change our answers",
    legend: "Your household's answers",
    yourGuest: "Your guest",
    /** A household with several unnamed seats numbers them. */
    yourGuestNumbered: "Your guest {number}",
    child: "child",
    guestName: "Name of your guest",
    dietary: "Dietary needs (optional)",
    dietaryPlaceholder: "Allergies, vegetarian, halal…",
    message: "A message for the couple (optional)",
    coming: "Coming",
    notComing: "Not coming",
    mealFor: "Meal choice for {event}",
    chooseMeal: "Choose a meal",
    /** The answers as saved, one line per event. */
    noAnswer: "No answer yet",
    comingWithMeal: "Coming · {meal}",
    dietaryTerm: "Dietary needs",
    yourMessage: "Your message",
  },
  /** A problem under a field of the household's form, and the shared rules' verdict (shared/households.ts, by its code). */
  householdProblems: {
    seatName: "Please give your guest's name.",
    attending: "Please choose Coming or Not coming.",
    meal: "Please choose a meal.",
    name: "Please keep the name to {max} characters.",
    dietary: "Please keep dietary needs to {max} characters.",
    message: "Please keep the message to {max} characters.",
    unknownGuest: "An answer names a guest who is not in this household.",
    answeredTwice: "A guest is answered for twice.",
    namedGuest: "Only the names of unnamed guests can be filled in.",
    nameTooLong: "A name is too long (at most {max} characters).",
    dietaryTooLong: "Dietary needs are too long (at most {max} characters).",
    notInvited: "An answer is for an event this household is not invited to.",
    unanswered: "Please answer for every guest and every event.",
    mealForAbsent: "A meal was chosen for someone who is not attending.",
    mealFromList: "Please choose a meal from the list for everyone attending.",
    noMeals: "This event has no meal choice.",
    seatUnnamed: "Please give the name of each guest who is coming.",
    /** Ours: the server refused answers the page's own check let through. */
    refused: "Your answers could not be saved as they are. Please check them and try again.",
  },
  /** Past the deadline, and the couple's contacts (sections/rsvp/rsvp-parts.tsx). */
  contacts: {
    /** "Thabo & Lerato", "Thabo, Lerato & Lwazi": {names} are all but the last, joined by ", ". */
    list: "{names} & {last}",
    /** A contact with their number: "Thabo (+27 82 555 0101)". */
    withPhone: "{name} ({phone})",
    closed: "RSVPs closed on {date}. To change anything, please call {contacts}.",
    questions: "Questions, or a change of plans? Give us a call.",
    /** Before the contact's number, which follows in a quieter face. */
    call: "Call {name}",
  },
  /** "Your data" on a personal link (sections/rsvp/guest-data.tsx): what the couple holds, to correct, download or delete. */
  guestData: {
    heading: "Your data",
    intro: "What the couple keeps about your household. You can correct it, download it or delete it.",
    unreachable: "We couldn't reach the site ({reason}). Please try again.",
    tryAgain: "Try again",
    loading: "Loading your data…",
    download: "Download",
    downloadText: "Everything above, and the dates of each answer and mail, as a file.",
    downloadButton: "Download my data (JSON)",
    held: "What we hold",
    household: "Household",
    email: "Email",
    phone: "Phone",
    message: "Message",
    none: "none",
    unnamedGuest: "Your guest (no name yet)",
    /** "{event}: coming", then ", {meal}" when one was chosen. */
    answer: "{event}: {answer}",
    coming: "coming",
    notComing: "not coming",
    meal: ", {meal}",
    dietary: "Dietary needs: {dietary}",
    /** The open form's answer: "RSVP form: Ann (ann@example.com), attending, with Ben; message: "See you"". */
    rsvp: "RSVP form: {name} ({email}), {answer}",
    attending: "attending",
    notAttending: "not attending",
    withPartner: ", with {partner}",
    rsvpMessage: '; message: "{message}"',
    photos: "Photos: {photos}",
    photo: "{file} ({status})",
    mails: "Emails to you: {mails}",
    mailsTo: "{count} (to {recipients})",
    correct: "Correct your details",
    householdName: "Household name",
    saving: "Saving…",
    save: "Save corrections",
    corrected: "Your details are corrected.",
    /** The server's checks, made first by the page (shared/privacy-schemas.ts). */
    missingName: "Please give the name your invitation is addressed to.",
    nameTooLong: "The name is too long (at most {max} characters).",
    badEmail: "Please enter a valid email address, or leave it empty.",
    /** Ours: the server reads the number in the wedding's country, and the page cannot check it first. */
    badPhone: "Please check the phone number, with its country code if it is from abroad, or leave it empty.",
    delete: "Delete",
    deleteText: "Removes everything the couple holds about your household.",
    deleteButton: "Delete our data",
    confirmText:
      "This deletes your household's names, contact details and answers, the emails sent to you and the photos sent with this link, at once and for good. This link will stop working.",
    deleting: "Deleting…",
    confirm: "Yes, delete our data",
    keep: "Keep it",
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
  /** Why a request failed, in the parentheses of a message ("… Please try again. (could not reach the server)"). */
  reasons: {
    unreachable: "could not reach the server",
    codeNotLoaded: "could not load the code that reads the answer",
    unexpected: "unexpected answer from the server",
    serverError: "server error {status}",
    rsvpCodeNotLoaded: "could not load the code that sends the RSVP",
  },
  /**
   * A lazily loaded part of the page that could not be fetched (components/lazy-boundary.tsx), or was replaced by a
   * new version (components/update-notice.tsx): short, kind, and each says what to do.
   */
  /**
   * The short notices where data is collected, the analytics banner and the link to /privacy: the privacy area's
   * notice words (privacy-en.ts), carried with the page's so its code holds none. Another language's catalogue sets
   * this to its own privacy notice words: translated once, for both.
   */
  privacyNotice: PRIVACY_NOTICE_WORDS_EN,
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
