import { boolean, maxLength, minLength, object, overwrite, refine, regex, string } from "zod/mini";
import type { input, output } from "zod/mini";
import { isSicCode, normaliseSicCode, sicCodeMessage } from "./sic-code";
import { text } from "@/lib/shared/form-fields";

// Signing a contract's waste transfer note, shared by the section's form and its
// server action. `contract` is the contract link's token, `year` the note's calendar year.

export const transferNoteMessages = {
  name: "Please type your full name",
  nameLength: "Your name must be less than 100 characters",
  confirm: "Please confirm the description of the waste",
  sicCode: sicCodeMessage,
  hierarchy: "Please confirm that you have applied the waste management hierarchy",
  failed: "The waste transfer note could not be signed. Please try again or call us.",
  notFound: "This contract link is not valid.",
} as const;

const signatureFields = {
  signed_name: text({
    min: [1, transferNoteMessages.name],
    max: [100, transferNoteMessages.nameLength],
  }),
  confirm: boolean({ error: transferNoteMessages.confirm }).check(
    refine((value) => value === true, transferNoteMessages.confirm),
  ),
  // The producer's SIC code, prefilled with the contract's: the customer corrects or gives it.
  sic_code: string({ error: transferNoteMessages.sicCode }).check(
    overwrite(normaliseSicCode),
    refine(isSicCode, transferNoteMessages.sicCode),
  ),
  // The waste hierarchy declaration (WASTE_HIERARCHY_DECLARATION): no signature without it.
  hierarchy: boolean({ error: transferNoteMessages.hierarchy }).check(
    refine((value) => value === true, transferNoteMessages.hierarchy),
  ),
};

/** What the customer fills in (the form checks it before it is sent). */
export const transferNoteSignatureSchema = object(signatureFields);

/** What the action receives: the signature, and the link and year the page adds to it. */
export const signTransferNoteSchema = object({
  contract: string().check(minLength(1), maxLength(400)),
  year: string().check(regex(/^\d{4}$/, "Invalid year")),
  ...signatureFields,
});

export type SignTransferNoteInput = input<typeof signTransferNoteSchema>;
export type SignTransferNoteRequest = output<typeof signTransferNoteSchema>;
