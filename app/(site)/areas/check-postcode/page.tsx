import type { Metadata } from "next";
import { Breadcrumbs } from "@/components/site/breadcrumbs";
import { PostcodeCheck } from "@/components/site/postcode-check";
import { paths } from "@/lib/shared/paths";
import { checkCoverage, coverageTable } from "@/lib/content/postcode-coverage";

// The answer to the /areas postcode form when the browser runs no JavaScript (a form GET).
export const metadata: Metadata = {
  title: "Check your postcode",
  robots: { index: false, follow: true },
};

type Props = { searchParams: Promise<{ postcode?: string | string[] }> };

export default async function CheckPostcodePage({ searchParams }: Props) {
  const raw = (await searchParams).postcode;
  const postcode = (Array.isArray(raw) ? raw[0] : raw)?.slice(0, 16) ?? "";
  return (
    <>
      <Breadcrumbs
        trail={[
          { name: "Areas We Cover", path: paths.areas },
          { name: "Check your postcode", path: paths.postcodeCheck },
        ]}
      />
      <div className="mx-auto max-w-2xl px-4 py-12">
        <h1 className="sr-only">Check your postcode</h1>
        <PostcodeCheck
          table={coverageTable}
          initial={postcode ? { postcode, coverage: checkCoverage(postcode) } : undefined}
        />
      </div>
    </>
  );
}
