import { describe, expect, it } from "vitest";
import { ACCOUNT_LINK_LIMITS, withinAccountLinkLimits } from "@/lib/account/sign-in-rules";

// Who may be sent an account link this hour: the counts include the request being decided.

const { perNetwork, perAddressAndNetwork, perAddress } = ACCOUNT_LINK_LIMITS;
const counts = (network: number, addressFromNetwork: number, address: number) => ({
  network,
  addressFromNetwork,
  address,
});

describe("account link limits", () => {
  it("sends while every count is within its limit", () => {
    expect(withinAccountLinkLimits(counts(1, 1, 1))).toBe(true);
    expect(withinAccountLinkLimits(counts(perNetwork.limit, 5, perAddress.limit))).toBe(true);
  });

  it("one network gets at most its limit of links to one address", () => {
    expect(withinAccountLinkLimits(counts(6, perAddressAndNetwork.limit + 1, 6))).toBe(false);
  });

  it("one network gets at most its limit of links in all", () => {
    expect(withinAccountLinkLimits(counts(perNetwork.limit + 1, 1, 1))).toBe(false);
  });

  it("once others have used the address's allowance, each further network still gets its first link of the hour, and only that", () => {
    const spent = perAddress.limit + 3;
    expect(withinAccountLinkLimits(counts(1, 1, spent))).toBe(true);
    expect(withinAccountLinkLimits(counts(2, 2, spent + 1))).toBe(false);
  });
});
