import { randomUUID } from "node:crypto";
import pg from "pg";
import { afterAll, describe, expect, inject, it } from "vitest";
import { ANNOUNCE_INVALIDATION_SQL, CACHE_TAGS_CHANNEL } from "@/lib/shared/cache-tags-channel";
import { bookability, nextDay, todayInLondon } from "@/lib/shared/dates";

// Two production servers on one PostgreSQL (tests/cluster/setup.ts). Whatever a visitor or a
// timer sends to either instance, the outcome is the one a single server would give.

const cluster = inject("cluster");
const [a, b] = cluster.origins as [string, string];
const database = new pg.Pool({ connectionString: cluster.databaseUrl, max: 4 });
afterAll(() => database.end());

const query = async <T extends object>(text: string, values: unknown[] = []) =>
  (await database.query<T & pg.QueryResultRow>(text, values)).rows;
const count = async (text: string, values: unknown[] = []) =>
  Number((await query<{ n: string }>(text, values))[0]!.n);

/** A server action call as the browser makes it, from the address `ip` (X-Forwarded-For). */
async function callAction(origin: string, action: string, args: unknown[], ip: string) {
  const id = cluster.actions[action];
  if (!id) throw new Error(`No action ${action} in this build`);
  const response = await fetch(`${origin}/book`, {
    method: "POST",
    headers: {
      "next-action": id,
      "content-type": "text/plain;charset=UTF-8",
      origin,
      "x-forwarded-for": ip,
    },
    body: JSON.stringify(args),
  });
  return { status: response.status, body: await response.text() };
}

function firstBookableDay(): string {
  let day = nextDay(todayInLondon());
  while (bookability(day) !== "ok") day = nextDay(day);
  return day;
}

function booking(n: number, day: string) {
  return {
    service_type: "collection",
    bag_quantity: 2,
    selected_date: day,
    time_slot: "am",
    customer_name: `Cluster Customer ${n}`,
    customer_email: `cluster-${n}@example.test`,
    customer_phone: "",
    company_name: "",
    collection_address: `${n} Cluster Street`,
    special_requirements: "",
    website: "",
    idempotency_key: randomUUID(),
  };
}

/** The office's places per day, as the Capacity tab saves them, announced to both instances. */
async function setCapacity(capacity: { collection: number; onsite: number }) {
  await query(
    `insert into capacity_settings (id, collections_per_day, onsite_per_day) values (1, $1, $2)
     on conflict (id) do update set collections_per_day = $1, onsite_per_day = $2`,
    [capacity.collection, capacity.onsite],
  );
  await query(ANNOUNCE_INVALIDATION_SQL, ["availability", CACHE_TAGS_CHANNEL]);
}

async function sentEmails(): Promise<{ idempotencyKey: string; subject: string }[]> {
  return (await fetch(`${cluster.resendUrl}/__requests`)).json() as Promise<
    { idempotencyKey: string; subject: string }[]
  >;
}

