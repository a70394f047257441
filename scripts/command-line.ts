import { parseArgs, type ParseArgsOptionsConfig } from "node:util";

/** Where an office command writes: the process's stdout and stderr when run, a test's buffers when called. */
export interface CommandOutput {
  out: { write(text: string): unknown };
  err: { write(text: string): unknown };
}

/** A mistake in the command, or work it refused: the message to print and the code to exit with. */
export class CommandFailure extends Error {
  constructor(
    message: string,
    readonly exitCode: number,
  ) {
    super(message);
    this.name = "CommandFailure";
  }
}

/** Says what is wrong with the command and stops with exit code 2, as the office's commands do for a mistake. */
export function fail(message: string): never {
  throw new CommandFailure(message, 2);
}

/** Runs a command's work, answering its exit code: a failure's message goes to stderr. Any other error is thrown. */
export async function runCommand(
  { err }: Pick<CommandOutput, "err">,
  work: () => Promise<number | void> | number | void,
): Promise<number> {
  try {
    return (await work()) ?? 0;
  } catch (error) {
    if (!(error instanceof CommandFailure)) throw error;
    err.write(`${error.message}\n`);
    return error.exitCode;
  }
}

/** Runs a command's work as this process: its output on stdout and stderr, its exit code the process's. */
export async function runAsProcess(work: () => Promise<number | void> | number | void): Promise<void> {
  process.exitCode = await runCommand({ err: process.stderr }, work);
}

/** The command's options (from `args`, by default the process's own), or a plain message for an unknown or malformed one. */
export function commandOptions<const T extends ParseArgsOptionsConfig>(
  options: T,
  args: string[] = process.argv.slice(2),
) {
  try {
    return parseArgs({ args, options }).values;
  } catch (error) {
    fail(error instanceof Error ? error.message : String(error));
  }
}

/** Stops unless at most one of these is given. */
export function atMostOne(given: Record<string, unknown>): void {
  const names = Object.entries(given)
    .filter(([, value]) => value !== undefined && value !== false)
    .map(([name]) => name);
  if (names.length > 1) fail(`Give one of ${Object.keys(given).join(", ")} at a time.`);
}
