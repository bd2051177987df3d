import { ConsentBanner } from "@/components/consent/consent-banner";
import { FloatingBookButton } from "./floating-book-button";
import { Footer } from "./footer";
import { Header } from "./header";

// Header, main landmark, footer, the floating Book button and the cookie banner: every public page,
// /auth and the 404 (not the admin, which has its own frame).
export function SiteFrame({ children }: { children: React.ReactNode }) {
  return (
    <>
      <a
        href="#main"
        className="sr-only z-50 rounded bg-white px-4 py-2 font-semibold text-brand-900 focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        Skip to main content
      </a>
      <Header />
      <main id="main" className="flex-1">
        {children}
      </main>
      <Footer />
      <FloatingBookButton />
      <ConsentBanner />
    </>
  );
}
