"use client";

import { useId, useState } from "react";
import { buttonClass } from "@/components/ui/button-styles";
import { phoneTexts } from "@/lib/crew/phone-texts";
import { MAX_PHOTOS } from "@/lib/crew/recording-schema";
import type { CollectedFormInput } from "@/lib/crew/phone-forms";
import { shrinkPhoto } from "./shrink-photo";

type Photos = CollectedFormInput["photos"];

// Up to three photos from the phone's camera (or its gallery), each made smaller on the phone
// before it joins the recording, shown as thumbnails with Remove.

export function PhotoPicker({
  photos,
  onChange,
  error,
}: {
  photos: Photos;
  onChange: (photos: Photos) => void;
  error?: string;
}) {
  const id = useId();
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const message = failed ? phoneTexts.photoFailed : error;

  async function add(event: React.ChangeEvent<HTMLInputElement>) {
    const input = event.currentTarget;
    const file = input.files?.[0];
    input.value = "";
    if (!file) return;
    setBusy(true);
    setFailed(false);
    try {
      onChange([...photos, await shrinkPhoto(file)].slice(0, MAX_PHOTOS));
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  }

  return (
    <div>
      <p className="text-sm font-semibold text-ink">{phoneTexts.photos}</p>
      {photos.length > 0 && (
        <ul className="mt-2 grid grid-cols-3 gap-2">
          {photos.map((photo, index) => (
            <li key={photo.data.slice(-32) + index} className="space-y-1">
              {/* A data: URL of the photo as it will be sent: no request, works offline. */}
              {/* eslint-disable-next-line @next/next/no-img-element */}
              <img
                src={`data:${photo.contentType};base64,${photo.data}`}
                alt={phoneTexts.photoPreview(index + 1)}
                className="aspect-square w-full rounded-lg border border-slate-200 object-cover"
              />
              <button
                type="button"
                onClick={() => onChange(photos.filter((_, i) => i !== index))}
                className={buttonClass("outline", "min-h-11 w-full px-2")}
              >
                {phoneTexts.removePhoto(index + 1)}
              </button>
            </li>
          ))}
        </ul>
      )}
      {photos.length < MAX_PHOTOS && (
        <div className="mt-2">
          <input
            id={id}
            type="file"
            accept="image/*"
            capture="environment"
            onChange={add}
            disabled={busy}
            aria-describedby={message ? `${id}-error` : undefined}
            className="peer sr-only"
          />
          <label
            htmlFor={id}
            className={buttonClass(
              "outline",
              "min-h-12 w-full cursor-pointer text-base peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-800",
            )}
          >
            {busy ? phoneTexts.preparingPhoto : phoneTexts.addPhoto}
          </label>
        </div>
      )}
      {message && (
        <p id={`${id}-error`} role="alert" className="mt-1 text-sm font-medium text-red-700">
          {message}
        </p>
      )}
    </div>
  );
}
