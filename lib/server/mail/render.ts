import { Fragment, isValidElement, type ReactNode } from "react";

// E-mail templates are React components (emails/*.tsx). They are rendered here, not with
// react-dom/server, which Next refuses inside server actions and route handlers. E-mail markup is
// simple (no state, no effects), so a small walker does it: every text and attribute value is
// HTML-escaped, and the same tree gives the plain-text alternative.

type Props = Record<string, unknown> & { children?: ReactNode };

const VOID = new Set(["br", "hr", "img", "meta", "link", "col"]);
const BLOCK = new Set([
  "p",
  "div",
  "h1",
  "h2",
  "h3",
  "h4",
  "tr",
  "table",
  "ul",
  "ol",
  "section",
  "header",
  "footer",
]);

export function escapeHtml(value: string): string {
  return value
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&#39;");
}

function styleToCss(style: Record<string, string | number>): string {
  return Object.entries(style)
    .map(([key, value]) => `${key.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}:${value}`)
    .join(";");
}

function attributes(props: Props): string {
  let out = "";
  for (const [key, value] of Object.entries(props)) {
    if (key === "children" || value === undefined || value === null || value === false) continue;
    const name = key === "className" ? "class" : key;
    const text =
      key === "style" && typeof value === "object"
        ? styleToCss(value as Record<string, string | number>)
        : String(value);
    out += value === true ? ` ${name}` : ` ${name}="${escapeHtml(text)}"`;
  }
  return out;
}

function resolve(node: ReactNode): ReactNode {
  // Function components are called with their props; e-mail templates use no hooks.
  let current = node;
  while (isValidElement(current) && typeof current.type === "function") {
    current = (current.type as (props: Props) => ReactNode)(current.props as Props);
  }
  return current;
}

export function renderToHtml(node: ReactNode): string {
  const resolved = resolve(node);
  if (resolved === null || resolved === undefined || typeof resolved === "boolean") return "";
  if (typeof resolved === "string" || typeof resolved === "number")
    return escapeHtml(String(resolved));
  if (Array.isArray(resolved)) return resolved.map(renderToHtml).join("");
  if (!isValidElement(resolved)) return "";
  const props = resolved.props as Props;
  if (resolved.type === Fragment) return renderToHtml(props.children);
  const tag = String(resolved.type);
  if (VOID.has(tag)) return `<${tag}${attributes(props)} />`;
  return `<${tag}${attributes(props)}>${renderToHtml(props.children)}</${tag}>`;
}

function textOf(node: ReactNode): string {
  const resolved = resolve(node);
  if (resolved === null || resolved === undefined || typeof resolved === "boolean") return "";
  if (typeof resolved === "string" || typeof resolved === "number") return String(resolved);
  if (Array.isArray(resolved)) return resolved.map(textOf).join("");
  if (!isValidElement(resolved)) return "";
  const props = resolved.props as Props;
  const tag = typeof resolved.type === "string" ? resolved.type : "";
  if (props["data-html-only"]) return "";
  const inner = textOf(props.children);
  if (tag === "br") return "\n";
  if (tag === "hr") return "\n----------------------------------------\n";
  if (tag === "a" && typeof props.href === "string" && props.href !== inner)
    return `${inner} (${props.href})`;
  if (tag === "li") return `\n- ${inner.trim()}`;
  if (tag === "td" || tag === "th") return `${inner.trim()} `;
  if (BLOCK.has(tag)) return `\n${inner.trim()}\n`;
  return inner;
}

/** The plain-text alternative: block elements on their own lines, links with their address. */
export function renderToText(node: ReactNode): string {
  return textOf(node)
    .split("\n")
    .map((line) => line.replace(/[ \t]+/g, " ").trim())
    .join("\n")
    .replace(/\n{3,}/g, "\n\n")
    .trim();
}
