/** The closing call to action of a page. */
export function CtaBanner({
  heading,
  text,
  children,
  footnote,
}: {
  heading: string;
  text: string;
  children: React.ReactNode;
  footnote?: string;
}) {
  return (
    <section className="offscreen-deferred bg-brand-800 text-white">
      <div className="mx-auto max-w-5xl px-4 py-16 text-center">
        <h2 className="text-3xl font-bold tracking-tight sm:text-4xl">{heading}</h2>
        <p className="mx-auto mt-4 max-w-2xl text-lg text-slate-100">{text}</p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">{children}</div>
        {footnote && <p className="mt-6 text-sm text-slate-200">{footnote}</p>}
      </div>
    </section>
  );
}
