import { parsePhoneNumberFromString } from "libphonenumber-js/core";
import type { MetadataJson } from "libphonenumber-js/core";
import ukPhoneMetadata from "./uk-phone-metadata.json";

// The mobile number a customer may give for the crew's arrival texts: optional, and when given a
// UK mobile as libphonenumber-js reads it with its mobile metadata (any +44 mobile: Great Britain,
// and the Channel Islands and the Isle of Man that share its numbering). Stored as E.164
// ("+447400123456"), the form Twilio sends to. The metadata is the package's, cut down to +44
// (npm run phone-metadata): the form checks the number in the browser with the same rule.

export { INVALID_ARRIVAL_MOBILE } from "./arrival-mobile-texts";

const metadata = ukPhoneMetadata as unknown as MetadataJson;

/** The number as E.164 when it is a UK mobile; null otherwise (a landline, abroad, a typo). */
export function ukMobileE164(value: string): string | null {
  const number = parsePhoneNumberFromString(value.trim(), "GB", metadata);
  if (!number || number.countryCallingCode !== "44" || !number.isValid()) return null;
  return number.getType() === "MOBILE" ? number.number : null;
}
