import { site } from "@/lib/shared/site";

// The Team section's texts, once (the page, its forms, the actions and the tests read them here).

export const teamTexts = {
  /** Exact: the invitation e-mail's subject. */
  invitationSubject: `You have been invited to ${site.name}`,
  addColleague: "Add a colleague",
  sendInvitation: "Send invitation",
  invitationSent: (email: string) => `Invitation sent to ${email}`,
  invitationSentAgain: (email: string) => `A new invitation was sent to ${email}`,
  roleChanged: (name: string, role: string) => `${name} is now ${role}`,
  removeAccess: "Remove access",
  removeAccessQuestion: (name: string) =>
    `Remove ${name}'s access? Every session of theirs ends at once.`,
  accessRemoved: (name: string) => `${name} no longer has access`,
  alreadyStaff: "This e-mail already belongs to a colleague",
  lastOffice:
    "The last Office member cannot be removed or demoted: make another colleague Office first",
  notAColleague: "This person is no longer a colleague",
  setPassword: "Set your password",
  invitationNotValid: "This invitation link is no longer valid",
  invitationNotValidHelp:
    "It has been used already, has expired (a link lasts 24 hours) or was withdrawn. Nothing was changed. Ask the office to send you a new invitation.",
  passwordsDiffer: "The two passwords are not the same",
} as const;
