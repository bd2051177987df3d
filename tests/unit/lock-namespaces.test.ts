import { describe, expect, it } from "vitest";
import { lockNamespaces } from "@/lib/server/lock-namespaces";

describe("advisory lock namespaces", () => {
  it("give every kind of lock its own namespace", () => {
    const values = Object.values(lockNamespaces);
    expect(new Set(values).size).toBe(values.length);
  });
});
