import { randomBytes } from "node:crypto";
import type { BrowserContext, Route } from "@playwright/test";
import { parse } from "csv-parse/sync";
import { weddingContent as content } from "../../content/wedding.ts";
import type { AdminHousehold, EventTotals, GuestView, RsvpWindow } from "../../src/shared/household-schemas.ts";
import { GUEST_LIST_API, type GuestAnswerInput, householdStatus, INVITATION_API } from "../../src/shared/households.ts";

/**
 * A stand-in for the guest-list API, in the browser context only, for
 * developing the admin page before the server's routes landed
 * (GUEST_LIST_MOCK=1 npx playwright test tests/e2e/guest-list.spec.ts).
 * It keeps the contract's shapes, not its rules: the real run is the one
 * that counts.
 */
export async function mockGuestListApi(context: BrowserContext): Promise<void> {
  const households = new Map<string, AdminHousehold>();
  let window: RsvpWindow = {
    open: true,
    deadline: content.rsvp.deadline,
    deadlineLabel: content.rsvp.deadlineLabel,
    closesAt: new Date().toISOString(),
    closeAtDeadline: false,
    closedMessage: null,
  };
  const now = () => new Date().toISOString();
  const id = () => randomBytes(12).toString("base64url");

  function store(
    input: Omit<AdminHousehold, "id" | "code" | "link" | "status" | "version" | "updatedAt">,
    previous?: AdminHousehold,
  ) {
    const code = previous?.code ?? id().slice(0, 16);
    const allAnswered = input.guests.every((guest) => input.eventIds.every((eventId) => guest.answers[eventId]));
    const answeredAt = allAnswered && input.guests.length > 0 ? (input.answeredAt ?? now()) : null;
    const household: AdminHousehold = {
      ...input,
      answeredAt,
      id: previous?.id ?? id(),
      code,
      link: `/i/${code}`,
      version: (previous?.version ?? 0) + 1,
      updatedAt: now(),
      status: householdStatus({
        ...input,
        answeredAt,
        anyoneAttending: input.guests.some((guest) => Object.values(guest.answers).some((answer) => answer.attending)),
      }),
    };
    households.set(household.id, household);
    return household;
  }

  function fromInput(
    body: {
      displayName: string;
      email: string | null;
      phone: string | null;
      eventIds: string[];
      message: string | null;
      guests: {
        id?: string;
        name: string | null;
        isChild: boolean;
        isSeat: boolean;
        dietary: string | null;
        answers?: GuestView["answers"];
      }[];
    },
    previous?: AdminHousehold,
  ) {
    return store(
      {
        displayName: body.displayName,
        email: body.email,
        phone: body.phone,
        eventIds: body.eventIds,
        message: body.message,
        guests: body.guests.map((guest) => ({
          id: guest.id ?? id(),
          name: guest.name,
          isChild: guest.isChild,
          isSeat: guest.isSeat,
          dietary: guest.dietary,
          answers: guest.answers ?? previous?.guests.find((old) => old.id === guest.id)?.answers ?? {},
        })),
        selfRegistered: false,
        invitedAt: previous?.invitedAt ?? null,
        openedAt: previous?.openedAt ?? null,
        answeredAt: previous?.answeredAt ?? null,
        lastReminderAt: previous?.lastReminderAt ?? null,
      },
      previous,
    );
  }

  function totals(): EventTotals[] {
    return content.events.map((event) => {
      const people = [...households.values()].flatMap((household) =>
        household.eventIds.includes(event.id) ? household.guests.map((guest) => ({ household, guest })) : [],
      );
      const attending = people.filter(({ guest }) => guest.answers[event.id]?.attending === true);
      return {
        eventId: event.id,
        title: event.title,
        invited: people.length,
        attending: attending.length,
        declined: people.filter(({ guest }) => guest.answers[event.id]?.attending === false).length,
        notAnswered: people.filter(({ guest }) => !guest.answers[event.id]).length,
        children: attending.filter(({ guest }) => guest.isChild).length,
        meals: (event.meals ?? []).map((meal) => ({
          meal,
          count: attending.filter(({ guest }) => guest.answers[event.id]?.meal === meal).length,
        })),
        dietary: attending.flatMap(({ household, guest }) =>
          guest.dietary ? [{ guest: guest.name ?? "", household: household.displayName, dietary: guest.dietary }] : [],
        ),
      };
    });
  }

  const json = (route: Route, body: unknown, status = 200) => route.fulfill({ status, json: body });
  const error = (route: Route, status: number, code: string, message: string) =>
    route.fulfill({ status, json: { error: { code, message } } });

  await context.route(`**${GUEST_LIST_API.households}`, async (route) => {
    const request = route.request();
    if (request.method() === "POST") return json(route, fromInput(request.postDataJSON()), 201);
    return json(route, { households: [...households.values()], totals: totals(), window, origin: null });
  });
  await context.route("**/api/admin/households/**", async (route) => {
    const request = route.request();
    const url = new URL(request.url());
    const last = decodeURIComponent(url.pathname.split("/").at(-1) ?? "");
    if (url.pathname === GUEST_LIST_API.importCsv) {
      const rows = parse(request.postData() ?? "", { columns: true }) as Record<string, string>[];
      const eventIds = content.events.map((event) => event.id);
      for (const [index, row] of rows.entries()) {
        const events = (row.events ?? "").split(";").filter(Boolean);
        if (events.some((event) => !eventIds.includes(event))) {
          return error(route, 400, "csv_invalid", `Line ${index + 2}: unknown event. Nothing was imported.`);
        }
      }
      for (const row of rows) {
        const names = (list: string | undefined) => (list ?? "").split(";").filter(Boolean);
        const events = names(row.events);
        fromInput({
          displayName: row.household ?? "",
          email: row.email || null,
          phone: row.phone || null,
          eventIds: events.length > 0 ? events : eventIds,
          message: null,
          guests: [
            ...names(row.adults).map((name) => ({ name, isChild: false, isSeat: false, dietary: null })),
            ...names(row.children).map((name) => ({ name, isChild: true, isSeat: false, dietary: null })),
            ...Array.from({ length: Number(row.extra_guests || 0) }, () => ({
              name: null,
              isChild: false,
              isSeat: true,
              dietary: null,
            })),
          ],
        });
      }
      return json(route, { imported: rows.length });
    }
    const household = households.get(last) ?? households.get(url.pathname.split("/").at(-2) ?? "");
    if (!household) return error(route, 404, "not_found", "No such household.");
    if (last === "send-invitation" || last === "mark-invited") {
      if (last === "send-invitation" && !household.email) return error(route, 400, "no_email", "No email.");
      const updated = { ...household, invitedAt: household.invitedAt ?? now() };
      updated.status = householdStatus({ ...updated, anyoneAttending: household.status === "answered" });
      households.set(household.id, updated);
      return json(route, updated);
    }
    if (request.method() === "DELETE") {
      households.delete(household.id);
      return route.fulfill({ status: 204 });
    }
    return json(route, fromInput(request.postDataJSON(), household));
  });
  await context.route(`**${GUEST_LIST_API.reminders}`, async (route) => {
    const waiting = [...households.values()].filter((household) => household.invitedAt && !household.answeredAt);
    return json(route, {
      emailed: waiting.filter((household) => household.email).length,
      skippedRecently: 0,
      whatsapp: waiting
        .filter((household) => !household.email && household.phone)
        .map((household) => ({
          householdId: household.id,
          displayName: household.displayName,
          url: `https://wa.me/${(household.phone ?? "").replace(/\D/g, "")}?text=reminder`,
        })),
      unreachable: waiting
        .filter((household) => !household.email && !household.phone)
        .map((household) => ({ householdId: household.id, displayName: household.displayName })),
    });
  });
  await context.route(`**${GUEST_LIST_API.rsvpSettings}`, async (route) => {
    window = { ...window, ...route.request().postDataJSON() };
    return json(route, window);
  });
  await context.route(`**${GUEST_LIST_API.answersCsv}`, async (route) => {
    const lines = [
      ["household", "guest", "dietary", ...content.events.flatMap((event) => [event.id, `${event.id} meal`])],
    ];
    for (const household of households.values()) {
      for (const guest of household.guests) {
        const answers = content.events.flatMap((event) => {
          const answer = guest.answers[event.id];
          return [answer ? String(answer.attending) : "", answer?.meal ?? ""];
        });
        lines.push([household.displayName, guest.name ?? "", guest.dietary ?? "", ...answers]);
      }
    }
    return route.fulfill({
      status: 200,
      headers: { "Content-Type": "text/csv", "Content-Disposition": 'attachment; filename="guests.csv"' },
      body: lines.map((line) => line.map((cell) => `"${cell}"`).join(",")).join("\r\n"),
    });
  });
  await context.route("**/i/*", (route) =>
    route.fulfill({ status: 200, contentType: "text/html", body: "<!doctype html><title>Invitation</title>" }),
  );
  await context.route(`**${INVITATION_API.invitation("*")}`, async (route) => {
    const request = route.request();
    const code = decodeURIComponent(new URL(request.url()).pathname.split("/").at(-1) ?? "");
    const household = [...households.values()].find((entry) => entry.code === code);
    if (!household) return error(route, 404, "invitation_not_found", "No such invitation.");
    let current = household;
    if (request.method() === "PUT") {
      const body = request.postDataJSON() as { guests: GuestAnswerInput[] };
      current = store(
        {
          ...household,
          guests: household.guests.map((guest) => {
            const answer = body.guests.find((entry) => entry.guestId === guest.id);
            return answer ? { ...guest, dietary: answer.dietary ?? guest.dietary, answers: answer.answers } : guest;
          }),
        },
        household,
      );
    } else {
      current = { ...household, openedAt: household.openedAt ?? now() };
      households.set(household.id, current);
    }
    return json(route, { household: current, window });
  });
}
