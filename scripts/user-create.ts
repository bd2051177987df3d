// npm run user:create -- --email E --password P [--admin]
// Creates the user or updates its password (argon2id hash); --admin grants the admin role, the
// Office (colleagues are otherwise added in the admin's Team section, lib/team).
import { parseArgs } from "node:util";
import { z } from "zod";
import { upsertUser } from "@/lib/server/users";
import { PASSWORD_MIN_LENGTH, staffPassword } from "@/lib/team/team-schemas";
import { resolveDatabase } from "./lib/database.ts";

const { values } = parseArgs({
  options: {
    email: { type: "string" },
    password: { type: "string" },
    admin: { type: "boolean", default: false },
  },
});

const input = z
  .object({
    email: z.string().trim().pipe(z.email("--email must be a valid e-mail address")),
    password: staffPassword(`--password must be at least ${PASSWORD_MIN_LENGTH} characters`),
  })
  .safeParse(values);

if (!input.success) {
  console.error(input.error.issues.map((issue) => issue.message).join("\n"));
  console.error("Usage: npm run user:create -- --email E --password P [--admin]");
  process.exit(1);
}

const database = await resolveDatabase();
process.env.DATABASE_URL = database.url;
try {
  const result = await upsertUser({ ...input.data, admin: values.admin ?? false });
  const what = result.created ? "Created" : result.passwordChanged ? "Updated password of" : "Kept";
  console.log(`${what} ${input.data.email.toLowerCase()}${values.admin ? " (admin)" : ""}.`);
} catch (error) {
  console.error("Could not save the user:", error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await database.stop();
  process.exit();
}
