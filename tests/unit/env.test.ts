import { describe, expect, it } from "vitest";
import { EnvError, appUrl, parseEnv, secureSessionCookies } from "@/lib/server/env";
import { site } from "@/lib/shared/site";

describe("the environment", () => {
  it("works for local use with nothing set, on safe defaults", () => {
    const env = parseEnv({});
    expect(env.SITE_URL).toBe("http://localhost:3000");
    expect(env.OFFICE_EMAIL).toBe(site.email.address);
    expect(env.NEXTAUTH_SECRET).toBeTruthy();
    expect(env.TRUST_PROXY).toBe(0);
    expect(env.RATE_LIMIT_FORMS_PER_HOUR).toBe(10);
  });

  it("stops a production start that lacks a secret, naming each missing one", () => {
    expect(() => parseEnv({ NODE_ENV: "production", DATABASE_URL: "postgresql://x/y" })).toThrow(
      /NEXTAUTH_SECRET, CRON_SECRET, PUBLISH_WEBHOOK_SECRET/,
    );
    expect(() => parseEnv({ NODE_ENV: "production" })).toThrow(EnvError);
  });

  it("accepts a production start with every secret set, and never invents one", () => {
    const env = parseEnv({
      NODE_ENV: "production",
      DATABASE_URL: "postgresql://x/y",
      SITE_URL: "https://www.example.test",
      NEXTAUTH_SECRET: "s1",
      CRON_SECRET: "s2",
      PUBLISH_WEBHOOK_SECRET: "s3",
    });
    expect(env.NEXTAUTH_SECRET).toBe("s1");
  });

  it("lets the local embedded-database mode of npm start run a production build", () => {
    expect(() => parseEnv({ NODE_ENV: "production", NESS_LOCAL_MODE: "1" })).not.toThrow();
  });

  it("rejects malformed values with the variable's name", () => {
    expect(() => parseEnv({ SITE_URL: "not a url" })).toThrow(/SITE_URL/);
    expect(() => parseEnv({ ADMIN_EMAIL: "nobody" })).toThrow(/ADMIN_EMAIL/);
    expect(() => parseEnv({ INDEXNOW_KEY: "short" })).toThrow(/INDEXNOW_KEY/);
  });

  it("reads TRUST_PROXY as the number of proxies in front of the app: off unless set", () => {
    expect(parseEnv({ TRUST_PROXY: "true" }).TRUST_PROXY).toBe(1);
    expect(parseEnv({ TRUST_PROXY: "2" }).TRUST_PROXY).toBe(2);
    expect(parseEnv({ TRUST_PROXY: "false" }).TRUST_PROXY).toBe(0);
    expect(parseEnv({}).TRUST_PROXY).toBe(0);
    expect(() => parseEnv({ TRUST_PROXY: "yes" })).toThrow(/TRUST_PROXY/);
  });

  it("marks session cookies Secure whenever the site is served over https", () => {
    expect(secureSessionCookies(parseEnv({ SITE_URL: site.productionUrl }))).toBe(true);
    expect(secureSessionCookies(parseEnv({}))).toBe(false); // the local http://localhost:3000
    expect(secureSessionCookies(parseEnv({ NEXTAUTH_URL: "http://localhost:3000" }))).toBe(false);
    expect(
      secureSessionCookies(
        parseEnv({ SITE_URL: "http://127.0.0.1:3100", NEXTAUTH_URL: "https://example.org" }),
      ),
    ).toBe(true);
  });

  it("sends visitors back from outside services to the address the site answers on", () => {
    // `npm start` sets NEXTAUTH_URL to its local address.
    expect(appUrl(parseEnv({ NEXTAUTH_URL: "http://localhost:3000/" }))).toBe(
      "http://localhost:3000",
    );
    expect(appUrl(parseEnv({ SITE_URL: "https://example.org/" }))).toBe("https://example.org");
  });
});
