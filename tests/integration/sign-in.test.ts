import { beforeEach, describe, expect, it } from "vitest";
import { INVALID_CREDENTIALS, TOO_MANY_ATTEMPTS, authenticate } from "@/lib/server/auth";
import { upsertUser } from "@/lib/server/users";
import { db } from "@/lib/server/db";
import { resetDatabase } from "../support/db";

describe("signing in with e-mail and password", () => {
  beforeEach(async () => {
    await resetDatabase();
    await upsertUser({ email: "Admin@Example.com", password: "correct-horse", admin: true });
    await upsertUser({ email: "editor@example.com", password: "correct-horse", admin: false });
  });

  it("accepts the right password, whatever the e-mail's case, and reports the admin role", async () => {
    const user = await authenticate(
      { email: " ADMIN@example.com ", password: "correct-horse" },
      "192.0.2.1",
    );
    expect(user).toMatchObject({ email: "admin@example.com", isAdmin: true });
  });

  it("signs in a user without the admin role as a non-admin", async () => {
    const user = await authenticate(
      { email: "editor@example.com", password: "correct-horse" },
      "192.0.2.1",
    );
    expect(user).toMatchObject({ isAdmin: false, isCrew: false });
  });

  it("signs in a Crew member as Crew, not as the Office", async () => {
    const { id } = await upsertUser({
      email: "crew@example.com",
      password: "correct-horse",
      admin: false,
    });
    await db().userRole.create({ data: { userId: id, role: "crew" } });
    const user = await authenticate(
      { email: "crew@example.com", password: "correct-horse" },
      "192.0.2.1",
    );
    expect(user).toMatchObject({ isAdmin: false, isCrew: true });
  });

  it("gives the same answer for a wrong password and an unknown account", async () => {
    await expect(
      authenticate({ email: "admin@example.com", password: "wrong-pass" }, "192.0.2.1"),
    ).rejects.toThrow(INVALID_CREDENTIALS);
    await expect(
      authenticate({ email: "nobody@example.com", password: "wrong-pass" }, "192.0.2.1"),
    ).rejects.toThrow(INVALID_CREDENTIALS);
  });

  it("refuses the sixth password for an account from the same address, even the right one", async () => {
    for (let i = 0; i < 5; i++) {
      await expect(
        authenticate({ email: "admin@example.com", password: "wrong-pass" }, "192.0.2.7"),
      ).rejects.toThrow(INVALID_CREDENTIALS);
    }
    await expect(
      authenticate({ email: "admin@example.com", password: "correct-horse" }, "192.0.2.7"),
    ).rejects.toThrow(TOO_MANY_ATTEMPTS);
  });

  it("never lets a stranger lock the owner out: failures from five addresses leave a sixth free", async () => {
    for (let i = 0; i < 5; i++) {
      for (let n = 0; n < 5; n++) {
        await authenticate(
          { email: "admin@example.com", password: "wrong-pass" },
          `198.51.100.${i}`,
        ).catch(() => {});
      }
    }
    await expect(
      authenticate({ email: "admin@example.com", password: "correct-horse" }, "192.0.2.99"),
    ).resolves.toMatchObject({ isAdmin: true });
  });

  it("checks at most the limit of passwords, however many arrive at once", async () => {
    const outcomes = await Promise.all(
      Array.from({ length: 150 }, () =>
        authenticate({ email: "admin@example.com", password: "wrong-pass" }, "203.0.113.9").then(
          () => "signed in",
          (error: Error) => error.message,
        ),
      ),
    );
    // INVALID_CREDENTIALS means the password was checked; everything else was refused unchecked.
    expect(outcomes.filter((o) => o === INVALID_CREDENTIALS)).toHaveLength(5);
    expect(outcomes.filter((o) => o === TOO_MANY_ATTEMPTS)).toHaveLength(145);
  });

  it("checks at most the address's limit across many accounts at once", async () => {
    const outcomes = await Promise.all(
      Array.from({ length: 60 }, (_, i) =>
        authenticate({ email: `user${i % 30}@example.com`, password: "wrong-pass" }, "203.0.113.10")
          .then(() => "signed in")
          .catch((error: Error) => error.message),
      ),
    );
    expect(outcomes.filter((o) => o === INVALID_CREDENTIALS)).toHaveLength(10);
  });

  it("throttles an address that tries many accounts", async () => {
    for (let i = 0; i < 10; i++) {
      await expect(
        authenticate({ email: `user${i}@example.com`, password: "wrong-pass" }, "203.0.113.5"),
      ).rejects.toThrow(INVALID_CREDENTIALS);
    }
    await expect(
      authenticate({ email: "editor@example.com", password: "correct-horse" }, "203.0.113.5"),
    ).rejects.toThrow(TOO_MANY_ATTEMPTS);
    // Another address is unaffected.
    await expect(
      authenticate({ email: "editor@example.com", password: "correct-horse" }, "203.0.113.6"),
    ).resolves.toBeTruthy();
  });

  it("clears an account's failures from an address after a successful sign-in there", async () => {
    for (let i = 0; i < 4; i++) {
      await authenticate({ email: "admin@example.com", password: "wrong-pass" }, "192.0.2.1").catch(
        () => {},
      );
    }
    await authenticate({ email: "admin@example.com", password: "correct-horse" }, "192.0.2.1");
    expect(
      await db().rateLimitBucket.findUnique({
        where: { key: "login-account:admin@example.com:192.0.2.1" },
      }),
    ).toBeNull();
    // The success itself is not counted against the address.
    const address = await db().rateLimitBucket.findUnique({ where: { key: "login-ip:192.0.2.1" } });
    expect(address?.count).toBe(4);
  });
});

describe("stored accounts", () => {
  beforeEach(resetDatabase);

  it("keeps an argon2id hash, never the password, and leaves the hash out of ordinary reads", async () => {
    await upsertUser({ email: "jo@example.com", password: "a-long-password", admin: false });
    const plain = await db().user.findUniqueOrThrow({ where: { email: "jo@example.com" } });
    expect(plain).not.toHaveProperty("passwordHash");
    const withHash = await db().user.findUniqueOrThrow({
      where: { email: "jo@example.com" },
      select: { passwordHash: true },
    });
    expect(withHash.passwordHash).toMatch(/^\$argon2id\$/);
    expect(withHash.passwordHash).not.toContain("a-long-password");
  });

  it("updates the password of an existing account instead of creating a second one", async () => {
    const first = await upsertUser({
      email: "jo@example.com",
      password: "first-password",
      admin: false,
    });
    const second = await upsertUser({
      email: "JO@example.com",
      password: "second-password",
      admin: true,
    });
    expect(second).toEqual({ id: first.id, created: false, passwordChanged: true });
    expect(await db().user.count()).toBe(1);
    await expect(
      authenticate({ email: "jo@example.com", password: "second-password" }, "192.0.2.1"),
    ).resolves.toMatchObject({ isAdmin: true });
  });
});
