// Running the project's own tools (tsx, next) as child processes that share this terminal.
import { spawn } from "node:child_process";
import path from "node:path";
import { projectRoot } from "./schema-engine.ts";

export const bin = (name: string) => path.join(projectRoot, "node_modules", ".bin", name);

/** Runs `command` in the project folder with this process's environment; rejects on a non-zero exit. */
export function run(
  command: string,
  args: string[],
  label = `${path.basename(command)} ${args.join(" ")}`,
): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: projectRoot, stdio: "inherit", env: process.env });
    child.on("exit", (code) =>
      code === 0 ? resolve() : reject(new Error(`${label} failed (exit code ${code})`)),
    );
    child.on("error", reject);
  });
}
