// Class names for links and buttons that look like buttons; one place for the look.
const base =
  "inline-flex items-center justify-center gap-2 rounded-lg px-5 py-2.5 text-sm font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 disabled:cursor-not-allowed disabled:opacity-60";

const variants = {
  primary: "bg-accent-700 text-white hover:bg-accent-600 focus-visible:outline-accent-700",
  secondary: "bg-brand-800 text-white hover:bg-brand-700 focus-visible:outline-brand-800",
  outline:
    "border border-brand-800 text-brand-800 hover:bg-brand-50 focus-visible:outline-brand-800",
  onDark: "border border-white text-white hover:bg-white/10 focus-visible:outline-white",
  ghost: "text-brand-800 hover:bg-brand-50 focus-visible:outline-brand-800",
} as const;

export type ButtonVariant = keyof typeof variants;

export function buttonClass(variant: ButtonVariant = "primary", extra = ""): string {
  return `${base} ${variants[variant]} ${extra}`.trim();
}
