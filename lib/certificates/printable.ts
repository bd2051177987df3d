import "server-only";
import { fieldRefusal, type ActionResult } from "@/lib/shared/action-result";
import { certificateMessages } from "@/lib/certificates/certificate-rules";
import { unprintableCharacters } from "@/lib/server/pdf/text";

/**
 * The first of the job form's typed fields holding a character the certificate cannot print, as
 * a refusal at that field; null when the certificate can print them all.
 */
export function unprintableFieldRefusal(
  fields: Record<string, string | null | undefined>,
): ActionResult<never> | null {
  for (const [field, value] of Object.entries(fields)) {
    const missing = unprintableCharacters(value);
    if (missing.length) return fieldRefusal(field, certificateMessages.cannotPrint(missing));
  }
  return null;
}
