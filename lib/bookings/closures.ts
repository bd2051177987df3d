import "server-only";
import { fieldRefusal, type ActionResult } from "@/lib/shared/action-result";
import { closeDateRefusal } from "@/lib/bookings/capacity-rules";
import { todayInLondon } from "@/lib/shared/dates";
import { closeDateSchema } from "@/lib/bookings/capacity-schema";
import { closeDay } from "./capacity";
import { closedDayEmails } from "./booking-notifications";
import { availabilityChanged } from "@/lib/server/revalidate";
import { validationFailure } from "@/lib/server/validation-failure";

// Closing a day from the Capacity tab. A date that is not real, has passed or is never worked
// (weekend, bank holiday) is refused at its field and nothing changes. Bookings already on the
// day are asked to choose a new date, by e-mail filed with the closure itself.

export async function closeDateAs(
  adminEmail: string,
  input: unknown,
  now: Date,
): Promise<ActionResult<{ notified: number }>> {
  const parsed = closeDateSchema.safeParse(input);
  if (!parsed.success) return validationFailure(parsed.error);
  const refusal = closeDateRefusal(parsed.data.day, todayInLondon(now));
  if (refusal) return fieldRefusal("day", refusal);
  const outcome = await closeDay(parsed.data.day, parsed.data.reason, adminEmail, closedDayEmails);
  await availabilityChanged("action");
  return { ok: true, data: outcome };
}
