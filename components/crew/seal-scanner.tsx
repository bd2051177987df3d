"use client";

import { useEffect, useRef, useState } from "react";
import { phoneTexts } from "@/lib/crew/phone-texts";
import { bigButton } from "./crew-styles";

// Reading a seal's QR code with the camera, where the browser can: the Barcode Detection API
// (Chrome on Android) with the camera allowed by the page's Permissions-Policy (next.config.ts
// allows it on /crew only). Typing is always there; this only fills a field.

type Detector = { detect(source: HTMLVideoElement): Promise<{ rawValue: string }[]> };
type DetectorClass = new (options: { formats: string[] }) => Detector;

/** Can this browser scan? Asked in the browser only (the forms render after a tap). */
export function canScan(): boolean {
  return (
    typeof window !== "undefined" &&
    "BarcodeDetector" in window &&
    typeof navigator.mediaDevices?.getUserMedia === "function"
  );
}

export function SealScanner({
  onScan,
  onClose,
}: {
  onScan: (value: string) => void;
  onClose: () => void;
}) {
  const video = useRef<HTMLVideoElement>(null);
  const [refused, setRefused] = useState(false);
  const done = useRef({ onScan, onClose });
  useEffect(() => {
    done.current = { onScan, onClose };
  }, [onScan, onClose]);

  useEffect(() => {
    let stream: MediaStream | null = null;
    let timer: number | undefined;
    let stopped = false;
    const Detector = (window as unknown as { BarcodeDetector: DetectorClass }).BarcodeDetector;
    const detector = new Detector({ formats: ["qr_code"] });
    const look = async () => {
      if (stopped || !video.current) return;
      try {
        const [code] = await detector.detect(video.current);
        const value = code?.rawValue.trim();
        if (value) {
          done.current.onScan(value);
          done.current.onClose();
          return;
        }
      } catch {
        // a frame not ready yet: look again
      }
      timer = window.setTimeout(look, 250);
    };
    navigator.mediaDevices
      .getUserMedia({ video: { facingMode: "environment" }, audio: false })
      .then(async (media) => {
        stream = media;
        if (stopped || !video.current) return;
        video.current.srcObject = media;
        await video.current.play();
        void look();
      })
      .catch(() => setRefused(true));
    return () => {
      stopped = true;
      window.clearTimeout(timer);
      stream?.getTracks().forEach((track) => track.stop());
    };
  }, []);

  return (
    <div
      role="group"
      aria-labelledby="scan-title"
      className="rounded-xl border border-slate-300 p-3"
    >
      <p id="scan-title" className="font-semibold">
        {phoneTexts.scanTitle}
      </p>
      {refused ? (
        <p role="alert" className="mt-2 text-sm text-red-700">
          {phoneTexts.cameraRefused}
        </p>
      ) : (
        <>
          <p className="mt-1 text-sm text-muted">{phoneTexts.scanHint}</p>
          <video
            ref={video}
            muted
            playsInline
            className="mt-2 aspect-video w-full rounded-lg bg-black"
          />
        </>
      )}
      <button type="button" onClick={onClose} className={`${bigButton("outline")} mt-3`}>
        {phoneTexts.scanStop}
      </button>
    </div>
  );
}
