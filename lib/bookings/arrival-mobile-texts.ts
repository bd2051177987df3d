// The words of the booking form's mobile number for the crew's arrival texts (the rule is
// arrival-mobile-rules.ts; these stay apart from it so the form's page does not load the phone
// number metadata).

export const ARRIVAL_MOBILE_LABEL = "Mobile number for arrival texts (optional)";
export const ARRIVAL_MOBILE_HINT = "We text you when our crew is on the way.";
export const INVALID_ARRIVAL_MOBILE = "Enter a UK mobile number, like 07400 123456.";
