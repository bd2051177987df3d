import { FloatingBookButton } from "./floating-book-button";
import { Footer } from "./footer";
import { Header } from "./header";

// Header, main landmark, footer and the floating Book button: every public page and the 404.
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
    </>
  );
}
