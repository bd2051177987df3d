import { spawn } from "node:child_process";
import { createServer, type Server } from "node:net";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

// `npm run stripe:fake` (scripts/fake-stripe.ts), run as a newcomer runs it: a port already taken
// is a message saying which and how to choose another, not a stack trace; the printed start
// command keeps the PORT the site will be started on, so the fake's webhooks reach it.

const root = path.resolve(import.meta.dirname, "../..");
const tsx = path.join(root, "node_modules", ".bin", "tsx");

type Run = { code: number | null; stdout: string; stderr: string };

/** Runs the script with `env`; stops it once it prints `until` (or when it exits by itself). */
function fakeStripe(env: Record<string, string>, until?: string): Promise<Run> {
  return new Promise((resolve, reject) => {
    const child = spawn(tsx, ["scripts/fake-stripe.ts"], {
      cwd: root,
      env: { ...process.env, SITE_URL: "", PORT: "", ...env },
    });
    const run: Run = { code: null, stdout: "", stderr: "" };
    child.stdout.on("data", (chunk: Buffer) => {
      run.stdout += chunk.toString();
      if (until && run.stdout.includes(until)) child.kill("SIGTERM");
    });
    child.stderr.on("data", (chunk: Buffer) => (run.stderr += chunk.toString()));
    child.on("error", reject);
    child.on("exit", (code) => resolve({ ...run, code }));
  });
}

let taken: Server;
let takenPort = 0;
beforeAll(async () => {
  taken = createServer();
  await new Promise<void>((resolve) => taken.listen(0, "127.0.0.1", resolve));
  takenPort = (taken.address() as { port: number }).port;
});
afterAll(() => new Promise<void>((resolve) => taken.close(() => resolve())));

/** A port nothing listens on now. */
async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

describe("npm run stripe:fake", () => {
  it("says which port is taken and how to choose another, without a stack trace", async () => {
    const run = await fakeStripe({ FAKE_STRIPE_PORT: String(takenPort) });
    expect(run.code).toBe(1);
    expect(run.stderr).toContain(`Port ${takenPort} is already in use`);
    expect(run.stderr).toMatch(/FAKE_STRIPE_PORT=\d+ npm run stripe:fake/);
    expect(run.stderr).not.toMatch(/^\s+at /m);
    expect(run.stderr).not.toContain("EADDRINUSE");
  });

  it("prints a start command that keeps PORT, where its webhooks are sent", async () => {
    const port = await freePort();
    const run = await fakeStripe({ FAKE_STRIPE_PORT: String(port), PORT: "4321" }, "npm start");
    expect(run.stdout).toContain(
      "sending its webhooks to http://localhost:4321/api/webhooks/stripe",
    );
    expect(run.stdout).toMatch(
      new RegExp(`STRIPE_API_URL=http://127\\.0\\.0\\.1:${port} PORT=4321 npm start`),
    );
  });
});
