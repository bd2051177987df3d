import { buttonClass } from "@/components/ui/button-styles";
import { phoneTexts } from "@/lib/crew/phone-texts";
import { bigButton, thumbBar } from "./crew-styles";

/** A recording form's two actions, at the thumb: Cancel, and the form's own submit. */
export function FormActions({
  onCancel,
  isSubmitting,
  submitLabel,
}: {
  onCancel: () => void;
  isSubmitting: boolean;
  submitLabel: string;
}) {
  return (
    <div className={thumbBar}>
      <div className="grid grid-cols-[auto_minmax(0,1fr)] gap-3">
        <button type="button" onClick={onCancel} className={buttonClass("ghost", "min-h-12")}>
          {phoneTexts.cancel}
        </button>
        <button type="submit" disabled={isSubmitting} className={bigButton()}>
          {isSubmitting ? phoneTexts.sending : submitLabel}
        </button>
      </div>
    </div>
  );
}
