import type { Metadata, Viewport } from "next";
import { ConsentModeDefaults } from "@/components/consent/consent-mode-defaults";
import { Providers } from "@/components/providers";
import { SiteFrame } from "@/components/site/site-frame";
import { site } from "@/lib/shared/site";
import "./globals.css";

export const metadata: Metadata = {
  title: { default: `${site.name} | ${site.homeTitleSuffix}`, template: `%s | ${site.name}` },
  applicationName: site.name,
  formatDetection: { telephone: false },
};

export const viewport: Viewport = { themeColor: "#103a59", width: "device-width", initialScale: 1 };

// The public frame (header, footer, floating Book button, cookie banner) is here, not in a route
// group's layout, so the root 404 boundary that every page's payload carries holds only the 404's
// own content. It steps aside under /admin, which brings the office's own frame (app/admin/layout.tsx).
export default function RootLayout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="en-GB">
      <head>
        <ConsentModeDefaults />
      </head>
      <body className="flex min-h-screen flex-col">
        <Providers>
          <SiteFrame>{children}</SiteFrame>
        </Providers>
      </body>
    </html>
  );
}
