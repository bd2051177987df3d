import type { ActionResult } from "@/lib/shared/action-result";
import type {
  ExtraCollectionRequest,
  MoveVisitRequest,
  SkipVisitRequest,
} from "@/lib/contracts/contract-visit-schema";

/** The contract page's server actions, handed down by the page (lib/server/actions). */
export type ContractVisitActions = {
  skip: (request: SkipVisitRequest) => Promise<ActionResult<{ day: string }>>;
  move: (request: MoveVisitRequest) => Promise<ActionResult<{ day: string }>>;
  extra: (request: ExtraCollectionRequest) => Promise<ActionResult<{ day: string }>>;
  /** Undo a skip or a move: the request names the visit as Skip does. */
  undo: (request: SkipVisitRequest) => Promise<ActionResult<{ day: string }>>;
};

/** A failure's toast: the server's own words when it refused, else the page's generic one. */
export function failureText(
  result: ActionResult<unknown> | null,
  fallback: { title: string; description: string },
) {
  return result && !result.ok && result.reason !== "server"
    ? { title: fallback.title, description: result.message }
    : fallback;
}
