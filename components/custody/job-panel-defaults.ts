import { DEFAULT_DESTRUCTION_PLACE, serviceMethod } from "@/lib/certificates/certificate-rules";
import type { ServiceType } from "@/lib/shared/booking-options";
import { toLondonDateTimeInput } from "@/lib/shared/dates";
import type { JobRecords } from "@/lib/custody/job-records";
import type { JobCollectionValues, JobDestructionValues } from "./job-panel";

// What the job panel's forms start with (the booking's page and Today): what was recorded, else
// now, the booked quantity, the collecting operative and the service's usual method.

export function jobPanelDefaults(
  booking: { bagQuantity: number; serviceType: ServiceType },
  { collection, destruction }: JobRecords,
  now: Date,
): { collectionDefaults: JobCollectionValues; destructionDefaults: JobDestructionValues } {
  return {
    collectionDefaults: {
      collectedAt: toLondonDateTimeInput(collection?.collectedAt ?? now),
      quantity: collection?.quantity ?? booking.bagQuantity,
      weightKg: collection?.weightKg ?? null,
      sealNumbers: collection?.sealNumbers ?? null,
      operative: collection?.operative ?? "",
    },
    destructionDefaults: {
      destroyedAt: toLondonDateTimeInput(destruction?.destroyedAt ?? now),
      destroyedBy: destruction?.destroyedBy ?? collection?.operative ?? "",
      method: destruction?.method ?? serviceMethod(booking.serviceType),
      place: destruction?.place ?? DEFAULT_DESTRUCTION_PLACE,
    },
  };
}
