import type { ReactNode } from "react";
import { site } from "@/lib/shared/site";
import { MultilineText } from "./multiline-text";

// The frame of every e-mail: brand header, content, company footer. Inline styles only, and only
// what Outlook for Windows, Gmail and Apple Mail draw alike or do without harm (Can I email,
// checked by tests/unit/email-render.test.ts): colours as background-color, padding on table
// cells only, square corners (Outlook draws no border-radius), line breaks as <br>
// (multiline-text.tsx).
/** A table used for layout, as e-mail clients need it: no semantics, no spacing of its own. */
const layoutTable = {
  role: "presentation",
  width: "100%",
  cellPadding: 0,
  cellSpacing: 0,
} as const;
const colors = {
  navy: "#103a59",
  ink: "#111827",
  muted: "#4b5563",
  line: "#e2e8f0",
  page: "#f1f5f9",
};

export function EmailLayout({ heading, children }: { heading: string; children: ReactNode }) {
  return (
    <table {...layoutTable} style={{ backgroundColor: colors.page }}>
      <tbody>
        <tr>
          <td align="center" style={{ padding: "24px 0" }}>
            <table
              role="presentation"
              width="600"
              cellPadding={0}
              cellSpacing={0}
              style={{
                maxWidth: "600px",
                width: "100%",
                backgroundColor: "#ffffff",
                fontFamily: "Arial, Helvetica, sans-serif",
                color: colors.ink,
              }}
            >
              <tbody>
                <tr>
                  <td
                    style={{
                      backgroundColor: colors.navy,
                      color: "#ffffff",
                      padding: "20px 28px",
                      fontSize: "18px",
                      fontWeight: "bold",
                    }}
                  >
                    {site.name}
                  </td>
                </tr>
                <tr>
                  <td style={{ padding: "28px" }}>
                    <h1 style={{ fontSize: "22px", margin: "0 0 16px", color: colors.navy }}>
                      {heading}
                    </h1>
                    {children}
                  </td>
                </tr>
                <tr>
                  <td
                    style={{
                      padding: "20px 28px",
                      borderTop: `1px solid ${colors.line}`,
                      color: colors.muted,
                      fontSize: "13px",
                    }}
                  >
                    <p style={{ margin: 0 }}>
                      {site.name} • {site.facility.oneLine}
                    </p>
                    <p style={{ margin: "4px 0 0" }}>
                      {site.phone.display} • {site.email.address}
                    </p>
                  </td>
                </tr>
              </tbody>
            </table>
          </td>
        </tr>
      </tbody>
    </table>
  );
}

export function Paragraph({ children }: { children: ReactNode }) {
  return <p style={{ margin: "0 0 14px", lineHeight: "1.5" }}>{children}</p>;
}

/** A two-column table of what the visitor sent; empty values show as a dash, lines as typed. */
export function DetailsTable({ rows }: { rows: [string, string | null | undefined][] }) {
  return (
    <table {...layoutTable} style={{ borderCollapse: "collapse", margin: "8px 0 18px" }}>
      <tbody>
        {rows.map(([label, value]) => (
          <tr key={label}>
            <th
              align="left"
              style={{
                padding: "8px",
                borderBottom: `1px solid ${colors.line}`,
                width: "36%",
                color: colors.muted,
                fontWeight: "normal",
                verticalAlign: "top",
              }}
            >
              {label}:
            </th>
            <td
              style={{
                padding: "8px",
                borderBottom: `1px solid ${colors.line}`,
              }}
            >
              <MultilineText text={value || "-"} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/**
 * A link drawn as a button (the manage link): a plain, visible URL in the text version. The
 * colour and padding are the table cell's, which every client draws (Outlook ignores padding on a
 * link).
 */
export function ButtonLink({ href, children }: { href: string; children: string }) {
  return (
    <table role="presentation" cellPadding={0} cellSpacing={0} style={{ margin: "4px 0 18px" }}>
      <tbody>
        <tr>
          <td style={{ backgroundColor: colors.navy, padding: "12px 20px" }}>
            <a href={href} style={{ color: "#ffffff", fontWeight: "bold", textDecoration: "none" }}>
              {children}
            </a>
          </td>
        </tr>
      </tbody>
    </table>
  );
}

/** A link in running text: the page's address shows in the text version as "label (url)". */
export function TextLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <a href={href} style={{ color: colors.navy, fontWeight: "bold" }}>
      {children}
    </a>
  );
}
