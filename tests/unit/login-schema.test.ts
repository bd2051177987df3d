import { describe, expect, it } from "vitest";
import { firstIssueMessage, loginSchema } from "@/lib/shared/login-schema";

describe("the login form's rules", () => {
  it.each([
    [{ email: "", password: "secret12" }, "Invalid email address"],
    [{ email: "not-an-email", password: "secret12" }, "Invalid email address"],
    [
      { email: `${"a".repeat(251)}@x.co`, password: "secret12" },
      "Email must be less than 255 characters",
    ],
    [{ email: "jo@example.com", password: "12345" }, "Password must be at least 6 characters"],
  ])("refuses %j with '%s'", (input, message) => {
    const result = loginSchema.safeParse(input);
    expect(result.success).toBe(false);
    if (!result.success) expect(firstIssueMessage(result.error)).toBe(message);
  });

  it("trims the e-mail and accepts a six-character password", () => {
    const result = loginSchema.safeParse({ email: "  jo@example.com ", password: "123456" });
    expect(result.success && result.data.email).toBe("jo@example.com");
  });
});
