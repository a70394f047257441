// @ts-check
// Runs a command on Node.js 24, the Node the site targets, whatever Node runs npm: on an older Node it first installs
// the registry's `node` package into tools/node24, checks its binary, then puts it first on PATH for the command.
// Usage: node scripts/node24.mjs <command> [args...]
import { spawn, spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import { readFileSync, rmSync } from "node:fs";
import { delimiter, dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";

const TARGET_MAJOR = 24;
const toolsDir = resolve(dirname(fileURLToPath(import.meta.url)), "../tools/node24");
const installedBin = join(toolsDir, "node_modules/node/bin");

/**
 * The SHA-256 of the binary the `node` package's install step fetches for each platform (as `node-<platform>`, which
 * the lockfile does not pin), checked once it is installed: a different binary under the same version is removed. A platform not listed (a
 * developer's Mac) is run unchecked, as its own Node would be.
 */
const BINARY_SHA256 = {
  "linux-x64": "7fde7b8afa198da66257f42ee2001d874c7355631e6d1579a5fb5ef1f246df4c",
};

function binaryIsTheOnePinned() {
  const pinned = BINARY_SHA256[/** @type {keyof typeof BINARY_SHA256} */ (`${process.platform}-${process.arch}`)];
  if (!pinned) return true;
  return (
    createHash("sha256")
      .update(readFileSync(join(installedBin, "node")))
      .digest("hex") === pinned
  );
}

function installedVersion() {
  const run = spawnSync(join(installedBin, "node"), ["--version"], { encoding: "utf8" });
  return run.status === 0 ? run.stdout.trim() : undefined;
}

/** The package fetches its platform's binary in a preinstall step that a second install there would prune, so it is installed afresh or not at all. */
function installNode24() {
  rmSync(join(toolsDir, "node_modules"), { recursive: true, force: true });
  const npm = spawnSync(
    "npm",
    ["install", "--prefix", toolsDir, "--prefer-offline", "--no-audit", "--no-fund", "--loglevel=error"],
    { stdio: "inherit" },
  );
  if (npm.status !== 0) throw new Error(`installing Node ${TARGET_MAJOR} into ${toolsDir} failed`);
  if (!binaryIsTheOnePinned()) {
    rmSync(join(toolsDir, "node_modules"), { recursive: true, force: true });
    throw new Error(`the Node binary installed into ${toolsDir} is not the one pinned in scripts/node24.mjs`);
  }
}

function node24Environment() {
  if (Number(process.versions.node.split(".")[0]) >= TARGET_MAJOR)
    return { env: process.env, version: process.version, from: process.execPath };
  if (!installedVersion()) installNode24();
  const version = installedVersion();
  if (!version) throw new Error(`Node ${TARGET_MAJOR} is not usable in ${toolsDir}`);
  const env = { ...process.env, PATH: `${installedBin}${delimiter}${process.env.PATH ?? ""}` };
  return { env, version, from: join(installedBin, "node") };
}

const [command, ...args] = process.argv.slice(2);
if (!command) {
  console.error("usage: node scripts/node24.mjs <command> [args...]");
  process.exit(2);
}
const { env, version, from } = node24Environment();
console.log(`Node ${version} runs this (${from}; the machine's own is ${process.version})`);
const child = spawn(command, args, { stdio: "inherit", env });
for (const signal of /** @type {const} */ (["SIGINT", "SIGTERM"])) process.on(signal, () => child.kill(signal));
child.on("exit", (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
