import { z } from "zod";
import { MOVE_DIRECTIONS } from "@/lib/routes/run-order";

// The office's side of the crew's day: Assign to (a crew member, or any crew) and the
// run order's Move up / Move down, their texts and the schemas their forms and actions share.

export const assignmentTexts = {
  /** Exact: the select's label. */
  assignTo: "Assign to",
  anyCrew: "Any crew",
  assign: "Assign",
  /** The select's and the button's accessible names on a card: 'Assign to NES-...'. */
  assignToLabel: (reference: string) => `Assign to ${reference}`,
  assignLabel: (reference: string) => `Assign ${reference}`,
  /** What Today, the board and the run sheet say: 'Crew: Sam Lee', 'Crew: Any crew'. */
  crewLine: (name: string | null) => `Crew: ${name ?? "Any crew"}`,
  assigned: (reference: string, name: string | null) =>
    name ? `${reference} is assigned to ${name}.` : `${reference} is left for any crew.`,
  notCrew: "Choose a current crew member, or Any crew.",
  unknownJob: "This job no longer exists.",
  assignFailed: "Failed to assign the job",
  /** Exact: the run order's buttons. */
  moveUp: "Move up",
  moveDown: "Move down",
  moveLabel: (direction: "up" | "down", reference: string) =>
    `${direction === "up" ? "Move up" : "Move down"} ${reference}`,
  runOrder: "Run order",
  /** Announced after a move: where the job now is. */
  position: (reference: string, place: number, count: number) =>
    `${reference} is stop ${place} of ${count}.`,
  cannotMove: (direction: "up" | "down") =>
    direction === "up" ? "This job is already first." : "This job is already last.",
  moveFailed: "Failed to change the run order",
} as const;

/** Assign to: a user's id, or '' for any crew. Whether the user is crew is the server's check. */
export const assignSchema = z.object({
  assignee: z.union([z.literal(""), z.uuid(assignmentTexts.notCrew)], {
    error: assignmentTexts.notCrew,
  }),
});
export type AssignRequest = z.input<typeof assignSchema>;

export const moveSchema = z.enum(MOVE_DIRECTIONS);

/** The job a form names (its booking's id). */
export const jobIdSchema = z.uuid(assignmentTexts.unknownJob);

/** A current crew member as Assign to offers them. */
export type CrewMember = { id: string; name: string };
