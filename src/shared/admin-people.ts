import { z } from "zod/mini";
import { BROWSER_EMAIL } from "./rsvp.ts";
import { count, isoDate } from "./schema-parts.ts";

/**
 * The people who run the admin (docs/decisions/052-people-not-a-password.md):
 * their roles, what each role may do, the paths and bodies of their routes.
 * The server checks every admin route against ROLE_PERMISSIONS in one place
 * (src/server/admin/permissions.ts); the admin page reads the same table to
 * show only the tabs a role can use.
 */

export const ADMIN_ROLES = ["partner", "planner", "family", "photographer"] as const;
export type AdminRole = (typeof ADMIN_ROLES)[number];

export const ADMIN_PERMISSIONS = [
  /** The wedding's titles, events and meals the admin shows: everyone signed in. */
  "site",
  /** Households: list, add, edit, remove (a family member only their side's). */
  "guests",
  /** The whole guest list at once: CSV import and exports, printed cards, the answer deadline. */
  "guestsAll",
  /** Every answer: the RSVP dashboard, its CSV, deleting an RSVP. */
  "answers",
  /** Mails to guests: personal links, reminders, the test mail. */
  "mail",
  /** Photo review and the slideshow. */
  "photos",
  /** The site's content: drafts, pictures, publishing. */
  "content",
  /** Guests' data: export, search, erasure. */
  "guestData",
  /** People, invites, signing everyone out, the audit log. */
  "people",
  /** How mail goes out: the couple's mail provider's settings and trying them. */
  "mailSetup",
] as const;
export type AdminPermission = (typeof ADMIN_PERMISSIONS)[number];

export const ROLE_PERMISSIONS: Record<AdminRole, readonly AdminPermission[]> = {
  partner: ADMIN_PERMISSIONS,
  planner: ["site", "guests", "guestsAll", "answers", "mail"],
  family: ["site", "guests"],
  photographer: ["site", "photos"],
};

/** What a role is for, in the admin's words (the People tab's role picker). */
export const ROLE_DESCRIPTIONS: Record<AdminRole, string> = {
  partner: "Partner: everything",
  planner: "Planner: guest list, answers and mails",
  family: "Family: the guest list and answers of their side",
  photographer: "Photographer: photos and the slideshow",
};

/** The setup link and invite links last this long, and work once. */
export const SETUP_LINK_MS = 24 * 60 * 60 * 1000;
export const INVITE_LINK_MS = 7 * 24 * 60 * 60 * 1000;
/** A person's password: at least as long as ADMIN_PASSWORD must be (admin-api.ts, which this module must not import: it names these schemas' types). */
export const MIN_PERSON_PASSWORD_LENGTH = 12;
export const MAX_PERSON_PASSWORD_LENGTH = 1024;
export const PERSON_LIMITS = { name: 100, email: 254, side: 60 } as const;
/** Audit entries per page, newest first. */
export const AUDIT_PAGE_SIZE = 50;

/** The link's fragment (never sent to a server, never in a log) carries its token. */
export const SETUP_FRAGMENT = "setup";
export const INVITE_FRAGMENT = "invite";

export const PEOPLE_API = {
  /** POST SetupRequest → AdminSessionState (signed in as the first partner). */
  setup: "/api/admin/setup",
  /** POST JoinRequest → AdminSessionState (signed in as the invited person). */
  join: "/api/admin/join",
  /** GET → PeopleList; people:. */
  people: "/api/admin/people",
  /** PATCH RoleChange → AdminPerson; DELETE → 204 (every session of theirs ends). */
  person: (id: string) => `/api/admin/people/${encodeURIComponent(id)}`,
  /** POST InviteRequest → CreatedInvite. */
  invites: "/api/admin/invites",
  /** DELETE → 204: the link stops working. */
  invite: (id: string) => `/api/admin/invites/${encodeURIComponent(id)}`,
  /** GET ?page=1… → AuditPage, newest first. */
  audit: "/api/admin/audit",
} as const;

export const PEOPLE_ERROR_CODES = {
  /** 400: a field is missing or wrong; the message starts with the field's name ("email: …"). */
  invalidPerson: "invalid_person",
  /** 409: someone already signs in with this email. */
  emailTaken: "email_taken",
  /** 410: the setup or invite link is used, ended or replaced. */
  linkExpired: "link_expired",
  /** 409: the last partner cannot be removed or made something else. */
  lastPartner: "last_partner",
  /** 403: the role does not allow this. */
  forbidden: "forbidden",
} as const;

/** A string with its surrounding spaces taken off, then checked. */
const trimmed = () =>
  z.pipe(
    z.string(),
    z.transform((value) => value.trim()),
  );

