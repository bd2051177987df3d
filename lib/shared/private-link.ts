// Pages reached through a signed link (a booking's manage page, an invoice's page): the address
// is a credential, so only the site's origin may ever be sent on as a referrer. 'strict-origin'
// rather than 'no-referrer': under 'no-referrer' Chrome posts a form with `Origin: null`, and
// Next refuses such a server action call, so a click on a form button before the page's script
// has run (or without JavaScript) would fail.
export const PRIVATE_LINK_REFERRER_POLICY = "strict-origin";
