import { Fragment } from "react";

// Text typed over several lines (an address, a message, a note) as e-mail shows it. Line breaks
// are written as <br>, never left to `white-space: pre-wrap`: Outlook for Windows (Word's HTML
// engine) ignores that property and runs the lines together. The plain-text version reads each
// <br> as a new line (render.ts).

/** The text's lines, whatever line ending it was typed with. */
export function textLines(text: string): string[] {
  return text.split(/\r\n|\r|\n/);
}

/** Every line of `text`, a <br> between each. */
export function MultilineText({ text }: { text: string }) {
  return (
    <>
      {textLines(text).map((line, index) => (
        <Fragment key={index}>
          {index > 0 && <br />}
          {line}
        </Fragment>
      ))}
    </>
  );
}

/** The lines of `text` in one run of a sentence: "Flat 2, 1 High Street, Durham". */
export function inOneLine(text: string): string {
  return textLines(text)
    .map((line) => line.trim())
    .filter(Boolean)
    .join(", ");
}
