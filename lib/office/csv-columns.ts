import "server-only";
import { serviceLabels, slotWindows } from "@/lib/shared/booking-options";
import { statusLabels } from "@/lib/bookings/lifecycle-rules";
import { penceAsPounds } from "@/lib/shared/prices";
import { londonTime, type CsvColumn } from "@/lib/server/csv-export";
import type { InboxBooking, InboxEnquiry } from "@/lib/office/inbox";

// The exports' columns in the words people read in the admin (Morning, Certificate issued) and
// the times as London's clock showed them, for the office's spreadsheet.

const enquiryStatusLabels: Record<InboxEnquiry["status"], string> = {
  new: "New",
  answered: "Answered",
  closed: "Closed",
};
const enquiryKindLabels: Record<InboxEnquiry["kind"], string> = {
  quote: "Quote request",
  contact: "Contact message",
};

export const bookingCsvColumns: CsvColumn<InboxBooking>[] = [
  ["Reference", (b) => b.reference],
  ["Status", (b) => statusLabels[b.status]],
  ["Collection date", (b) => b.day],
  ["Time slot", (b) => slotWindows[b.timeSlot].name],
  ["Service", (b) => serviceLabels[b.serviceType]],
  ["Bags / boxes", (b) => b.bagQuantity],
  ["Subtotal (ex VAT)", (b) => penceAsPounds(b.subtotalPence)],
  ["VAT", (b) => penceAsPounds(b.vatPence)],
  ["Total (inc VAT)", (b) => penceAsPounds(b.totalPence)],
  ["Name", (b) => b.customerName],
  ["Email", (b) => b.customerEmail],
  ["Phone", (b) => b.customerPhone],
  ["Company", (b) => b.companyName],
  ["Collection address", (b) => b.collectionAddress],
  ["Postcode", (b) => b.postcode],
  ["Outside area", (b) => (b.outsideArea ? "Yes" : "No")],
  ["Special requirements", (b) => b.specialRequirements],
  ["Certificate number", (b) => b.certificateNumber],
  ["Received (London time)", (b) => londonTime(b.createdAt)],
];

export const enquiryCsvColumns: CsvColumn<InboxEnquiry>[] = [
  ["Kind", (e) => enquiryKindLabels[e.kind]],
  ["Status", (e) => enquiryStatusLabels[e.status]],
  ["Name", (e) => e.name],
  ["Email", (e) => e.email],
  ["Phone", (e) => e.phone],
  ["Company", (e) => e.companyName],
  ["Postcode", (e) => e.postcode],
  ["Subject", (e) => e.subject],
  ["Area", (e) => e.areaSlug],
  ["Message", (e) => e.message],
  ["Received (London time)", (e) => londonTime(e.createdAt)],
];
