// The seal fields of the Collected form: one field per bag or console, always at least
// one, "Add another seal" appends an empty one, a scanned code fills the first empty field (or a
// new one), and a seal listed twice is refused at its second field. Pure, so the form and its unit
// test share the rules.

/** As many seals as the recording's schema accepts (recording-schema.ts: seals, max 500). */
export const MAX_SEALS = 500;

/** A seal as printed on the label and as the server compares it: trimmed, upper-cased. */
export const normaliseSeal = (seal: string) => seal.trim().toUpperCase();

/** The indexes of fields repeating a seal already listed above them (empty fields never do). */
export function duplicateSealIndexes(seals: readonly string[]): number[] {
  const seen = new Set<string>();
  const repeats: number[] = [];
  seals.forEach((seal, index) => {
    const value = normaliseSeal(seal);
    if (!value) return;
    if (seen.has(value)) repeats.push(index);
    seen.add(value);
  });
  return repeats;
}

/** Whether "Add another seal" may add a field to `count` fields. */
export const canAddSeal = (count: number) => count < MAX_SEALS;

/** Removing leaves at least one field (emptied when it was the last). */
export function removeSeal(seals: readonly string[], index: number): string[] {
  if (seals.length <= 1) return [""];
  return seals.filter((_, i) => i !== index);
}

/**
 * Where a scanned seal goes: the first empty field, else a new field at the end; null when the
 * list is full. The caller checks duplicates through the form's own rule.
 */
export function scanTarget(seals: readonly string[]): number | null {
  const empty = seals.findIndex((seal) => normaliseSeal(seal) === "");
  if (empty !== -1) return empty;
  return canAddSeal(seals.length) ? seals.length : null;
}
