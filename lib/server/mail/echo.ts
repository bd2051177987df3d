// What a customer's e-mail may repeat of what was typed on the form: the name in the
// greeting and the collection address, so the customer can check them. The e-mail goes to
// whatever address was typed, so text that carries a link, an e-mail address or a phone number
// is not repeated: a stranger's inbox must not receive "call this number" or "open this link" in
// the company's name. Special requirements and the company are never repeated.

const LINK = /https?:|www\.|[a-z0-9-]+\.(?:[a-z]{2,})(?:[/:?#]|\s|$)|@/i;
const PHONE = /(?:\d[\s().-]*){7,}/;

/** The text, trimmed, when it is safe to send back to the address given; otherwise null. */
export function echoable(text: string | null | undefined): string | null {
  const value = text?.trim();
  if (!value || LINK.test(value) || PHONE.test(value)) return null;
  return value;
}

/** "Hello Jo Bloggs," or, when the name cannot be repeated, "Hello,". */
export function greeting(name: string | null | undefined): string {
  const safe = echoable(name);
  return safe ? `Hello ${safe},` : "Hello,";
}
