"use client";

import { useEffect, useRef, useState, useSyncExternalStore } from "react";
import { bigButton } from "@/components/crew/crew-styles";
import { selectPlaceholder } from "@/components/forms/field";
import { canScan, SealScanner } from "@/components/crew/seal-scanner";
import { isoWithOffset } from "@/lib/crew/device";
import { phoneTexts } from "@/lib/crew/phone-texts";
import { queueTexts } from "@/lib/phone/queue-texts";
import { crewTexts } from "@/lib/crew/texts";
import { custodyTexts as texts } from "@/lib/custody/custody-texts";
import { createRunQueue } from "@/lib/custody/run-queue";
import {
  emptyRunQueue,
  endKey,
  startKey,
  type PhoneRun,
  type PhoneScan,
  type RunQueueItem,
  type RunQueueView,
} from "@/lib/custody/run-queue-rules";
import type { RunSummary } from "@/lib/custody/runs";
import { startRunSchema } from "@/lib/custody/scan-schema";
import { paths } from "@/lib/shared/paths";

// Destruction at the facility, on /crew/destruction and in the admin: Start a run (the
// shredder and the operator), then scan or type each seal as it goes in, then End run. Every step
// goes through the phone's queue (lib/custody/run-queue.ts), so the shredding hall needs no
// signal: with one, each scan is answered at once (destroyed, or refused with its reason) with the
// run's count; without, it waits on the phone and its answer shows when it has been sent.

type Shredder = { id: string; name: string };
/** The run the page shows: its name, and its count before this phone's answers. */
type ShownRun = { id: string; shredder: string; operator: string; seals: number; jobs: number };

const field = "mt-1 block min-h-11 w-full rounded-lg border border-slate-400 px-3 text-base";

function StartForm({
  shredders,
  operator,
  onStart,
}: {
  shredders: Shredder[];
  operator: string;
  onStart: (shredder: Shredder, operator: string) => Promise<void>;
}) {
  const [error, setError] = useState<string | null>(null);
  // One run per press: a second press while the first is being kept would start another.
  const [busy, setBusy] = useState(false);
  async function submit(form: FormData) {
    const parsed = startRunSchema.safeParse({
      shredderId: form.get("shredderId"),
      operator: form.get("operator"),
    });
    const shredder = shredders.find((s) => s.id === parsed.data?.shredderId);
    if (!parsed.success || !shredder) {
      setError(parsed.error?.issues[0]?.message ?? texts.noShredder);
      return;
    }
    setError(null);
    setBusy(true);
    await onStart(shredder, parsed.data.operator).finally(() => setBusy(false));
  }
  return (
    <form action={submit} className="space-y-4" aria-describedby="start-error">
      <h2 className="text-lg font-semibold">{texts.startRun}</h2>
      <label className="block font-medium">
        {texts.shredder}
        <select name="shredderId" required className={field} defaultValue={shredders[0]?.id}>
          <option value="" disabled>
            {selectPlaceholder.label}
          </option>
          {shredders.map((shredder) => (
            <option key={shredder.id} value={shredder.id}>
              {shredder.name}
            </option>
          ))}
        </select>
      </label>
      <label className="block font-medium">
        {texts.operator}
        <input name="operator" required maxLength={100} defaultValue={operator} className={field} />
      </label>
      <p id="start-error" aria-live="polite" className="text-sm text-red-700 empty:hidden">
        {error}
      </p>
      <button type="submit" disabled={busy} className={bigButton()}>
        {texts.startRun}
      </button>
    </form>
  );
}

const scanStyle: Record<PhoneScan["state"], string> = {
  waiting: "bg-amber-50 text-amber-900",
  destroyed: "bg-green-50 text-green-900",
  refused: "bg-red-50 text-red-900",
};

