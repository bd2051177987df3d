import { describe, expect, it } from "vitest";
import { paths } from "@/lib/shared/paths";
import { invitationExpiry, invitationState, invitationUsable } from "@/lib/team/invitation-rules";
import { landingAfterSignIn } from "@/lib/team/landing";
import { keepsAnOffice } from "@/lib/team/office-rule";
import { staffRoleLabels, staffRoleOf } from "@/lib/team/roles";
import { inviteSchema, setPasswordSchema } from "@/lib/team/team-schemas";
import { teamTexts } from "@/lib/team/team-texts";

// The Team section's rules: the two roles and their names, the invitation link's
// lifetime and single use, the last Office member, and where each role lands after signing in.

const sent = new Date("2026-11-27T09:00:00Z");
const hours = (n: number) => new Date(sent.getTime() + n * 3_600_000);

describe("staff roles", () => {
  it("are shown as Office (admin) and Crew (crew)", () => {
    expect(staffRoleLabels).toEqual({ admin: "Office", crew: "Crew" });
  });

  it("give a colleague one role, Office over Crew, and none to anyone without a role", () => {
    expect(staffRoleOf(["crew"])).toBe("crew");
    expect(staffRoleOf(["crew", "admin"])).toBe("admin");
    expect(staffRoleOf([])).toBeNull();
  });
});

describe("an invitation link", () => {
  it("expires 24 hours after it is sent", () => {
    expect(invitationExpiry(sent)).toEqual(hours(24));
  });

  it("works until its expiry, not from it on, and never once used", () => {
    const open = { usedAt: null, expiresAt: invitationExpiry(sent) };
    expect(invitationUsable(open, sent)).toBe(true);
    expect(invitationUsable(open, new Date(hours(24).getTime() - 1))).toBe(true);
    expect(invitationUsable(open, hours(24))).toBe(false);
    expect(invitationUsable({ ...open, usedAt: hours(1) }, hours(2))).toBe(false);
  });

  it("is described on the Team list as sent, expired or none", () => {
    const open = { usedAt: null, expiresAt: invitationExpiry(sent) };
    expect(invitationState(open, hours(23))).toBe("pending");
    expect(invitationState(open, hours(25))).toBe("expired");
    expect(invitationState(null, hours(1))).toBe("none");
  });
});

describe("the last Office member", () => {
  const office = { role: "admin", canSignIn: true } as const;
  const invitedOffice = { role: "admin", canSignIn: false } as const;
  const crew = { role: "crew", canSignIn: true } as const;

  it("cannot be removed or made Crew", () => {
    expect(keepsAnOffice(1, office, { kind: "remove" })).toBe(false);
    expect(keepsAnOffice(1, office, { kind: "set", role: "crew" })).toBe(false);
  });

  it("can stay Office, and any change is fine while another Office member remains", () => {
    expect(keepsAnOffice(1, office, { kind: "set", role: "admin" })).toBe(true);
    expect(keepsAnOffice(2, office, { kind: "remove" })).toBe(true);
    expect(keepsAnOffice(2, office, { kind: "set", role: "crew" })).toBe(true);
  });

  it("is the last one who can sign in: an invited Office member without a password does not count", () => {
    // Counted are those who can sign in: the invited one is not among the 1.
    expect(keepsAnOffice(1, office, { kind: "remove" })).toBe(false);
    // The invited one's own removal or demotion takes no one who can sign in away.
    expect(keepsAnOffice(1, invitedOffice, { kind: "remove" })).toBe(true);
    expect(keepsAnOffice(1, invitedOffice, { kind: "set", role: "crew" })).toBe(true);
  });

  it("does not stop a Crew member's removal or promotion", () => {
    expect(keepsAnOffice(1, crew, { kind: "remove" })).toBe(true);
    expect(keepsAnOffice(1, crew, { kind: "set", role: "admin" })).toBe(true);
  });
});

describe("after signing in", () => {
  const office = { isAdmin: true, isCrew: false };
  const crew = { isAdmin: false, isCrew: true };
  const nobody = { isAdmin: false, isCrew: false };

  it("the Office lands on the admin, a Crew member on /crew, anyone else on the admin's refusal", () => {
    expect(landingAfterSignIn(office)).toBe(paths.adminLanding);
    expect(landingAfterSignIn(crew)).toBe(paths.crew);
    expect(landingAfterSignIn(nobody)).toBe(paths.adminLanding);
  });

  it("follows a /crew callback for either role, never another site or an admin page for Crew", () => {
    expect(landingAfterSignIn(office, "/crew")).toBe("/crew");
    expect(landingAfterSignIn(crew, "/crew/stops/1")).toBe("/crew/stops/1");
    expect(landingAfterSignIn(crew, "/admin/bookings")).toBe(paths.crew);
    expect(landingAfterSignIn(crew, "//evil.example/crew")).toBe(paths.crew);
    expect(landingAfterSignIn(crew, "https://evil.example/crew")).toBe(paths.crew);
    expect(landingAfterSignIn(nobody, "/crew")).toBe(paths.adminLanding);
  });
});

describe("the Team's forms", () => {
  it("take a name, an e-mail (lower-cased) and a role", () => {
    expect(
      inviteSchema.parse({ name: " Sam Crew ", email: " Sam@Example.COM ", role: "crew" }),
    ).toEqual({ name: "Sam Crew", email: "sam@example.com", role: "crew" });
    const bad = inviteSchema.safeParse({ name: "", email: "no", role: "boss" });
    expect(bad.success).toBe(false);
    expect(bad.error!.issues.map((issue) => issue.path[0])).toEqual(["name", "email", "role"]);
  });

  it("ask for a password of at least 8 characters, typed the same twice", () => {
    const token = "a".repeat(43);
    expect(
      setPasswordSchema.safeParse({ token, password: "long enough", confirm: "long enough" })
        .success,
    ).toBe(true);
    const short = setPasswordSchema.safeParse({ token, password: "short", confirm: "short" });
    expect(short.error!.issues[0]!.message).toBe("Password must be at least 8 characters");
    const differ = setPasswordSchema.safeParse({
      token,
      password: "long enough",
      confirm: "long enougH",
    });
    expect(differ.error!.issues[0]).toMatchObject({
      path: ["confirm"],
      message: teamTexts.passwordsDiffer,
    });
    expect(
      setPasswordSchema.safeParse({ token: "x", password: "long enough", confirm: "long enough" })
        .success,
    ).toBe(false);
  });

  it("e-mail the exact subject of the issue", () => {
    expect(teamTexts.invitationSubject).toBe(
      "You have been invited to North East Secure Shredding",
    );
  });
});
