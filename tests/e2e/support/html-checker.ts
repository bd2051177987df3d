import { execFile } from "node:child_process";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";

// The Nu HTML Checker (the W3C's validator, from the vnu-jar package) run on pages as the server
// sent them: one Java start for every page given.

const VNU_JAR = path.join(process.cwd(), "node_modules", "vnu-jar", "build", "dist", "vnu.jar");

type VnuMessage = {
  type: string;
  url: string;
  lastLine?: number;
  message: string;
  extract?: string;
};

/** The checker's errors in each page's HTML, as "address:line message" lines; none is []. */
export async function htmlErrors(pages: { address: string; html: string }[]): Promise<string[]> {
  const dir = await mkdtemp(path.join(os.tmpdir(), "ness-vnu-"));
  try {
    const files = new Map<string, string>();
    await Promise.all(
      pages.map(async ({ address, html }, i) => {
        const file = path.join(dir, `page-${i}.html`);
        files.set(`file:${file}`, address);
        await writeFile(file, html);
      }),
    );
    const { stdout } = await promisify(execFile)(
      "java",
      ["-jar", VNU_JAR, "--errors-only", "--format", "json", "--stdout", "--exit-zero-always", dir],
      { maxBuffer: 64 * 1024 * 1024 },
    );
    const { messages } = JSON.parse(stdout) as { messages: VnuMessage[] };
    return messages
      .filter((m) => m.type === "error")
      .map((m) => `${files.get(m.url) ?? m.url}:${m.lastLine ?? "?"} ${m.message}`);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
