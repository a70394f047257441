import { parseArgs, type ParseArgsOptionsConfig } from "node:util";

/** Says what is wrong with the command and stops with exit code 2, as the office's commands do for a mistake. */
export function fail(message: string): never {
  console.error(message);
  process.exit(2);
}

/** The command's options, or a plain message for an unknown or malformed one. */
export function commandOptions<const T extends ParseArgsOptionsConfig>(options: T) {
  try {
    return parseArgs({ options }).values;
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