describe("two instances on one database", () => {
  it("store 50 concurrent bookings, each sent to both instances, exactly once each", async () => {
    // Room for all 50 on one day: this is about each request being stored once, not about places.
    await setCapacity({ collection: 100, onsite: 3 });
    const day = firstBookableDay();
    const bookings = Array.from({ length: 50 }, (_, n) => booking(n, day));
    const calls = bookings.flatMap((input, n) =>
      [a, b].map((origin) =>
        callAction(
          origin,
          "lib/booking-flows/booking-actions.ts#submitBooking",
          [input],
          `198.51.100.${n + 1}`,
        ),
      ),
    );
    const answers = await Promise.all(calls);
    expect(answers.map((answer) => answer.status)).toEqual(answers.map(() => 200));
    expect(await count("select count(*) as n from bookings")).toBe(50);
    const keys = await query<{ idempotency_key: string }>("select idempotency_key from bookings");
    expect(new Set(keys.map((row) => row.idempotency_key))).toEqual(
      new Set(bookings.map((input) => input.idempotency_key)),
    );
    // Both answers for one booking name the same reference.
    for (const [n] of bookings.entries()) {
      const [first, second] = [answers[2 * n]!, answers[2 * n + 1]!];
      const reference = /NESS-[2-9A-HJKMNP-Z]{6}/.exec(first.body)?.[0];
      expect(reference).toBeTruthy();
      expect(second.body).toContain(reference);
    }
  });

  it("never overbook: of 20 concurrent on-site bookings for a day with 3 places, 3 are stored", async () => {
    await setCapacity({ collection: 100, onsite: 3 });
    // The day the 50 collections took: on-site visits have places of their own.
    const onsiteDay = firstBookableDay();
    const calls = Array.from({ length: 20 }, (_, n) =>
      callAction(
        n % 2 ? b : a,
        "lib/booking-flows/booking-actions.ts#submitBooking",
        [{ ...booking(100 + n, onsiteDay), service_type: "onsite" }],
        `198.51.100.${101 + n}`,
      ),
    );
    const answers = await Promise.all(calls);
    expect(
      answers.filter((answer) => answer.body.includes("That date has just been fully booked")),
    ).toHaveLength(17);
    expect(
      await count(
        "select count(*) as n from bookings where service_type = 'onsite' and selected_date = $1",
        [onsiteDay],
      ),
    ).toBe(3);
  });

  it("deliver every outbox e-mail exactly once with both workers running", async () => {
    const outbox = await count("select count(*) as n from outbox_emails");
    // Two per stored booking: the 50, and the 3 on-site ones.
    expect(outbox).toBe(106);
    // Both instances' delivery workers run at once, again and again, while mail is pending.
    const deadline = Date.now() + 30_000;
    while ((await count("select count(*) as n from outbox_emails where status <> 'sent'")) > 0) {
      if (Date.now() > deadline) throw new Error("the outbox did not drain in 30 seconds");
      await Promise.all(
        [a, b, a, b].map((origin) =>
          fetch(`${origin}/api/jobs/deliver-email`, {
            method: "POST",
            headers: { authorization: `Bearer ${cluster.cronSecret}` },
          }),
        ),
      );
    }
    const sent = await sentEmails();
    expect(sent).toHaveLength(outbox);
    expect(new Set(sent.map((email) => email.idempotencyKey)).size).toBe(outbox);
  });

  it("publish what is due on every scheduler call, however many instances' timers fire", async () => {
    // Both instances called the content scheduler when they started; each call ran.
    expect(
      await count(
        "select count(*) as n from job_runs where job = 'content_scheduler' and trigger = 'schedule'",
      ),
    ).toBe(2);
    // A tick on both at the same moment: both run (one after the other, under the job's lock),
    // and neither is skipped for having run a moment ago.
    const answers = await Promise.all(
      [a, b].map(async (origin) => {
        const response = await fetch(`${origin}/api/jobs/content-scheduler`, {
          method: "POST",
          headers: { authorization: `Bearer ${cluster.cronSecret}` },
        });
        return { status: response.status, body: (await response.json()) as { skipped?: boolean } };
      }),
    );
    for (const answer of answers) {
      expect(answer.status).toBe(200);
      expect(answer.body.skipped).toBeUndefined();
    }
    expect(
      await count(
        "select count(*) as n from job_runs where job = 'content_scheduler' and trigger = 'schedule'",
      ),
    ).toBe(4);
  });

  it("share the forms' hourly limit: the allowance spent on one is spent on both", async () => {
    const ip = "203.0.113.77";
    const contact = (n: number) => ({
      name: `Limit ${n}`,
      email: `limit-${n}@example.test`,
      phone: "",
      company_name: "",
      subject: "",
      message: "Checking the shared limit.",
      website: "",
    });
    const action = "lib/enquiries/enquiry-actions.ts#submitContact";
    for (let n = 0; n < cluster.formsPerHour; n++) {
      await callAction(n % 2 ? b : a, action, [contact(n)], ip);
    }
    const refusedOnA = await callAction(a, action, [contact(98)], ip);
    const refusedOnB = await callAction(b, action, [contact(99)], ip);
    expect(refusedOnA.body).toContain("rate_limited");
    expect(refusedOnB.body).toContain("rate_limited");
    expect(await count("select count(*) as n from enquiries where name like 'Limit %'")).toBe(
      cluster.formsPerHour,
    );
  });

  it("show an article published through one instance on the other's news and home at once, not after the pages' hour", async () => {
    // The other instance has both pages cached as they are.
    for (const path of ["/news", "/"]) expect((await fetch(`${b}${path}`)).status).toBe(200);
    const title = `Cluster story ${Date.now()}`;
    const created = await fetch(`${a}/api/webhooks/publish-content`, {
      method: "POST",
      headers: {
        authorization: `Bearer ${cluster.webhookSecret}`,
        "content-type": "application/json",
      },
      body: JSON.stringify({
        title,
        content: `<p>${"A story published on one instance of two. ".repeat(3)}</p>`,
        is_featured: true,
        auto_publish: true,
      }),
    });
    expect(created.status).toBe(201);
    const published = Date.now();
    // Both pages are cached for an hour: seen on the other instance long before that, it was the
    // shared invalidation. Under a second on a quiet machine; a machine running several test
    // suites regenerates the home page more slowly, so the wait is on the page, not the clock.
    const WAIT_MS = 20_000;
    const seenWithin = async (path: string) => {
      while (Date.now() - published < WAIT_MS) {
        if ((await (await fetch(`${b}${path}`)).text()).includes(title)) {
          console.log(`[cluster] ${path} showed the article after ${Date.now() - published} ms`);
          return true;
        }
        await new Promise((r) => setTimeout(r, 50));
      }
      return false;
    };
    const [news, home] = await Promise.all([seenWithin("/news"), seenWithin("/")]);
    expect({ news, home }).toEqual({ news: true, home: true });
  });
});
