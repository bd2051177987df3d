import { beforeEach, describe, expect, it } from "vitest";
import { authenticate } from "@/lib/server/auth";
import { checkAdminWith } from "@/lib/server/admin-guard";
import { upsertUser } from "@/lib/server/data/users";
import { db } from "@/lib/server/db";
import { endSessions } from "@/lib/server/sessions";
import { resetDatabase } from "../support/db";
import { sessionCookieFor, sessionCookieName } from "../support/session-cookie";

// A session is a signed cookie, but whether it still counts is decided by the database on every
// request: these tests sign a real cookie, change the user, and run the real session check.

describe("admin sessions", () => {
  let cookie: Record<string, string> = {};
  let adminId = "";

  beforeEach(async () => {
    await resetDatabase();
    await upsertUser({ email: "admin@example.com", password: "first-password", admin: true });
    const user = await authenticate(
      { email: "admin@example.com", password: "first-password" },
      "192.0.2.1",
    );
    adminId = user.id;
    cookie = await sessionCookieFor({
      uid: user.id,
      email: user.email,
      sv: user.sessionVersion,
      isAdmin: user.isAdmin,
    });
  });

  it("let the admin in while nothing has changed", async () => {
    expect(await checkAdminWith(cookie)).toEqual({
      status: "admin",
      admin: { id: adminId, email: "admin@example.com" },
    });
  });

  it("end at sign-out: the old cookie is anonymous afterwards, on every device", async () => {
    const otherDevice = await sessionCookieFor({
      uid: adminId,
      email: "admin@example.com",
      sv: 1,
      isAdmin: true,
    });
    await endSessions(adminId);
    expect(await checkAdminWith(cookie)).toEqual({ status: "anonymous" });
    expect(await checkAdminWith(otherDevice)).toEqual({ status: "anonymous" });
  });

  it("end when the password changes", async () => {
    await upsertUser({ email: "admin@example.com", password: "second-password", admin: true });
    expect(await checkAdminWith(cookie)).toEqual({ status: "anonymous" });
  });

  it("end when the admin role is removed, however it is removed", async () => {
    await db().$executeRaw`delete from user_roles where user_id = ${adminId}::uuid`;
    expect(await checkAdminWith(cookie)).toEqual({ status: "anonymous" });
  });

  it("end when the user is deleted", async () => {
    await db().user.delete({ where: { id: adminId } });
    expect(await checkAdminWith(cookie)).toEqual({ status: "anonymous" });
  });

  it("are not revived by signing a cookie with an old session version", async () => {
    await endSessions(adminId);
    const replayed = await sessionCookieFor({
      uid: adminId,
      email: "admin@example.com",
      sv: 1,
      isAdmin: true,
    });
    expect(await checkAdminWith(replayed)).toEqual({ status: "anonymous" });
  });

  it("start again at the next sign-in", async () => {
    await endSessions(adminId);
    const again = await authenticate(
      { email: "admin@example.com", password: "first-password" },
      "192.0.2.1",
    );
    expect(again.sessionVersion).toBe(2);
    const fresh = await sessionCookieFor({
      uid: again.id,
      email: again.email,
      sv: again.sessionVersion,
      isAdmin: again.isAdmin,
    });
    expect((await checkAdminWith(fresh)).status).toBe("admin");
  });

  it("ignore a cookie not signed with the server's secret", async () => {
    expect(await checkAdminWith({ [sessionCookieName()]: "forged.token.value" })).toEqual({
      status: "anonymous",
    });
  });
});
