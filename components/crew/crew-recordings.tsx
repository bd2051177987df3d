import type { CrewRecordingView } from "@/lib/crew/booking-recordings";
import { phoneClockFlag } from "@/lib/phone/phone-clock";
import { formatLondonDateTime } from "@/lib/shared/format-date";
import { paths } from "@/lib/shared/paths";
import { SimpleTable } from "@/components/admin/simple-table";

// What the crew recorded for a booking, on its page in the office: the collection as
// signed at the door (who, which phone, the phone's clock and the server's, the signature and the
// photos), then every recording the crew sent for the job. The images come from Office-only
// routes (lib/crew/recording-files.ts); plain <img>, since they are private and never optimised.

/** The time stored, and the phone's own when its clock was not believed. */
const recordedTime = (r: CrewRecordingView) =>
  r.phoneClockAt
    ? `${formatLondonDateTime(r.recordedAt)} (${phoneClockFlag(r.phoneClockAt)})`
    : formatLondonDateTime(r.recordedAt);

const stateLabel = (r: CrewRecordingView) =>
  r.state === "held"
    ? `Held for the office${r.heldReason ? `: ${r.heldReason}` : ""}`
    : r.state === "resolved"
      ? "Resolved by the office"
      : "Applied";

export function CrewRecordings({
  bookingId,
  recordings,
  collectionRecordingId,
}: {
  bookingId: string;
  recordings: CrewRecordingView[];
  collectionRecordingId: string | null;
}) {
  if (recordings.length === 0) return null;
  const door = recordings.find((r) => r.id === collectionRecordingId);
  return (
    <>
      {door && <RecordedAtTheDoor bookingId={bookingId} recording={door} />}
      <section aria-labelledby="crew-recordings-heading" className="mt-6">
        <h3 id="crew-recordings-heading" className="mb-2 text-lg font-bold text-brand-900">
          Crew recordings
        </h3>
        <SimpleTable
          caption="Crew recordings"
          headers={["What", "Who", "Phone", "Phone's time", "Received", "State"]}
          rows={recordings.map((r) => ({
            key: r.id,
            cells: [
              r.what,
              r.by,
              r.deviceLabel || "-",
              recordedTime(r),
              formatLondonDateTime(r.receivedAt),
              stateLabel(r),
            ],
          }))}
        />
      </section>
    </>
  );
}

function RecordedAtTheDoor({
  bookingId,
  recording: r,
}: {
  bookingId: string;
  recording: CrewRecordingView;
}) {
  const signer = r.signedBy ?? "the customer";
  const facts: [string, string][] = [
    ["Recorded by", r.by === r.byEmail ? r.by : `${r.by} (${r.byEmail})`],
    ["Phone", r.deviceLabel || "-"],
    ["Phone's time", recordedTime(r)],
    ["Received by the server", formatLondonDateTime(r.receivedAt)],
    ["Signed by", r.signedBy ?? "-"],
  ];
  return (
    <section
      aria-labelledby="door-heading"
      className="mt-6 rounded-xl border border-slate-200 bg-white p-5"
    >
      <h3 id="door-heading" className="text-lg font-bold text-brand-900">
        Collection recorded at the door
      </h3>
      <dl className="mt-3 grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[12rem_1fr]">
        {facts.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-muted">{label}</dt>
            <dd className="break-words">{value}</dd>
          </div>
        ))}
      </dl>
      {r.hasSignature && (
        <figure className="mt-4">
          <figcaption className="text-sm text-muted">Signature</figcaption>
          {/* eslint-disable-next-line @next/next/no-img-element -- private bytes, never optimised */}
          <img
            src={paths.adminRecordingSignature(bookingId, r.id)}
            alt={`Signature of ${signer}`}
            className="mt-1 h-24 w-auto max-w-full rounded border border-slate-200 bg-white"
          />
        </figure>
      )}
      {r.photos.length > 0 && (
        <>
          <p id="door-photos" className="mt-4 text-sm text-muted">
            Photos (select one to open it full size)
          </p>
          <ul aria-labelledby="door-photos" className="mt-1 flex flex-wrap gap-3">
            {r.photos.map((position, index) => {
              const href = paths.adminRecordingPhoto(bookingId, r.id, position);
              const name = `Photo ${index + 1} of ${r.photos.length}`;
              return (
                <li key={position}>
                  <a href={href} target="_blank" rel="noopener" className="block">
                    {/* eslint-disable-next-line @next/next/no-img-element -- private bytes, never optimised */}
                    <img
                      src={href}
                      alt={name}
                      loading="lazy"
                      className="h-28 w-28 rounded border border-slate-200 object-cover"
                    />
                  </a>
                </li>
              );
            })}
          </ul>
        </>
      )}
    </section>
  );
}
