import { site } from "./site";

// What the 404s of the dynamic routes say (besides the site's own not-found page).

/** /news/{slug} with no article published under the slug (the spec's text). */
export const ARTICLE_NOT_FOUND_TITLE = "Article Not Found";

// A booking's, invoice's or contract's address whose token is not valid: malformed, altered,
// expired, or naming a booking, invoice or contract that is gone or has ended.

export const linkMessages = {
  notValidHeading: "This link is not valid",
  /** The sentence around the phone number, which the page makes a tel: link. */
  notValidBefore: "It may have expired or been changed. Please call us on",
  notValidAfter: "and we will help.",
};

/** The whole sentence as read (the page's text, with the displayed phone number). */
export const linkNotValidText = `${linkMessages.notValidBefore} ${site.phone.display} ${linkMessages.notValidAfter}`;
