// The links on a stop that hand over to the phone itself: its maps app and its dialler.
//
// Maps: Google Maps' documented search URL (https://www.google.com/maps/search/?api=1&query=...),
// not a geo: URI. It opens the Google Maps app on Android and on iPhone when installed and the
// maps website otherwise, so it works on every phone a crew may carry; geo: is not handled by
// Safari on iPhone at all, and we hold an address, not coordinates, which geo: wants.

const MAPS_SEARCH = "https://www.google.com/maps/search/";

/** The stop's address (and postcode, unless the address already ends with it) for the maps app. */
export function mapsLink(address: string | null, postcode: string | null): string | null {
  const street = address?.replace(/\s+/g, " ").trim() ?? "";
  const code = postcode?.trim() ?? "";
  const withCode =
    code && !street.toUpperCase().replace(/\s/g, "").endsWith(code.toUpperCase().replace(/\s/g, ""))
      ? [street, code].filter(Boolean).join(", ")
      : street;
  if (!withCode) return null;
  return `${MAPS_SEARCH}?${new URLSearchParams({ api: "1", query: withCode })}`;
}

const MAPS_DIRECTIONS = "https://www.google.com/maps/dir/";

/**
 * 'Directions': Google Maps' documented directions URL to the stop's postcode ("DL1 4AA, UK"),
 * from wherever the phone is. As the search link above: the Google Maps app on Android, and on
 * iPhone when installed (the website's directions otherwise), where a geo: URI would do nothing in
 * Safari. The postcode alone, as the crew drives to it; the address line finds the door.
 */
export function directionsLink(postcode: string | null): string | null {
  const code = postcode?.replace(/\s+/g, " ").trim().toUpperCase();
  if (!code) return null;
  return `${MAPS_DIRECTIONS}?${new URLSearchParams({ api: "1", destination: `${code}, UK` })}`;
}

/** A tel: link for a number as the customer typed it ("0191 555 0101", "+44 (0)191..."). */
export function telLink(phone: string | null): string | null {
  const raw = phone?.trim() ?? "";
  // "+44 (0)191 ..." is written for people: the (0) is not dialled after the country code.
  const cleaned = raw.replace(/\(0\)/g, "");
  const digits = cleaned.replace(/\D/g, "");
  if (digits.length < 6) return null;
  return `tel:${cleaned.startsWith("+") ? "+" : ""}${digits}`;
}
