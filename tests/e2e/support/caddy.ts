import { type ChildProcess, execFile, spawn } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { freePort } from "../../support/free-port";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";

export const CADDYFILE = "deploy/Caddyfile";

export interface RunningCaddy {
  url: string;
  accessLog: string;
  output: () => string;
  stop: () => Promise<void>;
}

/** The environment the deployed Caddyfile reads, for a plain-HTTP site on loopback with no admin endpoint. */
export function caddyEnv(port: number, upstream: string, accessLog: string): NodeJS.ProcessEnv {
  const home = mkdtempSync(join(tmpdir(), "parish-caddy-"));
  return {
    ...process.env,
    SITE_ADDRESS: `http://127.0.0.1:${port}`,
    UPSTREAM: upstream,
    ACCESS_LOG_FILE: accessLog,
    CADDY_ADMIN: "off",
    XDG_DATA_HOME: home,
    XDG_CONFIG_HOME: home,
  };
}

export async function validateCaddyfile(): Promise<string> {
  const env = caddyEnv(8080, "127.0.0.1:3000", join(tmpdir(), "parish-caddy-validate.log"));
  const { stdout, stderr } = await promisify(execFile)(
    "caddy",
    ["validate", "--config", CADDYFILE, "--adapter", "caddyfile"],
    { env },
  );
  return `${stdout}${stderr}`;
}

async function answers(url: string, child: ChildProcess, deadline: number): Promise<void> {
  while (Date.now() < deadline && child.exitCode === null) {
    const ok = await fetch(`${url}/healthz`).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error("Caddy did not start in time");
}

/** Debian's Caddy running the deployed Caddyfile on a loopback port, in front of `upstream` (host:port). */
export async function startCaddy(upstream: string): Promise<RunningCaddy> {
  const port = await freePort();
  const accessLog = join(mkdtempSync(join(tmpdir(), "parish-caddy-log-")), "access.log");
  const child = spawn("caddy", ["run", "--config", CADDYFILE, "--adapter", "caddyfile"], {
    env: caddyEnv(port, upstream, accessLog),
    stdio: ["ignore", "pipe", "pipe"],
  });
  let log = "";
  child.stdout?.on("data", (chunk: Buffer) => (log += chunk.toString()));
  child.stderr?.on("data", (chunk: Buffer) => (log += chunk.toString()));
  const url = `http://127.0.0.1:${port}`;
  try {
    await answers(url, child, Date.now() + 20_000);
  } catch (error) {
    child.kill("SIGKILL");
    throw new Error(`${String(error)}\n${log}`);
  }
  return {
    url,
    accessLog,
    output: () => log,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        child.once("exit", () => resolve());
        child.kill("SIGTERM");
      }),
  };
}
