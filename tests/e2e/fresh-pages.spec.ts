import { expect, test } from "./support/test";
import { ANNOUNCE_INVALIDATION_SQL, CACHE_TAGS_CHANNEL } from "@/lib/shared/cache-tags-channel";
import { sql } from "./support/database";

// Pages built from the database are cached; a change must reach every page that shows it within
// a second, whichever instance made it. Here "another instance" is played by the
// test: it changes the database and announces the invalidation with the statement every server
// runs (ANNOUNCE_INVALIDATION_SQL), and this server must follow.

test.skip(({ isMobile }) => isMobile, "HTTP only");

const auth = { authorization: "Bearer isolated-site-publish-secret" };

async function announce(tags: string[]) {
  for (const tag of tags) {
    await sql(ANNOUNCE_INVALIDATION_SQL, [tag, CACHE_TAGS_CHANNEL]);
  }
}

test("a change made on another instance reaches this one's news list and article within a second", async ({
  request,
}) => {
  const title = `Shared cache ${Date.now()}`;
  const created = await request.post("/api/webhooks/publish-content", {
    headers: auth,
    data: {
      title,
      content: `<p>${"A story for the shared cache test. ".repeat(3)}</p>`,
      is_featured: false,
      auto_publish: true,
    },
  });
  expect(created.status()).toBe(201);
  const { slug } = (await created.json()) as { slug: string };

  // Both pages are rendered and cached as they are now, with the first title. (Not featured:
  // the home carousel belongs to other tests running beside this one.)
  await expect.poll(async () => (await request.get("/news")).text()).toContain(title);
  expect(await (await request.get(`/news/${slug}`)).text()).toContain(title);
  expect(await (await request.get("/news")).text()).not.toContain(`${title} (renamed)`);

  // Another instance renames it.
  await sql(`update articles set title = $2 where slug = $1`, [slug, `${title} (renamed)`]);
  const changedAt = Date.now();
  await announce(["articles", `article:${slug}`]);

  await expect
    .poll(async () => (await request.get("/news")).text(), { timeout: 1_000, intervals: [100] })
    .toContain(`${title} (renamed)`);
  await expect
    .poll(async () => (await request.get(`/news/${slug}`)).text(), {
      timeout: 1_000,
      intervals: [100],
    })
    .toContain(`${title} (renamed)`);
  console.log(`seen on both pages ${Date.now() - changedAt} ms after the change`);
});
