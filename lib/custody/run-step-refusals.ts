import type { CrewRefusalTexts } from "@/lib/crew/crew-request";
import { recordingAnswerTexts } from "@/lib/crew/recording-texts";

// The facility's routes (a run's start and end, each scan) refuse a read in the recordings' words;
// a step is a few hundred bytes, so one too large is one that could not be read.
export const crewRefusals: CrewRefusalTexts = {
  signIn: recordingAnswerTexts.signIn,
  notCrew: recordingAnswerTexts.notCrew,
  crossSite: recordingAnswerTexts.crossSite,
  tooLarge: recordingAnswerTexts.invalid,
  invalid: recordingAnswerTexts.invalid,
};
