import { photoAttempts, photoFits } from "@/lib/crew/photo-size";

// A photo from the phone's camera made small enough to send (at most 1 MB): drawn on a canvas at
// the sizes and JPEG qualities lib/crew/photo-size.ts lists, the first that fits is kept, as
// base64 for the recording.

export type ShrunkPhoto = { contentType: "image/jpeg"; data: string };

function encode(canvas: HTMLCanvasElement, quality: number): Promise<Blob | null> {
  return new Promise((resolve) => canvas.toBlob(resolve, "image/jpeg", quality));
}

function base64Of(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result).replace(/^data:[^,]*,/, ""));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(blob);
  });
}

export async function shrinkPhoto(file: Blob): Promise<ShrunkPhoto> {
  // Turned upright by its EXIF orientation, as the phone showed it.
  const bitmap = await createImageBitmap(file, { imageOrientation: "from-image" });
  try {
    const canvas = document.createElement("canvas");
    const context = canvas.getContext("2d");
    if (!context) throw new Error("no canvas");
    for (const { width, height, quality } of photoAttempts(bitmap.width, bitmap.height)) {
      if (canvas.width !== width || canvas.height !== height) {
        canvas.width = width;
        canvas.height = height;
        // JPEG has no transparency: a transparent PNG would otherwise turn black.
        context.fillStyle = "#fff";
        context.fillRect(0, 0, width, height);
        context.drawImage(bitmap, 0, 0, width, height);
      }
      const blob = await encode(canvas, quality);
      if (blob && photoFits(blob.size))
        return { contentType: "image/jpeg", data: await base64Of(blob) };
    }
    throw new Error("the photo could not be made small enough");
  } finally {
    bitmap.close();
  }
}
