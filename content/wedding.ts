import { parseWeddingContent, type WeddingContentInput } from "../src/shared/content-schema.ts";

/**
 * The couple's site. Edit this file (and the pictures in ./images) to make the
 * site yours; `npm test` and `npm run build` check it and name any bad field.
 */
const wedding: WeddingContentInput = {
  couple: {
    partners: [{ firstName: "Thabo" }, { firstName: "Lerato" }],
    initials: "T & L",
  },
  site: {
    title: "Thabo & Lerato · Traditional Wedding · 27–28 September 2025",
    description:
      "You are invited to the traditional wedding of Thabo & Lerato on 27 and 28 September 2025 in Meadowlands, Soweto. Details, directions and RSVP.",
    language: "en",
    designerCredit: { name: "Designed with love for Thabo & Lerato" },
  },
  hero: {
    invitationLine: "PLEASE JOIN US FOR THE TRADITIONAL WEDDING OF",
    datesLabel: "September 27th - 28th, 2025",
    placeLabel: "Meadowlands • Soweto",
    floralImage: "hero/floral.svg",
  },
  timeZone: "Africa/Johannesburg",
  countdownTarget: "2025-09-27T10:00:00+02:00",
  events: [
    {
      id: "matrimony",
      title: "Matrimony",
      dayLabel: "Saturday 27 Sept 2025",
      timeLabel: "10:00 AM",
      start: "2025-09-27T10:00:00+02:00",
      end: "2025-09-27T12:00:00+02:00",
      venue: { name: "Church @ Allen Temple", address: "188 Ingedezi Street, Zone 7, Meadowlands" },
    },
    {
      id: "reception",
      title: "Reception",
      dayLabel: "Saturday 27 Sept 2025",
      timeLabel: "12:30 PM (for 1:00 PM)",
      start: "2025-09-27T12:30:00+02:00",
      end: "2025-09-27T19:00:00+02:00",
      venue: {
        name: "Reception",
        address: "12278, Zone 9, Meadowlands",
        directionsHint: "Use Mjakes Truckshop for directions",
      },
    },
    {
      id: "celebration",
      title: "Celebration",
      dayLabel: "Sunday 28 Sept 2025",
      timeLabel: "12:30 PM for 1:00 PM",
      start: "2025-09-28T12:30:00+02:00",
      end: "2025-09-28T19:00:00+02:00",
      venue: { name: "Molapo Park", address: "1335 Monnatlala St, Molapo, Soweto, 1818" },
      description: "Join us for the continuation of our celebration.",
    },
  ],
  beveragesNote: "Attendees are encouraged to cater for their own beverage needs.",
  gifts: {
    note: "Gift cards preferred",
    stores: ["Woolworths", "@Home", "Volpes", "Coricraft"],
  },
  theme: {
    name: "Shades of Blue and Brown",
    colours: [
      { name: "Midnight blue", hex: "#1f2f4f" },
      { name: "Dusty blue", hex: "#6b86a8" },
      { name: "Powder blue", hex: "#c5d5e8" },
      { name: "Chocolate", hex: "#4a2f23" },
      { name: "Caramel", hex: "#a0714f" },
      { name: "Sand", hex: "#e4d3bd" },
    ],
    paletteImage: "theme/palette.svg",
    page: {
      text: "#1f2f4f",
      accent: "#34507a",
      soft: "#c5d5e8",
      earth: "#5a3a2a",
      background: "#f4ece1",
    },
  },
  story: {
    heading: "A Love Story",
    milestones: [
      {
        year: 1996,
        title: "We Met",
        description:
          "Two children on the same Meadowlands street, sharing sweets after school. Neither of us knew the other would be the one.",
        flower: "story/flower-1.svg",
        gradient: ["#c5d5e8", "#e4d3bd"],
      },
      {
        year: 2016,
        title: "We Became Official",
        description:
          "Twenty years later a long talk on a winter evening turned old friends into something more, and we never looked back.",
        flower: "story/flower-2.svg",
        gradient: ["#e4d3bd", "#c9a886"],
      },
      {
        year: 2018,
        title: "Our Son Lwazi Was Born",
        description: "Lwazi arrived and filled our home with noise, laughter and sleepless nights we would not trade.",
        flower: "story/flower-3.svg",
        gradient: ["#b4c7de", "#8fa9c7"],
      },
      {
        year: 2020,
        title: "The Proposal & Our First Home",
        description:
          "A quiet question at home in a year the world stood still, a yes through happy tears, and keys to our first home together.",
        flower: "story/flower-4.svg",
        gradient: ["#d9c2a7", "#b89373"],
      },
      {
        year: 2023,
        title: "A New Home",
        description:
          "We found a bigger home with a garden for Lwazi to run in and a table big enough for family Sundays.",
        flower: "story/flower-5.svg",
        gradient: ["#c5d5e8", "#9fb6d1"],
      },
      {
        year: 2025,
        title: "9 Years & Our Wedding",
        description:
          "Nine years on, we bring our families together to celebrate our traditional wedding, and we would love you to be there.",
        flower: "story/flower-6.svg",
        gradient: ["#e4d3bd", "#a0714f"],
      },
    ],
  },
  gallery: {
    items: [
      {
        id: 1,
        src: "gallery/1-first-light.jpg",
        alt: "Illustration of two figures watching the sunrise over the Soweto skyline",
        caption: "Where it all began",
        size: "large",
      },
      {
        id: 2,
        src: "gallery/2-walk.jpg",
        alt: "Illustration of a couple walking hand in hand along a tree-lined street",
        caption: "Long walks, longer talks",
        size: "medium",
      },
      {
        id: 3,
        src: "gallery/3-family.jpg",
        alt: "Illustration of a family of three under a blue umbrella",
        caption: "Our little family",
        size: "tall",
      },
      {
        id: 4,
        src: "gallery/4-ring.jpg",
        alt: "Illustration of an engagement ring on a brown velvet box",
        caption: "The question, the answer",
        size: "small",
      },
      {
        id: 5,
        src: "gallery/5-home.jpg",
        alt: "Illustration of a small house with a glowing window at dusk",
        caption: "Home is where we are",
        size: "wide",
      },
      {
        id: 6,
        src: "gallery/6-dance.jpg",
        alt: "Illustration of a couple dancing beneath string lights",
        caption: "Dancing through the years",
        size: "medium",
      },
      {
        id: 7,
        src: "gallery/7-together.jpg",
        alt: "Illustration of two hands joined over a bouquet of blue and brown flowers",
        caption: "Forever starts now",
        size: "large",
      },
    ],
    note: "More magical moments coming soon. Check back for our full wedding story!",
  },
  rsvp: {
    deadline: "2025-08-01",
    deadlineLabel: "August 1, 2025",
    contactNames: ["Thabo", "Lerato"],
  },
  findUs: {
    mapEventId: "matrimony",
    eventText: [
      "Saturday 27 Sep: Matrimony at 10:00 AM at Church @ Allen Temple",
      "Reception at 12:30 PM",
      "Sunday 28 Sep: Molapo Park, 12:30 PM",
      "Theme: Shades of Blue and Brown",
    ],
  },
  calendar: {
    title: "Thabo & Lerato's Traditional Wedding",
    details:
      "Saturday 27 Sep: Matrimony at 10:00 AM at Church @ Allen Temple, 188 Ingedezi Street, Zone 7, Meadowlands; reception at 12:30 PM (for 1:00 PM) at 12278, Zone 9, Meadowlands (use Mjakes Truckshop for directions). Sunday 28 Sep: 12:30 PM for 1:00 PM at Molapo Park, 1335 Monnatlala St, Molapo, Soweto. Theme: Shades of Blue and Brown.",
    location: "Church @ Allen Temple, 188 Ingedezi Street, Zone 7, Meadowlands, Soweto",
    start: "2025-09-27T08:00:00Z",
    end: "2025-09-28T17:00:00Z",
  },
  footer: { dateLabel: "September 27, 2025" },
  guestPhotos: { maxFilesPerSession: 30, maxFileBytes: 10_485_760 },
};

export const weddingContent = parseWeddingContent(wedding);