/** A run's scans made on this phone, newest first: waiting, destroyed, or refused with why. */
function ScanList({ scans }: { scans: PhoneScan[] }) {
  return (
    <ol className="space-y-1">
      {scans.map((scan) => (
        <li key={scan.key} className={`rounded-lg px-3 py-2 text-sm ${scanStyle[scan.state]}`}>
          {scan.state === "waiting"
            ? [texts.scanWaiting(scan.sealText), scan.message].filter(Boolean).join(" ")
            : scan.message}
        </li>
      ))}
    </ol>
  );
}

function RunPanel({
  run,
  phone,
  camera,
  submit,
}: {
  run: ShownRun;
  phone: PhoneRun | undefined;
  camera: boolean;
  submit: (item: RunQueueItem) => Promise<void>;
}) {
  const [scanning, setScanning] = useState(false);
  const [scanner] = useState(() => camera && canScan());
  const input = useRef<HTMLInputElement>(null);
  const refusal = typeof phone?.started?.state === "object" ? phone.started.state : null;
  // The server's latest answer; before any, the count the page started with.
  const count = phone?.count ?? run;

  async function scan(sealText: string) {
    const text = sealText.trim();
    if (!text) return;
    const at = isoWithOffset(new Date());
    await submit({
      type: "scan",
      key: crypto.randomUUID(),
      runId: run.id,
      sealText: text,
      scannedAt: at,
    });
  }

  return (
    <section aria-labelledby="run-title" className="space-y-4">
      <h2 id="run-title" className="text-lg font-semibold">
        {run.shredder} · {run.operator}
      </h2>
      {refusal && (
        <p className="rounded-md bg-red-50 p-3 text-sm text-red-900">
          {texts.runNotAccepted(refusal.message)}
        </p>
      )}
      <p className="text-2xl font-semibold" aria-live="polite" data-testid="run-count">
        {texts.runCount(count.seals, count.jobs)}
      </p>
      <form
        action={async (form) => {
          await scan(String(form.get("seal") ?? ""));
          if (input.current) input.current.value = "";
          input.current?.focus();
        }}
        className="space-y-2"
      >
        <label className="block font-medium">
          {texts.scanSeal}
          <input
            ref={input}
            name="seal"
            autoComplete="off"
            autoCapitalize="characters"
            placeholder="S-000001"
            maxLength={60}
            className={field}
          />
        </label>
        <button type="submit" className={bigButton("secondary")}>
          {texts.sendSeal}
        </button>
      </form>
      {scanner && !scanning && (
        <button type="button" onClick={() => setScanning(true)} className={bigButton("outline")}>
          {phoneTexts.scan}
        </button>
      )}
      {scanning && (
        <SealScanner onScan={(value) => void scan(value)} onClose={() => setScanning(false)} />
      )}
      <div role="log" aria-live="polite" aria-label={texts.scanAnswers}>
        <ScanList scans={phone?.scans ?? []} />
      </div>
      <button
        type="button"
        onClick={() =>
          void submit({
            type: "end",
            action: "end",
            key: endKey(run.id),
            runId: run.id,
            endedAt: isoWithOffset(new Date()),
          })
        }
        className={bigButton("outline")}
      >
        {texts.endRun}
      </button>
    </section>
  );
}

/** What waits on the phone, and a sign-in link when sending stopped for want of a session. */
function QueueSummary({ view }: { view: RunQueueView }) {
  return (
    <div role="status" aria-live="polite" className="space-y-1 text-sm empty:hidden">
      {view.waiting > 0 && (
        <p className="rounded-md bg-amber-50 p-3 text-amber-900">
          {crewTexts.savedOffline}{" "}
          {view.waitingScans > 0 && <strong>{texts.scansWaiting(view.waitingScans)}</strong>}
        </p>
      )}
      {view.signedOut && (
        <p className="rounded-md bg-red-50 p-3 text-red-900">
          {texts.signedOut}{" "}
          <a
            className="font-semibold underline"
            href={`${paths.auth}?callbackUrl=${encodeURIComponent(paths.crewDestruction)}`}
          >
            {queueTexts.signIn}
          </a>
        </p>
      )}
    </div>
  );
}

