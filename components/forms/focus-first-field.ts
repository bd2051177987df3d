import type { FieldErrors } from "@/lib/shared/action-result";

/**
 * Moves focus to the first field of `form` (in the page's order) that has a message: a control by
 * its name, or a group that stands for one (the booking calendar) by its `data-field`. Every form
 * that shows the server's refusal at its fields does this, so a keyboard or screen-reader user
 * lands on what to fix.
 */
export function focusFirstField(form: HTMLFormElement | null | undefined, errors?: FieldErrors) {
  if (!form || !errors) return;
  const named = (element: Element) =>
    element.getAttribute("data-field") ?? element.getAttribute("name") ?? "";
  const first = Array.from(form.querySelectorAll("[name], [data-field]")).find(
    (element) => errors[named(element)]?.[0],
  );
  if (first instanceof HTMLElement) first.focus();
}
