// What the server answers any request from the crew's phone that it cannot take (signed out, not
// crew, unreadable, too large, from another site), once: the recordings and the destruction runs
// both answer with these.

export const phoneAnswerTexts = {
  signIn: "Please sign in again to send your recordings.",
  notCrew: "Your account has no Crew role. Please ask the office.",
  invalid: "This recording could not be read. Please record it again.",
  tooLarge: "This recording is too large to send. Please remove a photo and try again.",
  crossSite: "Recordings are sent from the crew's app only.",
} as const;
