import { DetailList } from "@/components/ui/detail-list";
import {
  methodLabels,
  quantityLabel,
  type DestructionMethod,
} from "@/lib/certificates/certificate-rules";
import { formatLondonDate } from "@/lib/shared/format-date";

export type JobRecord = {
  collection: { quantity: number; weightKg: string | null; sealNumbers: string | null } | null;
  destruction: { destroyedAt: Date; method: DestructionMethod; place: string } | null;
};

/** A finished job on the manage page: what was collected and how it was destroyed, as recorded. */
export function JobRecordDetails({ record }: { record: JobRecord }) {
  const { collection, destruction } = record;
  return (
    <DetailList
      rows={[
        ["Collected", collection ? quantityLabel(collection.quantity) : null],
        ["Weight", collection?.weightKg ? `${collection.weightKg} kg` : null],
        ["Seal numbers", collection?.sealNumbers ?? null],
        [
          "Destroyed",
          destruction ? formatLondonDate(destruction.destroyedAt, "EEEE d MMMM yyyy, HH:mm") : null,
        ],
        ["Method", destruction ? methodLabels[destruction.method] : null],
        ["Place", destruction?.place ?? null],
      ]}
    />
  );
}
