import { site } from "@/lib/shared/site";

// The words of 'We are on our way' (the e-mail, the text message, the manage page's line and the
// crew's 'On my way' button), written once. The time is "10:40" (arrival-rules.ts, aboutTime).

export const arrivalTexts = {
  subject: (reference: string, time: string) =>
    `We are on our way: expected about ${time} (${reference})`,
  heading: "We are on our way",
  lead: (time: string) =>
    `Our crew has left their last stop and is on the way to you. We expect to arrive at about ${time}.`,
  estimate:
    "The time is our estimate from the distance and the traffic we usually meet; please make the " +
    "bags ready and make sure someone can let us in.",
  callUs: `If something has changed, please call us on ${site.phone.display}.`,
  manageLink: "View your booking",
  sms: (reference: string, time: string) =>
    `${site.name}: our crew is on the way to you for ${reference}, expected about ${time}. ` +
    `Questions? Call ${site.phone.display}.`,
  /** The manage page, until the stop is recorded. */
  onTheWay: (time: string) => `Your crew is on the way: expected about ${time}.`,
  onMyWay: "On my way",
  onMyWaySending: "Sending...",
  onMyWaySent: (time: string) => `The customer was told: expected about ${time}.`,
  onMyWayAlready: (time: string) => `The customer was already told today: expected about ${time}.`,
  onMyWayOffline: "No signal: 'On my way' needs a connection. Try again when you are back online.",
  onMyWayNoLocation:
    "Not sent: this stop or the last one has no location yet, so there is no arrival time to give.",
  onMyWayRecorded: "Not sent: this stop is already recorded.",
  onMyWayNotToday: "Not sent: 'On my way' is only for today's stops.",
  onMyWayFailed: "Not sent: the server could not be reached. Try again.",
  onMyWayNotYours: "Not sent: this stop is not on your day.",
  /** The route's refusals before it reads the stop. */
  refusals: {
    signIn: "Please sign in again to send 'On my way'.",
    notCrew: "Your account has no Crew role. Please ask the office.",
    crossSite: "'On my way' is sent from the crew's app only.",
    tooLarge: "This request is too large.",
    invalid: "This request could not be read.",
  },
};