const SideSchema = trimmed();
const nameField = trimmed().check(
  z.minLength(1, "Write your name."),
  z.maxLength(PERSON_LIMITS.name, `At most ${PERSON_LIMITS.name} characters.`),
);
const emailField = trimmed().check(
  z.minLength(1, "Write your email address."),
  z.maxLength(PERSON_LIMITS.email, `At most ${PERSON_LIMITS.email} characters.`),
  z.regex(BROWSER_EMAIL, "Write an email address like name@example.com."),
);
const passwordField = z
  .string()
  .check(
    z.minLength(MIN_PERSON_PASSWORD_LENGTH, `At least ${MIN_PERSON_PASSWORD_LENGTH} characters.`),
    z.maxLength(MAX_PERSON_PASSWORD_LENGTH, `At most ${MAX_PERSON_PASSWORD_LENGTH} characters.`),
  );
const tokenField = z.string().check(z.regex(/^[A-Za-z0-9_-]{43}$/, "This link is not complete."));

/** What the setup and join forms send: the link's token and the new person. The same schema checks both sides. */
export const NewPersonSchema = z.object({ name: nameField, email: emailField, password: passwordField });
export const SetupRequestSchema = z.extend(NewPersonSchema, { token: tokenField });
export const JoinRequestSchema = SetupRequestSchema;
export type NewPerson = z.output<typeof NewPersonSchema>;
export type SetupRequest = z.output<typeof SetupRequestSchema>;

/** A family member belongs to one side; the other roles to none. */
export const InviteRequestSchema = z
  .object({
    role: z.enum(ADMIN_ROLES),
    side: z._default(z.nullable(SideSchema.check(z.maxLength(PERSON_LIMITS.side))), null),
  })
  .check(
    z.refine((invite) => invite.role !== "family" || (invite.side !== null && invite.side !== ""), {
      message: "A family member's side: write whose side they are on.",
      path: ["side"],
    }),
  );
export type InviteRequest = z.output<typeof InviteRequestSchema>;
export const RoleChangeSchema = InviteRequestSchema;

export const AdminPersonSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  role: z.enum(ADMIN_ROLES),
  side: z.nullable(z.string()),
  createdAt: isoDate,
});
export type AdminPerson = z.output<typeof AdminPersonSchema>;

export const PendingInviteSchema = z.object({
  id: z.string(),
  role: z.enum(ADMIN_ROLES),
  side: z.nullable(z.string()),
  createdBy: z.string(),
  expiresAt: isoDate,
});
export type PendingInvite = z.output<typeof PendingInviteSchema>;

export const PeopleListSchema = z.object({
  people: z.array(AdminPersonSchema),
  invites: z.array(PendingInviteSchema),
});
export type PeopleList = z.output<typeof PeopleListSchema>;

/** The invite's link is shown once, to be copied; only its hash is kept. */
export const CreatedInviteSchema = z.extend(PendingInviteSchema, { url: z.string() });
export type CreatedInvite = z.output<typeof CreatedInviteSchema>;

export const AuditEntrySchema = z.object({
  id: z.string(),
  at: isoDate,
  /** The person's id; null for the operator (ADMIN_PASSWORD). */
  actorId: z.nullable(z.string()),
  /** Their name when they did it. */
  actorName: z.string(),
  action: z.string(),
  targetType: z.nullable(z.string()),
  targetId: z.nullable(z.string()),
  summary: z.string(),
});
export type AuditEntry = z.output<typeof AuditEntrySchema>;

export const AuditPageSchema = z.object({
  entries: z.array(AuditEntrySchema),
  page: count,
  hasMore: z.boolean(),
});
export type AuditPage = z.output<typeof AuditPageSchema>;

export const AuditQuerySchema = z.object({
  page: z._default(z.pipe(z.string().check(z.regex(/^[1-9]\d{0,5}$/)), z.transform(Number)), 1),
});

/** Who is signed in: a person, or the operator with ADMIN_PASSWORD. */
export const AdminActorSchema = z.object({
  kind: z.enum(["person", "operator"]),
  id: z.nullable(z.string()),
  name: z.string(),
  role: z.nullable(z.enum(ADMIN_ROLES)),
  side: z.nullable(z.string()),
  permissions: z.array(z.enum(ADMIN_PERMISSIONS)),
});
export type AdminActor = z.output<typeof AdminActorSchema>;

/** An email as people are told apart: one person per address, whatever its case or spaces. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** The audit log's name for the operator. */
export const OPERATOR_NAME = "operator (ADMIN_PASSWORD)";

/** "field: message" for the first issue, as the server answers invalid_person and the forms show it at the field. */
export function firstFieldProblem(issues: readonly { path?: readonly PropertyKey[]; message: string }[]): {
  field: string;
  message: string;
} {
  const [issue] = issues;
  const field = issue?.path?.map(String).join(".") ?? "";
  return { field, message: issue?.message ?? "Check the form." };
}
