/** A numbered process (how it works, service steps): an ordered list of cards. */
export function NumberedSteps({
  steps,
  variant = "card",
}: {
  steps: readonly { title: string; description: string }[];
  /** "card": white cards on a tinted section, four across; "outline": bordered, three across. */
  variant?: "card" | "outline";
}) {
  const card = variant === "card";
  return (
    <ol className={`mt-10 grid gap-6 ${card ? "sm:grid-cols-2 lg:grid-cols-4" : "md:grid-cols-3"}`}>
      {steps.map((step, index) => (
        <li
          key={step.title}
          className={
            card ? "rounded-xl bg-white p-6 shadow-sm" : "rounded-xl border border-slate-200 p-6"
          }
        >
          <span className="flex size-10 items-center justify-center rounded-full bg-brand-800 font-bold text-white">
            {index + 1}
          </span>
          <h3 className={`mt-4 font-bold text-brand-900 ${card ? "text-lg" : "text-xl"}`}>
            {step.title}
          </h3>
          <p className={`mt-2 text-muted ${card ? "text-sm" : ""}`}>{step.description}</p>
        </li>
      ))}
    </ol>
  );
}