/** Runs ended on this phone with scans still waiting or refused: their answers come later. */
function EndedHere({ runs, names }: { runs: PhoneRun[]; names: Map<string, string> }) {
  if (runs.length === 0) return null;
  return (
    <section aria-labelledby="ended-here" className="space-y-3">
      <h2 id="ended-here" className="font-semibold">
        {texts.endedHere}
      </h2>
      {runs.map((run) => (
        <div key={run.id} className="space-y-1">
          <h3 className="text-sm font-semibold">
            {run.started ? `${run.started.shredder} · ${run.started.operator}` : names.get(run.id)}
            {run.count && ` (${texts.runCount(run.count.seals, run.count.jobs)})`}
          </h3>
          <ScanList scans={run.scans} />
        </div>
      ))}
    </section>
  );
}

export function DestructionRun({
  shredders,
  operator,
  openRuns,
  camera,
}: {
  shredders: Shredder[];
  operator: string;
  openRuns: RunSummary[];
  /** The page may use the camera (/crew only, next.config.ts's Permissions-Policy). */
  camera: boolean;
}) {
  const [queue] = useState(createRunQueue);
  useEffect(() => queue.start(), [queue]);
  const view = useSyncExternalStore(queue.subscribe, queue.snapshot, () => emptyRunQueue);
  // A run started elsewhere (or before this phone kept its steps) that this page carries on with.
  const [carryOn, setCarryOn] = useState<RunSummary | null>(null);

  const phoneRuns = Object.values(view.runs);
  const startedHere = view.openHere ? view.runs[view.openHere]?.started : undefined;
  const run: ShownRun | null =
    carryOn && !view.runs[carryOn.id]?.ended
      ? carryOn
      : view.openHere && startedHere
        ? { id: view.openHere, ...startedHere, seals: 0, jobs: 0 }
        : null;

  async function start(shredder: Shredder, operatorName: string) {
    const runId = crypto.randomUUID();
    setCarryOn(null);
    await queue.submit({
      type: "start",
      action: "start",
      key: startKey(runId),
      runId,
      shredderId: shredder.id,
      shredder: shredder.name,
      operator: operatorName,
      startedAt: isoWithOffset(new Date()),
    });
  }

  const stillOpen = openRuns.filter((open) => !view.runs[open.id]?.ended);
  const names = new Map(openRuns.map((open) => [open.id, `${open.shredder} · ${open.operator}`]));
  const endedWithNews = phoneRuns.filter(
    (phone) => phone.ended && phone.scans.some((scan) => scan.state !== "destroyed"),
  );

  return (
    <div className="space-y-6">
      <QueueSummary view={view} />
      {run ? (
        <RunPanel
          key={run.id}
          run={run}
          phone={view.runs[run.id]}
          camera={camera}
          submit={queue.submit}
        />
      ) : (
        <>
          {shredders.length ? (
            <StartForm shredders={shredders} operator={operator} onStart={start} />
          ) : (
            <p>{texts.noShredders}</p>
          )}
          {stillOpen.length > 0 && (
            <section aria-labelledby="open-runs" className="space-y-2">
              <h2 id="open-runs" className="font-semibold">
                {texts.openRuns}
              </h2>
              <ul className="space-y-2">
                {stillOpen.map((open) => (
                  <li key={open.id}>
                    <button
                      type="button"
                      onClick={() => setCarryOn(open)}
                      className={bigButton("ghost")}
                    >
                      {texts.carryOn(
                        open.shredder,
                        open.operator,
                        texts.runCount(open.seals, open.jobs),
                      )}
                    </button>
                  </li>
                ))}
              </ul>
            </section>
          )}
          <EndedHere runs={endedWithNews} names={names} />
        </>
      )}
    </div>
  );
}
