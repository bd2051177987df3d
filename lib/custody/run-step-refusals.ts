import type { CrewRefusalTexts } from "@/lib/phone/crew-request";
import { phoneAnswerTexts } from "@/lib/phone/answer-texts";

// The facility's routes (a run's start and end, each scan) refuse a read in the recordings' words;
// a step is a few hundred bytes, so one too large is one that could not be read.
export const crewRefusals: CrewRefusalTexts = {
  signIn: phoneAnswerTexts.signIn,
  notCrew: phoneAnswerTexts.notCrew,
  crossSite: phoneAnswerTexts.crossSite,
  tooLarge: phoneAnswerTexts.invalid,
  invalid: phoneAnswerTexts.invalid,
};
