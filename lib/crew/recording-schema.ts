import { z } from "zod";
import { unprintableIn } from "@/lib/shared/printable-text";
import { storableString } from "@/lib/shared/storable-text";
import { crewTexts, notCollectedReasons, type NotCollectedReason } from "./texts";

// One recording from the crew's phone: the contract between the phone, its offline
// queue and POST /api/crew/recordings. The phone checks it before queueing; the server checks it
// again and decides everything else (whose job, whether the job changed meanwhile).

/** A photo is made smaller on the phone; what arrives is at most 1 MB. */
export const MAX_PHOTO_BYTES = 1024 * 1024;
export const MAX_PHOTOS = 3;
/** A signature drawn on a phone's screen as PNG is a few kilobytes; far more is not a signature. */
export const MAX_SIGNATURE_BYTES = 256 * 1024;
export const PHOTO_TYPES = ["image/jpeg", "image/webp", "image/png"] as const;

export const recordingMessages = {
  sealMissing: "Please give the seal number of each bag or console",
  sealFormat: "A seal number is letters, digits and dashes (up to 30)",
  duplicateSeal: crewTexts.duplicateSeal,
  countMissing: "Please give how many bags or consoles were collected",
  weight: "The weight must be a number of kilograms above 0, up to 10,000",
  tooManyPhotos: `Up to ${MAX_PHOTOS} photos`,
  photoTooLarge: "A photo must be 1 MB or smaller",
  photoType: "A photo must be a JPEG, WebP or PNG image",
  signedBy: "Please give the customer's printed name",
  /** The receipt prints the name: characters its fonts cannot draw are refused at the field. */
  signedByUnprintable: (characters: string[]) =>
    `The receipt cannot print: ${characters.join(" ")}`,
  signature: "Please ask the customer to sign",
  crewSignature: "Please sign as the crew member",
  reasonNote: "Please say why it could not be collected",
  /** A NUL, another control character or half an emoji: PostgreSQL cannot store it. */
  signedByCharacters:
    "The customer's printed name holds a character that cannot be stored. Please type it again.",
  noteCharacters: "The note holds a character that cannot be stored. Please type it again.",
  deviceLabelCharacters: "The phone's name holds a character that cannot be stored.",
  unreadable: "This recording could not be read. Please record it again.",
} as const;

/** Bytes a base64 string decodes to (without decoding it). */
export function base64Bytes(value: string): number {
  const padding = value.endsWith("==") ? 2 : value.endsWith("=") ? 1 : 0;
  return Math.floor((value.length * 3) / 4) - padding;
}

const base64 = z.string().regex(/^[A-Za-z0-9+/]*={0,2}$/, "Not base64");

/** Seal numbers as printed on the label: upper-cased, spaces trimmed. */
export const sealNumber = z
  .string()
  .trim()
  .toUpperCase()
  .min(1, recordingMessages.sealMissing)
  .regex(/^[A-Z0-9][A-Z0-9-]{0,29}$/, recordingMessages.sealFormat);

export const photoSchema = z.object({
  contentType: z.enum(PHOTO_TYPES, recordingMessages.photoType),
  data: base64.refine(
    (data) => base64Bytes(data) <= MAX_PHOTO_BYTES,
    recordingMessages.photoTooLarge,
  ),
});

const recordingBase = z.object({
  /** The phone's idempotency key for this recording (a UUID made when it was recorded). */
  key: z.uuid(),
  bookingId: z.uuid(),
  /** The phone's clock when recorded (ISO 8601 with offset). */
  recordedAt: z.iso.datetime({ offset: true }),
  /** This installation of the app (a UUID kept on the phone) and what the phone says it is. */
  deviceId: storableString(recordingMessages.unreadable)
    .min(8, recordingMessages.unreadable)
    .max(64, recordingMessages.unreadable),
  deviceLabel: storableString(recordingMessages.deviceLabelCharacters).max(200),
  /** The job as the phone last saw it (lib/crew/job-version.ts): a changed job is held. */
  jobVersion: storableString(recordingMessages.unreadable)
    .min(1, recordingMessages.unreadable)
    .max(200, recordingMessages.unreadable),
});

export const arrivedRecording = recordingBase.extend({ kind: z.literal("arrived") });

export const collectedRecording = recordingBase.extend({
  kind: z.literal("collected"),
  seals: z
    .array(sealNumber)
    .min(1, recordingMessages.sealMissing)
    .max(500)
    .superRefine((seals, context) => {
      seals.forEach((seal, index) => {
        if (seals.indexOf(seal) !== index) {
          context.addIssue({
            code: "custom",
            path: [index],
            message: recordingMessages.duplicateSeal,
          });
        }
      });
    }),
  count: z.int(recordingMessages.countMissing).min(1, recordingMessages.countMissing).max(500),
  weightKg: z
    .number(recordingMessages.weight)
    .positive(recordingMessages.weight)
    .max(10_000, recordingMessages.weight)
    .nullable(),
  photos: z.array(photoSchema).max(MAX_PHOTOS, recordingMessages.tooManyPhotos),
  signedBy: storableString(recordingMessages.signedByCharacters)
    .trim()
    .min(1, recordingMessages.signedBy)
    .max(100, recordingMessages.signedBy)
    .superRefine((name, context) => {
      const missing = unprintableIn(name);
      if (missing.length) {
        context.addIssue({
          code: "custom",
          message: recordingMessages.signedByUnprintable(missing),
        });
      }
    }),
  /** The signature drawn on the screen, PNG as base64. */
  signaturePng: base64
    .min(1, recordingMessages.signature)
    .refine((data) => base64Bytes(data) <= MAX_SIGNATURE_BYTES, recordingMessages.signature),
  /** The crew member's own signature beside the customer's, PNG as base64. */
  crewSignaturePng: base64
    .min(1, recordingMessages.crewSignature)
    .refine((data) => base64Bytes(data) <= MAX_SIGNATURE_BYTES, recordingMessages.crewSignature),
});

const reasonKeys = Object.keys(notCollectedReasons) as [
  NotCollectedReason,
  ...NotCollectedReason[],
];

export const notCollectedRecording = recordingBase
  .extend({
    kind: z.literal("not_collected"),
    reason: z.enum(reasonKeys),
    /** E-mailed to the customer with the reason. */
    note: storableString(recordingMessages.noteCharacters).trim().max(500).default(""),
    /** For the office only (kept with the recording, shown in the job's history): never e-mailed. */
    officeNote: storableString(recordingMessages.noteCharacters).trim().max(500).default(""),
  })
  .refine((value) => value.reason !== "other" || value.note.length > 0, {
    path: ["note"],
    message: recordingMessages.reasonNote,
  });

export const recordingSchema = z.discriminatedUnion("kind", [
  arrivedRecording,
  collectedRecording,
  notCollectedRecording,
]);

export type Recording = z.infer<typeof recordingSchema>;
export type CollectedRecording = z.infer<typeof collectedRecording>;
export type NotCollectedRecording = z.infer<typeof notCollectedRecording>;

/**
 * What POST /api/crew/recordings answers (JSON). 'applied': stored and done; 'duplicate': this key
 * was stored before (its first answer's state is given); 'held': stored for the office to check
 * (crewTexts.held); 'refused' (HTTP 422): the recording breaks a rule and was not stored; the
 * phone keeps it and shows the message.
 */
export type RecordingAnswer =
  | { status: "applied" | "held"; recordingId: string; message: string }
  | {
      status: "duplicate";
      recordingId: string;
      state: "applied" | "held" | "resolved";
      message: string;
    }
  | { status: "refused"; message: string; fieldErrors?: Record<string, string[]> };
