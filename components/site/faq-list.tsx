/** Questions and answers as disclosure widgets (keyboard and screen-reader friendly natively). */
export function FaqList({
  id,
  heading,
  faqs,
}: {
  id: string;
  heading: string;
  faqs: readonly { question: string; answer: string }[];
}) {
  return (
    <section aria-labelledby={id} className="offscreen-deferred mx-auto max-w-3xl px-4 py-14">
      <h2 id={id} className="text-2xl font-bold text-brand-900">
        {heading}
      </h2>
      <div className="mt-6 divide-y divide-slate-200 rounded-xl border border-slate-200">
        {faqs.map((faq) => (
          <details key={faq.question} className="p-5">
            <summary className="cursor-pointer font-semibold text-brand-900">
              {faq.question}
            </summary>
            <p className="mt-3 text-muted">{faq.answer}</p>
          </details>
        ))}
      </div>
    </section>
  );
}
