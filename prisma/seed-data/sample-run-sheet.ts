import type { RunSheetStop } from "@/lib/routes/run-sheet-rules";

// A day's stops for the docs' sample run sheet (npm run run-sheet:sample): one-off bookings
// and a contract visit across County Durham and Tyneside, given out of order so the picture shows
// the sheet's own order (district, then sector); two are assigned to a crew member.

export const sampleRunSheetDay = "2026-12-03";

export const sampleRunSheetStops: RunSheetStop[] = [
  {
    reference: "NESS-7K3Q9P",
    arrival: "9:55",
    crew: "Sam Lee",
    serviceType: "collection",
    timeSlot: "am",
    customerName: "Alex Morgan",
    companyName: "Morgan & Reed Solicitors",
    collectionAddress: "14 Grey Street, Newcastle upon Tyne",
    postcode: "NE1 6AE",
    customerPhone: "0191 496 0555",
    bagQuantity: 6,
    specialRequirements: "Reception on the second floor; lift available",
    contractNumber: null,
  },
  {
    reference: "NESS-4HWX2M",
    arrival: "9:05",
    crew: "Sam Lee",
    serviceType: "collection",
    timeSlot: "allday",
    customerName: "Priya Shah",
    companyName: "Riverside Dental Practice",
    collectionAddress: "12 Claypath, Durham",
    postcode: "DH1 1QS",
    customerPhone: "0191 496 0123",
    bagQuantity: 4,
    specialRequirements: null,
    contractNumber: "CON-000001",
  },
  {
    reference: "NESS-9RTB6D",
    arrival: "12:00",
    serviceType: "collection",
    timeSlot: "pm",
    customerName: "Jo Lindqvist",
    companyName: null,
    collectionAddress: "3 Front Street, Chester-le-Street",
    postcode: "DH3 3AZ",
    customerPhone: "07700 900123",
    bagQuantity: 2,
    specialRequirements: "House clear-out: boxes in the garage",
    contractNumber: null,
  },
  {
    reference: "NESS-2PFJ8K",
    arrival: "12:40",
    serviceType: "onsite",
    timeSlot: "am",
    customerName: "Sam Okafor",
    companyName: "Gateshead Community Trust",
    collectionAddress: "Unit 5, Team Valley Trading Estate, Gateshead",
    postcode: "NE11 0QA",
    customerPhone: "0191 496 0777",
    bagQuantity: 12,
    specialRequirements: "Witnessed destruction: the trust's DPO attends",
    contractNumber: null,
  },
];
