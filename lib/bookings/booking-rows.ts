import { formatLongDay } from "@/lib/shared/dates";
import { formatCharge } from "@/lib/shared/prices";
import {
  serviceLabels,
  slotLabels,
  type ServiceType,
  type TimeSlot,
} from "@/lib/shared/booking-options";

// A booking as people read it, label by label: the confirmation e-mails and the admin's booking
// page show the same rows in the same words. (The CSV export keeps machine-readable columns.)

export type DisplayRow = [label: string, value: string | null];

/** The job as the company states it (the day as "yyyy-MM-dd"). */
export type BookingJob = {
  reference: string;
  serviceType: ServiceType;
  day: string;
  timeSlot: TimeSlot;
  bagQuantity: number;
  subtotalPence: number;
  vatPence: number;
  totalPence: number;
};

/** Who booked, as they typed it. */
export type BookingCustomer = {
  customerName: string;
  customerEmail: string;
  customerPhone: string | null;
  companyName: string | null;
  collectionAddress: string | null;
  specialRequirements: string | null;
  postcode: string | null;
  /** The postcode is outside the covered districts: the office confirms by e-mail. */
  outsideArea: boolean;
};

/** What the company states about the job: safe to show anyone, the customer included. */
export function bookingJobRows(b: BookingJob): DisplayRow[] {
  return [["Reference", b.reference], ...bookingServiceRows(b), ...bookingPriceRows(b)];
}

/** The service, day, slot and quantity. */
export function bookingServiceRows(b: BookingJob): DisplayRow[] {
  return [
    ["Service", serviceLabels[b.serviceType]],
    ["Date", formatLongDay(b.day)],
    ["Time slot", slotLabels[b.timeSlot]],
    ["Bags / boxes", String(b.bagQuantity)],
  ];
}

/** The price as charged: subtotal, VAT and total. */
export function bookingPriceRows(b: BookingJob): DisplayRow[] {
  return [
    ["Subtotal (ex VAT)", formatCharge(b.subtotalPence)],
    ["VAT (20%)", formatCharge(b.vatPence)],
    ["Total (inc VAT)", formatCharge(b.totalPence)],
  ];
}

/** What the customer typed: for the office only (never echoed to the address given). */
export function bookingCustomerRows(b: BookingCustomer): DisplayRow[] {
  return [
    ["Name", b.customerName],
    ["Email", b.customerEmail],
    ["Phone", b.customerPhone],
    ["Company", b.companyName],
    ["Collection address", b.collectionAddress],
    ["Postcode", b.postcode && (b.outsideArea ? `${b.postcode} (outside area)` : b.postcode)],
    ["Special requirements", b.specialRequirements],
  ];
}
