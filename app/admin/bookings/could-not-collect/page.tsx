import { AttentionList } from "@/components/office/attention-list";
import Link from "@/components/ui/link";
import { couldNotCollectJobs } from "@/lib/crew/recording-attention";
import { crewRecordingTexts } from "@/lib/crew/recording-view";
import { formatLongDay } from "@/lib/shared/dates";
import { formatLondonDateTime } from "@/lib/shared/format-date";
import { paths } from "@/lib/shared/paths";
import { adminPage } from "@/lib/server/admin-guard";

const texts = crewRecordingTexts.couldNotCollect;

// Could not collect: the list Today's count opens, read with the count's own query.
// Not a tab; each job leaves it once it is rescheduled, cancelled or collected.
export const metadata = { title: texts.heading };

export default adminPage(async function CouldNotCollectPage() {
  const jobs = await couldNotCollectJobs();
  return (
    <AttentionList
      texts={texts}
      headers={[...texts.headers]}
      rows={jobs.map((job) => ({
        key: job.bookingId,
        cells: [
          <Link
            key="booking"
            href={paths.adminBooking(job.bookingId)}
            className="font-semibold text-accent-700 underline"
          >
            {job.reference}
          </Link>,
          job.customerName,
          formatLongDay(job.day),
          job.reason,
          job.recordedBy,
          formatLondonDateTime(job.recordedAt),
        ],
      }))}
      pages={null}
    />
  );
});
