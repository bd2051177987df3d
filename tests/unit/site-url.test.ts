import { describe, expect, it } from "vitest";
import { parseEnv } from "@/lib/server/env";
import { localOrigin, resolveSiteUrl } from "@/lib/shared/site-url";
import { codeFingerprint } from "../../scripts/lib/build-stamp";
import { defaultLocalSiteUrl } from "../../scripts/lib/local-site";

// Without SITE_URL the site links to the address it is started on, never the live domain; with
// it, to SITE_URL; a deployment must set it.

const secrets = {
  NODE_ENV: "production",
  DATABASE_URL: "postgresql://x/y",
  NEXTAUTH_SECRET: "s1",
  CRON_SECRET: "s2",
  PUBLISH_WEBHOOK_SECRET: "s3",
};

describe("the site's address", () => {
  it("is the local address of PORT when SITE_URL is unset", () => {
    expect(resolveSiteUrl({})).toBe("http://localhost:3000");
    expect(resolveSiteUrl({ PORT: "4100" })).toBe("http://localhost:4100");
    expect(resolveSiteUrl({ SITE_URL: " ", PORT: "4100" })).toBe("http://localhost:4100");
    expect(parseEnv({}).SITE_URL).toBe("http://localhost:3000");
    expect(parseEnv({ PORT: "4100" }).SITE_URL).toBe("http://localhost:4100");
  });

  it("is SITE_URL when it is set, whatever the port", () => {
    expect(resolveSiteUrl({ SITE_URL: "https://www.example.test/", PORT: "4100" })).toBe(
      "https://www.example.test",
    );
    expect(parseEnv({ SITE_URL: "https://www.example.test", PORT: "4100" }).SITE_URL).toBe(
      "https://www.example.test",
    );
  });

  it("must be set in production: the server names SITE_URL when it is missing", () => {
    expect(() => parseEnv(secrets)).toThrow(/Missing required .*: SITE_URL\./);
    expect(parseEnv({ ...secrets, SITE_URL: "https://www.example.test" }).SITE_URL).toBe(
      "https://www.example.test",
    );
  });

  it("is passed by npm start and npm run build as SITE_URL to a local build and server", () => {
    const local: Record<string, string> = { PORT: "4100" };
    defaultLocalSiteUrl({ embedded: true }, false, local);
    expect(local.SITE_URL).toBe(localOrigin(4100));
    const development: Record<string, string> = {};
    defaultLocalSiteUrl({ embedded: false }, true, development);
    expect(development.SITE_URL).toBe("http://localhost:3000");
    const configured: Record<string, string> = {
      SITE_URL: "https://www.example.test",
      PORT: "4100",
    };
    defaultLocalSiteUrl({ embedded: true }, false, configured);
    expect(configured.SITE_URL).toBe("https://www.example.test");
    // A deployment (its own database, production) is not guessed for.
    const deployment: Record<string, string> = { PORT: "4100" };
    defaultLocalSiteUrl({ embedded: false }, false, deployment);
    expect(deployment.SITE_URL).toBeUndefined();
  });

  it("makes a local start on another PORT build again (the pages carry the address)", async () => {
    const on = async (PORT: string) => {
      const env: Record<string, string> = { PORT };
      defaultLocalSiteUrl({ embedded: true }, false, env);
      return codeFingerprint(env);
    };
    expect(await on("3000")).not.toBe(await on("4100"));
  });
});
