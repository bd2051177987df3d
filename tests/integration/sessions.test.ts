import { beforeEach, describe, expect, it } from "vitest";
import { authOptions, authenticate } from "@/lib/server/auth";
import { checkAdminWith } from "@/lib/server/admin-guard";
import { upsertUser } from "@/lib/server/users";
import { db } from "@/lib/server/db";
import { runHousekeepingJob } from "@/lib/automation/jobs";
import { endAllSessions, openSession, sessionUser } from "@/lib/server/sessions";
import { resetDatabase } from "../support/db";
import { sessionCookieFor, sessionCookieName } from "../support/session-cookie";

// A session is a signed cookie, but whether it still counts is decided by the database on every
// request: these tests sign real cookies (one per device), change the user or end sessions, and
// run the real session check.

describe("admin sessions", () => {
  let adminId = "";
  let laptopSession = "";
  let laptop: Record<string, string> = {};
  let phone: Record<string, string> = {};

  const deviceCookie = (sid?: string | null, sv = 1) =>
    sessionCookieFor({ uid: adminId, email: "admin@example.com", sv, isAdmin: true, sid });

  /** Sign-out as next-auth runs it for the cookie's token (its signOut event). */
  const signOut = (sid: string) =>
    authOptions().events!.signOut!({ token: { uid: adminId, sv: 1, sid } } as never);

  beforeEach(async () => {
    await resetDatabase();
    await upsertUser({ email: "admin@example.com", password: "first-password", admin: true });
    const user = await authenticate(
      { email: "admin@example.com", password: "first-password" },
      "192.0.2.1",
    );
    adminId = user.id;
    laptopSession = await openSession(adminId);
    laptop = await deviceCookie(laptopSession);
    phone = await deviceCookie();
  });

  it("let the admin in while nothing has changed", async () => {
    expect(await checkAdminWith(laptop)).toEqual({
      status: "admin",
      admin: { id: adminId, email: "admin@example.com" },
    });
  });

  it("are opened one per sign-in, each with its own id in the cookie", async () => {
    const jwt = authOptions().callbacks!.jwt!;
    const user = { id: adminId, email: "admin@example.com", isAdmin: true, sv: 1 };
    const first = await jwt({ token: {}, user } as never);
    const second = await jwt({ token: {}, user } as never);
    expect(first.sid).toEqual(expect.any(String));
    expect(second.sid).not.toBe(first.sid);
    const rows = await db().userSession.findMany({
      where: { id: { in: [first.sid!, second.sid!] } },
    });
    expect(rows).toHaveLength(2);
  });

  it("end at sign-out on that device only: the admin's other devices stay signed in", async () => {
    await signOut(laptopSession);
    expect(await checkAdminWith(laptop)).toEqual({ status: "anonymous" });
    expect((await checkAdminWith(phone)).status).toBe("admin");
  });

  it("end on every device with 'Sign out everywhere'", async () => {
    await endAllSessions(adminId);
    expect(await checkAdminWith(laptop)).toEqual({ status: "anonymous" });
    expect(await checkAdminWith(phone)).toEqual({ status: "anonymous" });
  });

  it("end when the password changes", async () => {
    await upsertUser({ email: "admin@example.com", password: "second-password", admin: true });
    expect(await checkAdminWith(laptop)).toEqual({ status: "anonymous" });
    expect(await checkAdminWith(phone)).toEqual({ status: "anonymous" });
  });

  it("end when the admin role is removed, however it is removed", async () => {
    await db().$executeRaw`delete from user_roles where user_id = ${adminId}::uuid`;
    expect(await checkAdminWith(laptop)).toEqual({ status: "anonymous" });
  });

  it("end when the user is deleted", async () => {
    await db().user.delete({ where: { id: adminId } });
    expect(await checkAdminWith(laptop)).toEqual({ status: "anonymous" });
    expect(await db().userSession.count()).toBe(0);
  });

  it("are not revived by signing a cookie with an old session version", async () => {
    await endAllSessions(adminId);
    expect(await checkAdminWith(await deviceCookie(undefined, 1))).toEqual({
      status: "anonymous",
    });
  });

  it("are not revived by a cookie naming an ended, unknown or no session", async () => {
    await signOut(laptopSession);
    expect(await checkAdminWith(await deviceCookie(laptopSession))).toEqual({
      status: "anonymous",
    });
    const unknown = "00000000-0000-4000-8000-000000000000";
    expect(await checkAdminWith(await deviceCookie(unknown))).toEqual({ status: "anonymous" });
    expect(await checkAdminWith(await deviceCookie(null))).toEqual({ status: "anonymous" });
  });

  it("end at their last day, and the hourly housekeeping removes their rows", async () => {
    await db().userSession.update({
      where: { id: laptopSession },
      data: { expiresAt: new Date(Date.now() - 1000) },
    });
    expect(await checkAdminWith(laptop)).toEqual({ status: "anonymous" });
    expect(await runHousekeepingJob("schedule")).toMatchObject({
      status: "succeeded",
      details: { sessions: 1 },
    });
    expect(await db().userSession.findUnique({ where: { id: laptopSession } })).toBeNull();
    expect((await checkAdminWith(phone)).status).toBe("admin");
  });

  it("in use are kept past their first eight hours, as next-auth keeps renewing the cookie", async () => {
    const hours = (n: number) => new Date(Date.now() + n * 3_600_000);
    expect(await sessionUser(adminId, 1, laptopSession, hours(7))).not.toBeNull();
    expect(await sessionUser(adminId, 1, laptopSession, hours(14))).not.toBeNull();
    // Unused for longer than a cookie lives: over.
    expect(await sessionUser(adminId, 1, laptopSession, hours(23))).toBeNull();
  });

  it("start again at the next sign-in", async () => {
    await endAllSessions(adminId);
    const again = await authenticate(
      { email: "admin@example.com", password: "first-password" },
      "192.0.2.1",
    );
    expect(again.sessionVersion).toBe(2);
    expect((await checkAdminWith(await deviceCookie(undefined, 2))).status).toBe("admin");
  });

  it("ignore a cookie not signed with the server's secret", async () => {
    expect(await checkAdminWith({ [sessionCookieName()]: "forged.token.value" })).toEqual({
      status: "anonymous",
    });
  });
});
