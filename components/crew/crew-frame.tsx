import { LogoutButton } from "@/components/site/logout-button";
import { phoneTexts } from "@/lib/crew/phone-texts";
import { custodyTexts } from "@/lib/custody/custody-texts";
import { paths } from "@/lib/shared/paths";
import { QueueStatus, RecordingQueueProvider } from "./recording-queue";

/**
 * The crew's own frame for a phone held in one hand: who is signed in and Logout, what is waiting
 * to be sent, and the day. None of the public frame (header, marketing footer, floating Book
 * button, cookie banner): public-frame.tsx steps aside on /crew.
 */
export function CrewFrame({ name, children }: { name: string; children: React.ReactNode }) {
  return (
    <RecordingQueueProvider>
      <a
        href="#main"
        className="sr-only z-50 rounded bg-white px-4 py-2 font-semibold text-brand-900 focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        Skip to main content
      </a>
      <header className="border-b border-slate-200 bg-white">
        <div className="mx-auto flex max-w-md items-center justify-between gap-3 px-4 py-2">
          <p className="min-w-0 text-sm">
            <span className="text-muted">{phoneTexts.signedInAs} </span>
            <span className="font-semibold break-words text-ink">{name}</span>
          </p>
          {/* Logout at least 44 px tall, as every target on the phone. */}
          <div className="shrink-0 [&_button]:min-h-11">
            <LogoutButton signedIn />
          </div>
        </div>
        {/* The facility's runs beside the day's stops: the same people, the same phone. */}
        <nav aria-label={custodyTexts.crewNav} className="mx-auto flex max-w-md gap-4 px-4 pb-2">
          <a
            href={paths.crew}
            className="inline-flex min-h-11 items-center font-semibold underline"
          >
            {custodyTexts.stops}
          </a>
          <a
            href={paths.crewDestruction}
            className="inline-flex min-h-11 items-center font-semibold underline"
          >
            {custodyTexts.destruction}
          </a>
        </nav>
      </header>
      <main id="main" className="mx-auto w-full max-w-md flex-1 px-4 pt-4">
        <div className="mb-3 empty:hidden">
          <QueueStatus />
        </div>
        {children}
      </main>
    </RecordingQueueProvider>
  );
}
