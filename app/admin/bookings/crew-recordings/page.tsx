import { SimpleTable } from "@/components/admin/simple-table";
import { HeldRecordingActions } from "@/components/crew/held-recording-actions";
import Link from "@/components/ui/link";
import { phoneClockFlag } from "@/lib/phone/phone-clock";
import { heldRecordings, type HeldRecording } from "@/lib/crew/recording-attention";
import { crewRecordingTexts, jobComparison, recordedRows } from "@/lib/crew/recording-view";
import { formatLondonDateTime } from "@/lib/shared/format-date";
import { paths } from "@/lib/shared/paths";
import { adminPage } from "@/lib/server/admin-guard";

const texts = crewRecordingTexts.held;

// Crew recordings to check: the list Today's count opens. Each held recording shows the job as
// the phone saw it beside the job now, what the crew recorded and why it was held; the office
// Applies it to the job as it is now, or Discards it.
export const metadata = { title: texts.heading };

export default adminPage(async function CrewRecordingsPage() {
  const recordings = await heldRecordings();
  return (
    <div>
      <h2 className="text-2xl font-bold text-brand-900">{texts.heading}</h2>
      <p className="mt-1 text-sm text-muted">{texts.intro}</p>
      {recordings.length === 0 ? (
        <p className="mt-6 text-muted">{texts.none}</p>
      ) : (
        <ul className="mt-6 space-y-6">
          {recordings.map((recording) => (
            <li key={recording.id}>
              <HeldRecordingCard recording={recording} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
});

function HeldRecordingCard({ recording }: { recording: HeldRecording }) {
  const headingId = `held-${recording.id}`;
  const seenVersion =
    typeof recording.payload.jobVersion === "string" ? recording.payload.jobVersion : "";
  const recorded = recordedRows(recording.kind, recording.payload);
  return (
    <article
      aria-labelledby={headingId}
      className="space-y-3 rounded-xl border border-slate-200 bg-white p-4"
    >
      <h3 id={headingId} className="text-lg font-bold text-brand-900">
        {crewRecordingTexts.kinds[recording.kind]}: {recording.reference}, {recording.customerName}
      </h3>
      <p className="text-sm">
        {texts.recordedBy(recording.recordedBy, recording.deviceLabel)}.{" "}
        {texts.times(
          formatLondonDateTime(recording.recordedAt),
          formatLondonDateTime(recording.receivedAt),
        )}
        {recording.phoneClockAt && (
          <strong className="block text-amber-900">{phoneClockFlag(recording.phoneClockAt)}</strong>
        )}
      </p>
      <p className="font-semibold text-amber-900">
        {texts.why}: {recording.heldReason}
      </p>
      <SimpleTable
        caption={texts.comparisonCaption(recording.reference)}
        headers={[...texts.comparisonHeaders]}
        rows={jobComparison(seenVersion, recording.jobNow).map((row) => ({
          key: row.label,
          cells: [
            row.label,
            row.seen,
            row.changed ? <strong key="now">{row.now}</strong> : row.now,
          ],
        }))}
      />
      {recorded.length > 0 && (
        <div>
          <h4 className="font-semibold text-brand-900">{texts.recorded}</h4>
          <dl className="mt-1 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
            {recorded.map(([label, value]) => (
              <div key={label} className="contents">
                <dt className="text-muted">{label}</dt>
                <dd className="break-words">{value}</dd>
              </div>
            ))}
          </dl>
        </div>
      )}
      <div className="flex flex-wrap items-center gap-4">
        <Link
          href={paths.adminBooking(recording.bookingId)}
          className="font-semibold text-accent-700 underline"
        >
          {texts.openBooking(recording.reference)}
        </Link>
        <HeldRecordingActions id={recording.id} reference={recording.reference} />
      </div>
    </article>
  );
}
