import type { Metadata, Viewport } from "next";
import { ConsentModeDefaults } from "@/components/consent/consent-mode-defaults";
import { Providers } from "@/components/providers";
import { site } from "@/lib/site";
import "./globals.css";

export const metadata: Metadata = {
  title: { default: `${site.name} | ${site.homeTitleSuffix}`, template: `%s | ${site.name}` },
  applicationName: site.name,
  formatDetection: { telephone: false },
};

export const viewport: Viewport = { themeColor: "#103a59", width: "device-width", initialScale: 1 };

// The document only. Each part of the site brings its own frame: the public pages, /auth and the
// 404 the public one (SiteFrame), the admin its own (app/admin/layout.tsx). A route group, not a
// switch on the path in the browser: public pages stay prerendered and carry nothing of the admin.
export default function RootLayout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="en-GB">
      <head>
        <ConsentModeDefaults />
      </head>
      <body className="flex min-h-screen flex-col">
        <Providers>{children}</Providers>
      </body>
    </html>
  );
}
