import { type ChildProcess, spawn } from "node:child_process";
import { createServer } from "node:net";
import { appServerEnv } from "./environment";

export interface RunningApp {
  url: string;
  output: () => string;
  stop: () => Promise<void>;
  /** Sends a signal and resolves with the exit code once the process has ended. */
  terminate: (signal: NodeJS.Signals) => Promise<number | null>;
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      const port = typeof address === "object" && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

async function waitForHealth(url: string, child: ChildProcess, deadline: number): Promise<void> {
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    const healthy = await fetch(`${url}/healthz`).then((response) => response.ok, () => false);
    if (healthy) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error("server did not become healthy in time");
}

/** Starts the production build as its own process, with the test's own environment (for example a stub upstream). */
export async function startApp(overrides: Record<string, string> = {}): Promise<RunningApp> {
  const port = await freePort();
  const child = spawn(process.execPath, ["server/index.js"], {
    env: { ...process.env, ...appServerEnv({ PORT: String(port), ...overrides }) },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let log = "";
  child.stdout?.on("data", (chunk: Buffer) => (log += chunk.toString()));
  child.stderr?.on("data", (chunk: Buffer) => (log += chunk.toString()));
  const url = `http://127.0.0.1:${port}`;
  try {
    await waitForHealth(url, child, Date.now() + 30_000);
  } catch (error) {
    child.kill("SIGKILL");
    throw new Error(`${String(error)}\n${log}`);
  }
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  return {
    url,
    output: () => log,
    terminate: (signal) => {
      child.kill(signal);
      return exited;
    },
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once("exit", () => resolve());
        child.kill("SIGTERM");
      }),
  };
}
