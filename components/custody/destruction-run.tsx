"use client";

import { useRef, useState } from "react";
import { bigButton } from "@/components/crew/crew-styles";
import { canScan, SealScanner } from "@/components/crew/seal-scanner";
import { phoneTexts } from "@/lib/crew/phone-texts";
import { custodyTexts as texts } from "@/lib/custody/custody-texts";
import { endRunAction, startRunAction } from "@/lib/custody/run-actions";
import type { RunSummary } from "@/lib/custody/runs";
import type { ScanAnswer } from "@/lib/custody/scan-schema";
import { paths } from "@/lib/paths";

// Destruction at the facility (issue 38), on /crew/destruction and in the admin: Start a run (the
// shredder and the operator), then scan or type each seal as it goes in, each answered at once
// (destroyed, or refused with its reason) with the run's count, then End run.

type Shredder = { id: string; name: string };
type Answered = { key: string; ok: boolean; message: string; seals?: number; jobs?: number };

const field = "mt-1 block min-h-11 w-full rounded-lg border border-slate-400 px-3 text-base";

function StartForm({
  shredders,
  operator,
  onStarted,
}: {
  shredders: Shredder[];
  operator: string;
  onStarted: (run: RunSummary) => void;
}) {
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  async function submit(form: FormData) {
    setBusy(true);
    const result = await startRunAction({
      shredderId: form.get("shredderId"),
      operator: form.get("operator"),
    });
    setBusy(false);
    if (result.ok) onStarted(result.data);
    else setError(result.message);
  }
  return (
    <form action={submit} className="space-y-4" aria-describedby="start-error">
      <h2 className="text-lg font-semibold">{texts.startRun}</h2>
      <label className="block font-medium">
        {texts.shredder}
        <select name="shredderId" required className={field} defaultValue={shredders[0]?.id}>
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

/** Sends one scan; a page with no connection says so, and the seal can be scanned again. */
async function send(runId: string, sealText: string): Promise<Answered> {
  const key = crypto.randomUUID();
  try {
    const response = await fetch(paths.crewDestructionScans, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ runId, key, sealText, scannedAt: new Date().toISOString() }),
    });
    const answer = (await response.json()) as Partial<ScanAnswer> & { message: string };
    return {
      key,
      ok: answer.status === "destroyed",
      message: answer.message,
      seals: answer.seals,
      jobs: answer.jobs,
    };
  } catch {
    return { key, ok: false, message: texts.notSent(sealText) };
  }
}

function RunPanel({
  run,
  camera,
  onEnded,
}: {
  run: RunSummary;
  camera: boolean;
  onEnded: () => void;
}) {
  const [answers, setAnswers] = useState<Answered[]>([]);
  const [count, setCount] = useState({ seals: run.seals, jobs: run.jobs });
  const [scanning, setScanning] = useState(false);
  const [scanner] = useState(() => camera && canScan());
  const input = useRef<HTMLInputElement>(null);

  async function scan(sealText: string) {
    const text = sealText.trim();
    if (!text) return;
    const answer = await send(run.id, text);
    const { seals, jobs } = answer;
    if (seals !== undefined && jobs !== undefined) setCount({ seals, jobs });
    setAnswers((list) => [{ key: answer.key, ok: answer.ok, message: answer.message }, ...list]);
  }

  async function end() {
    const result = await endRunAction(run.id);
    if (result.ok) onEnded();
  }

  return (
    <section aria-labelledby="run-title" className="space-y-4">
      <h2 id="run-title" className="text-lg font-semibold">
        {run.shredder} · {run.operator}
      </h2>
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
        <ol className="space-y-1">
          {answers.map((answer) => (
            <li
              key={answer.key}
              className={`rounded-lg px-3 py-2 text-sm ${answer.ok ? "bg-green-50 text-green-900" : "bg-red-50 text-red-900"}`}
            >
              {answer.message}
            </li>
          ))}
        </ol>
      </div>
      <button type="button" onClick={() => void end()} className={bigButton("outline")}>
        {texts.endRun}
      </button>
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
  const [run, setRun] = useState<RunSummary | null>(null);
  if (run) return <RunPanel key={run.id} run={run} camera={camera} onEnded={() => setRun(null)} />;
  return (
    <div className="space-y-6">
      {shredders.length ? (
        <StartForm shredders={shredders} operator={operator} onStarted={setRun} />
      ) : (
        <p>{texts.noShredders}</p>
      )}
      {openRuns.length > 0 && (
        <section aria-labelledby="open-runs" className="space-y-2">
          <h2 id="open-runs" className="font-semibold">
            {texts.openRuns}
          </h2>
          <ul className="space-y-2">
            {openRuns.map((open) => (
              <li key={open.id}>
                <button type="button" onClick={() => setRun(open)} className={bigButton("ghost")}>
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
    </div>
  );
}
