"use client";

import { buttonClass } from "@/components/ui/button-styles";
import { useModalDialog } from "./use-modal-dialog";

/**
 * The site's own confirmation, instead of the browser's confirm() box: a modal alertdialog named
 * by its question. The page behind is inert while it is open (so focus stays inside), Escape and
 * the cancel button close it, and focus returns to what opened it.
 */
export function ConfirmDialog({
  open,
  question,
  confirmLabel,
  cancelLabel,
  onConfirm,
  onClose,
  headingLevel = 2,
}: {
  open: boolean;
  question: string;
  confirmLabel: string;
  cancelLabel: string;
  onConfirm: () => void;
  onClose: () => void;
  /** The question's heading level: the page's next level below where the dialog sits. */
  headingLevel?: 2 | 3 | 4;
}) {
  const { dialog, titleId } = useModalDialog(open);
  const Heading = `h${headingLevel}` as const;
  return (
    <dialog
      ref={dialog}
      role="alertdialog"
      aria-modal="true"
      aria-labelledby={titleId}
      onClose={onClose}
      className="m-auto max-w-md rounded-2xl border border-slate-200 bg-white p-6 shadow-xl backdrop:bg-black/40"
    >
      <Heading id={titleId} className="text-lg font-bold text-brand-900">
        {question}
      </Heading>
      <div className="mt-5 flex flex-wrap justify-end gap-3">
        <button
          type="button"
          autoFocus
          onClick={() => dialog.current?.close()}
          className={buttonClass("secondary")}
        >
          {cancelLabel}
        </button>
        <button
          type="button"
          onClick={() => {
            dialog.current?.close();
            onConfirm();
          }}
          className={buttonClass("outline", "border-red-700 text-red-800 hover:bg-red-50")}
        >
          {confirmLabel}
        </button>
      </div>
    </dialog>
  );
}
