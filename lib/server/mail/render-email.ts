import type { ReactElement } from "react";
import { renderToHtml, renderToText } from "./render";

export type RenderedEmail = { subject: string; html: string; text: string };

/** A template's element becomes a full HTML document and its plain-text twin. */
export function renderEmail(subject: string, body: ReactElement): RenderedEmail {
  const html = `<!doctype html><html lang="en-GB"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${renderToHtml(subject)}</title></head><body style="margin:0;background-color:#f1f5f9">${renderToHtml(body)}</body></html>`;
  return { subject, html, text: renderToText(body) };
}
