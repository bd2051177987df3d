// The request an integration test's server code runs in. Outside Next there is no request, so
// `cookies()`, `headers()` (next/headers) and `after()` (next/server) are answered from this one
// object instead (tests/support/integration-setup.ts mocks both modules for every file). A test
// signs someone in by putting their cookie in the jar, and runs what an action left for after
// the response with `runAfterResponse()`; nothing left there runs otherwise.
// The object is reset before each file, and is the same one for every file of a worker's shared
// module registry (vitest.config.mts).

type FakeRequest = {
  /** The browser's cookies: what `cookies()` reads, and where an action's `set` lands. */
  cookies: Map<string, string>;
  /** The client's address, as the server in front of Next passes it on (x-ness-client-ip). */
  ip: string;
  /** What the code asked to run after the response (`after()`), not yet run. */
  later: (() => unknown)[];
};

const holder = globalThis as unknown as { nessFakeRequest?: FakeRequest };
export const fakeRequest: FakeRequest = (holder.nessFakeRequest ??= {
  cookies: new Map(),
  ip: "192.0.2.10",
  later: [],
});

/** A request from nobody yet: no cookies, the documentation address, nothing left to run. */
export function resetFakeRequest(): void {
  fakeRequest.cookies.clear();
  fakeRequest.ip = "192.0.2.10";
  fakeRequest.later.length = 0;
}

/** The browser now sends exactly these cookies (a session cookie, say, or none). */
export function sendCookies(cookies: Record<string, string>): void {
  fakeRequest.cookies.clear();
  for (const [name, value] of Object.entries(cookies)) fakeRequest.cookies.set(name, value);
}

/** Runs, in order, what the code asked to do after its response (e-mail delivery, say). */
export async function runAfterResponse(): Promise<void> {
  for (const task of fakeRequest.later.splice(0)) await task();
}

/** next/headers as server code sees it during the fake request. */
export const fakeNextHeaders = {
  cookies: async () => ({
    get: (name: string) =>
      fakeRequest.cookies.has(name) ? { name, value: fakeRequest.cookies.get(name)! } : undefined,
    getAll: () => [...fakeRequest.cookies].map(([name, value]) => ({ name, value })),
    has: (name: string) => fakeRequest.cookies.has(name),
    set: (name: string, value: string) => void fakeRequest.cookies.set(name, value),
    delete: (name: string) => void fakeRequest.cookies.delete(name),
  }),
  headers: async () => new Headers({ "x-ness-client-ip": fakeRequest.ip }),
};

/** next/server's `after()`: the task is kept for `runAfterResponse()`. */
export const fakeAfter = (task: (() => unknown) | Promise<unknown>) =>
  void fakeRequest.later.push(typeof task === "function" ? task : () => task);
