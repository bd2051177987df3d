import { describe, expect, it } from "vitest";
import {
  isLinkTokenShaped,
  manageLinkLastDay,
  signManageToken,
  verifyManageToken,
} from "@/lib/server/signed-links";
import { LINK_TOKEN_LENGTH } from "@/lib/shared/signed-link";
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

  it("refuses each of the three other spellings of its last character (base64url's unused bits)", () => {
    // The token is 53 bytes, 71 characters: the last one carries 4 bits of data and 2 unused
    // bits, so four letters there decode to the same bytes. Only the signer's spelling opens.
    const alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";
    for (let run = 0; run < 50; run++) {
      const token = signManageToken(secret, bookingId, "2026-12-31");
      const last = alphabet.indexOf(token.at(-1)!);
      const others = [1, 2, 3].map((bits) => token.slice(0, -1) + alphabet[last ^ bits]!);
      for (const other of others) {
        expect(Buffer.from(other, "base64url")).toEqual(Buffer.from(token, "base64url"));
        expect(isLinkTokenShaped(other)).toBe(false);
        expect(verifyManageToken(secret, other, "2026-11-23")).toBeNull();
      }
      expect(verifyManageToken(secret, token, "2026-11-23")).toBe(bookingId);
    }
  });
});

describe("a link token's shape", () => {
  it("is what the signer writes: 71 characters of base64url, in its canonical spelling", () => {
    for (const purpose of ["booking", "invoice", "contract"] as const) {
      const token = signManageToken(secret, bookingId, "2026-12-31", undefined, purpose);
      expect(token).toHaveLength(LINK_TOKEN_LENGTH);
      expect(isLinkTokenShaped(token)).toBe(true);
      expect(isLinkTokenShaped(tamperedToken(token))).toBe(true);
    }
  });

  it("refuses a wrong length, a character outside base64url, control characters and non-strings", () => {
    const token = signManageToken(secret, bookingId, "2026-12-31");
    const at = 30;
    const refused: unknown[] = [
      "",
      token.slice(0, -1),
      `${token}A`,
      "A".repeat(1024 * 1024),
      `${token.slice(0, at)}\r\n${token.slice(at + 2)}`,
      `${token.slice(0, at)}\r\nLocation: https://evil.example/${token.slice(at)}`.slice(0, 71),
      `${token.slice(0, at)}\0${token.slice(at + 1)}`,
      `${token.slice(0, at)}\u0007${token.slice(at + 1)}`,
      `${token.slice(0, at)}+${token.slice(at + 1)}`,
      `${token.slice(0, at)}/${token.slice(at + 1)}`,
      `${token.slice(0, at)}=${token.slice(at + 1)}`,
      `${token.slice(0, at)}%${token.slice(at + 1)}`,
      `${token.slice(0, at)}é${token.slice(at + 1)}`,
      null,
      undefined,
      42,
      [token],
      { token },
    ];
    for (const value of refused) {
      expect(isLinkTokenShaped(value), JSON.stringify(value)?.slice(0, 80)).toBe(false);
      if (typeof value === "string") {
        expect(verifyManageToken(secret, value, "2026-11-23")).toBeNull();
      }
    }
  });
});
