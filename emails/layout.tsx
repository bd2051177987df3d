import type { ReactNode } from "react";
import { site } from "@/lib/site";

// The frame of every e-mail: brand header, content, company footer. Inline styles only.
/** A table used for layout, as e-mail clients need it: no semantics, no spacing of its own. */
const layoutTable = {
  role: "presentation",
  width: "100%",
  cellPadding: 0,
  cellSpacing: 0,
} as const;
const colors = { navy: "#103a59", ink: "#111827", muted: "#4b5563", line: "#e2e8f0" };

export function EmailLayout({ heading, children }: { heading: string; children: ReactNode }) {
  return (
    <table {...layoutTable} style={{ background: "#f1f5f9", padding: "24px 0" }}>
      <tbody>
        <tr>
          <td align="center">
            <table
              role="presentation"
              width="600"
              cellPadding={0}
              cellSpacing={0}
              style={{
                maxWidth: "600px",
                width: "100%",
                background: "#ffffff",
                borderRadius: "8px",
                fontFamily: "Arial, Helvetica, sans-serif",
                color: colors.ink,
              }}
            >
              <tbody>
                <tr>
                  <td
                    style={{
                      background: colors.navy,
                      color: "#ffffff",
                      padding: "20px 28px",
                      borderRadius: "8px 8px 0 0",
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

/** A two-column table of what the visitor sent; empty values show as a dash. */
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
                whiteSpace: "pre-wrap",
              }}
            >
              {value || "-"}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** A link drawn as a button (the manage link): a plain, visible URL in the text version. */
export function ButtonLink({ href, children }: { href: string; children: string }) {
  return (
    <p style={{ margin: "4px 0 18px" }}>
      <a
        href={href}
        style={{
          display: "inline-block",
          background: colors.navy,
          color: "#ffffff",
          padding: "12px 20px",
          borderRadius: "6px",
          fontWeight: "bold",
          textDecoration: "none",
        }}
      >
        {children}
      </a>
    </p>
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
