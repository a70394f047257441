import { type ChildProcess, spawn } from "node:child_process";
import { test } from "@playwright/test";
import { appServerEnv } from "./environment";

export interface RunningApp {
  url: string;
  pid: number;
  output: () => string;
  stop: () => Promise<void>;
  /** Sends a signal and resolves with the exit code once the process has ended. */
  terminate: (signal: NodeJS.Signals) => Promise<number | null>;
}

/** The server prints the address it really bound (it is started on port 0, so two test servers never race for one port). */
function boundUrl(child: ChildProcess, output: () => string, deadline: number): Promise<string> {
  return new Promise((resolve, reject) => {
    const check = setInterval(() => {
      const match = /listening on (http:\/\/127\.0\.0\.1:\d+)/.exec(output());
      if (match?.[1]) {
        clearInterval(check);
        resolve(match[1]);
      } else if (child.exitCode !== null || child.signalCode !== null || Date.now() > deadline) {
        clearInterval(check);
        reject(
          new Error(child.exitCode !== null ? `server exited with ${child.exitCode}` : "server did not start in time"),
        );
      }
    }, 50);
  });
}

/**
 * Starts the production build as its own process, with the test's own environment (for example a stub upstream);
 * `development` starts the development server instead, with its own defaults for NODE_ENV and HOST.
 */
export async function startApp(
  overrides: Record<string, string> = {},
  { development = false } = {},
): Promise<RunningApp> {
  const env: Record<string, string | undefined> = { ...process.env, ...appServerEnv({ PORT: "0", ...overrides }) };
  if (development) {
    delete env.NODE_ENV;
    delete env.HOST;
  }
  const child = spawn(process.execPath, ["server/index.js"], { env, stdio: ["ignore", "pipe", "pipe"] });
  let log = "";
  child.stdout?.on("data", (chunk: Buffer) => (log += chunk.toString()));
  child.stderr?.on("data", (chunk: Buffer) => (log += chunk.toString()));
  let url: string;
  try {
    url = await boundUrl(child, () => log, Date.now() + 30_000);
  } catch (error) {
    child.kill("SIGKILL");
    throw new Error(`${String(error)}\n${log}`);
  }
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  // A process ended by a signal has no exit code, only a signal code.
  const ended = () => child.exitCode !== null || child.signalCode !== null;
  return {
    url,
    pid: child.pid ?? 0,
    output: () => log,
    terminate: (signal) => {
      child.kill(signal);
      return exited;
    },
    stop: () =>
      new Promise<void>((resolve) => {
        if (ended()) return resolve();
        child.once("exit", () => resolve());
        child.kill("SIGTERM");
      }),
  };
}

/**
 * A server of the enclosing `test.describe`'s own, started before its tests and stopped after them, so what they do
 * (messages stored, a rate limit reached) touches no other test. `env` is read when it starts.
 */
export function appForThisDescribe(env: () => Record<string, string>): () => RunningApp {
  let app: RunningApp | undefined;
  test.beforeAll(async () => {
    app = await startApp(env());
  });
  test.afterAll(async () => {
    await app?.stop();
  });
  return () => {
    if (!app) throw new Error("This describe's server has not started.");
    return app;
  };
}
