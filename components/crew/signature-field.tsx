"use client";

import { useEffect, useRef } from "react";
import SignaturePad from "signature_pad";
import { buttonClass } from "@/components/ui/button-styles";
import { phoneTexts } from "@/lib/crew/phone-texts";

// A signature drawn on the screen (signature_pad): the customer's, and the crew member's beside
// it. The canvas is sized to the device's pixel ratio so strokes stay sharp, and re-sized with the
// screen (keeping what was drawn). The signature leaves as PNG in base64, without the data:
// prefix; empty is "".

export function SignatureField({
  id,
  label,
  hint,
  onChange,
  error,
}: {
  /** Names the field's parts ("signature": signature-label, signature-pad, ...). */
  id: string;
  label: string;
  hint: string;
  onChange: (png: string) => void;
  error?: string;
}) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const padRef = useRef<SignaturePad | null>(null);
  const changed = useRef(onChange);
  useEffect(() => {
    changed.current = onChange;
  }, [onChange]);

  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas) return;
    const pad = new SignaturePad(canvas, { penColor: "#0b2233" });
    padRef.current = pad;
    const resize = () => {
      const ratio = Math.max(window.devicePixelRatio || 1, 1);
      const strokes = pad.toData();
      canvas.width = canvas.offsetWidth * ratio;
      canvas.height = canvas.offsetHeight * ratio;
      canvas.getContext("2d")?.scale(ratio, ratio);
      pad.clear();
      pad.fromData(strokes);
    };
    resize();
    const endStroke = () =>
      changed.current(pad.isEmpty() ? "" : pad.toDataURL("image/png").replace(/^data:[^,]*,/, ""));
    pad.addEventListener("endStroke", endStroke);
    window.addEventListener("resize", resize);
    return () => {
      window.removeEventListener("resize", resize);
      pad.removeEventListener("endStroke", endStroke);
      pad.off();
    };
  }, []);

  function clear() {
    padRef.current?.clear();
    changed.current("");
  }

  return (
    <div>
      <p id={`${id}-label`} className="text-sm font-semibold text-ink">
        {label}
        <span aria-hidden="true" className="text-red-700">
          {" "}
          *
        </span>
      </p>
      <p id={`${id}-hint`} className="mt-1 text-xs text-muted">
        {hint}
      </p>
      <canvas
        ref={canvasRef}
        role="img"
        aria-labelledby={`${id}-label`}
        aria-describedby={`${id}-hint${error ? ` ${id}-error` : ""}`}
        data-testid={`${id}-pad`}
        className={`mt-2 block h-44 w-full touch-none rounded-lg border-2 bg-white ${error ? "border-red-700" : "border-slate-300"}`}
      />
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm font-medium text-red-700">
          {error}
        </p>
      )}
      <button
        type="button"
        onClick={clear}
        aria-describedby={`${id}-label`}
        className={buttonClass("outline", "mt-2 min-h-11")}
      >
        {phoneTexts.clearSignature}
      </button>
    </div>
  );
}
