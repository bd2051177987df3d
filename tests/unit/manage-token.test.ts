import { describe, expect, it } from "vitest";
import { manageLinkLastDay, signManageToken, verifyManageToken } from "@/lib/server/manage-token";
import { tamperedToken } from "../support/tampered-token";

const secret = "a-server-secret-of-reasonable-length";
const bookingId = "3f6c1a52-9b1e-4c8e-8d7a-0b2f4e6a9c11";

describe("the manage link's token", () => {
  it("names its booking to the server that signed it, until its last day", () => {
    const token = signManageToken(secret, bookingId, "2026-12-31");
    expect(verifyManageToken(secret, token, "2026-11-23")).toBe(bookingId);
    expect(verifyManageToken(secret, token, "2026-12-31")).toBe(bookingId);
  });

  it("expires the day after its last day", () => {
    const token = signManageToken(secret, bookingId, "2026-12-31");
    expect(verifyManageToken(secret, token, "2027-01-01")).toBeNull();
  });

  it("lasts until 30 days after the collection date", () => {
    expect(manageLinkLastDay("2026-12-01")).toBe("2026-12-31");
    expect(manageLinkLastDay("2027-02-15")).toBe("2027-03-17");
  });

  it("reveals neither the booking's id nor its date, and differs each time it is made", () => {
    const first = signManageToken(secret, bookingId, "2026-12-31");
    const second = signManageToken(secret, bookingId, "2026-12-31");
    expect(first).not.toBe(second);
    for (const token of [first, second]) {
      const bytes = Buffer.from(token, "base64url").toString("hex");
      expect(bytes).not.toContain(bookingId.replace(/-/g, "").slice(0, 8));
      expect(token).not.toContain(bookingId);
      expect(token).toMatch(/^[A-Za-z0-9_-]+$/);
    }
  });

  it("refuses a token with any byte altered", () => {
    const token = signManageToken(secret, bookingId, "2026-12-31");
    const bytes = Buffer.from(token, "base64url");
    for (let i = 0; i < bytes.length; i++) {
      const altered = Buffer.from(bytes);
      altered[i] = altered[i]! ^ 0x01;
      expect(verifyManageToken(secret, altered.toString("base64url"), "2026-11-23")).toBeNull();
    }
  });

  it("refuses a token signed with another secret, and anything that is not a token", () => {
    const foreign = signManageToken("another-secret-entirely", bookingId, "2026-12-31");
    expect(verifyManageToken(secret, foreign, "2026-11-23")).toBeNull();
    for (const junk of ["", "NESS-7K3Q9P", bookingId, "x".repeat(71), "../../etc/passwd"]) {
      expect(verifyManageToken(secret, junk, "2026-11-23")).toBeNull();
    }
    const token = signManageToken(secret, bookingId, "2026-12-31");
    expect(verifyManageToken(secret, token.slice(0, -2), "2026-11-23")).toBeNull();
    expect(verifyManageToken(secret, `${token}AA`, "2026-11-23")).toBeNull();
  });

  it("refuses every token with one character changed in its middle, the forgery the tests use", () => {
    for (let i = 0; i < 500; i++) {
      const token = signManageToken(secret, bookingId, "2026-12-31");
      expect(verifyManageToken(secret, tamperedToken(token), "2026-11-23")).toBeNull();
    }
  });

  it("reads a last character that differs in padding bits only as the same token (why forgeries change the middle)", () => {
    // The token is 49 bytes: its 66th character carries 2 bits, so 16 letters decode alike there.
    const alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";
    const token = signManageToken(secret, bookingId, "2026-12-31");
    const samePadding = alphabet[alphabet.indexOf(token.at(-1)!) ^ 1]!;
    expect(verifyManageToken(secret, token.slice(0, -1) + samePadding, "2026-11-23")).toBe(
      bookingId,
    );
  });
});
