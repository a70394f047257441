// @ts-check
// Starts the site: the production build (NODE_ENV=production) or the Vite dev server.
import { createServer } from "node:http";
import { enableCompileCache } from "node:module";
import { resolve } from "node:path";
import { pathToFileURL } from "node:url";
import express from "express";

// What V8 compiled is kept on disk (NODE_COMPILE_CACHE, or else the temporary folder), so the next start compiles less.
enableCompileCache();

const production = process.env.NODE_ENV === "production";
const CONFIGURATION_ERROR = 78;

async function productionApp() {
  const buildDir = resolve(process.env.BUILD_DIR ?? "build");
  const build = await import(pathToFileURL(`${buildDir}/server/index.js`).href);
  return {
    site: build.createApp(`${buildDir}/client`),
    env: build.getEnv(),
    endLongLivedResponses: build.endLongLivedResponses,
    closeResources: build.closeResources,
  };
}

async function developmentApp() {
  const vite = await import("vite");
  const devServer = await vite.createServer({ server: { middlewareMode: true } });
  const source = await devServer.ssrLoadModule("./server/app.ts");
  const app = express();
  app.use(devServer.middlewares);
  app.use(source.createApp());
  return {
    site: app,
    env: source.getEnv(),
    endLongLivedResponses: source.endLongLivedResponses,
    closeResources: source.closeResources,
  };
}

let started;
try {
  started = production ? await productionApp() : await developmentApp();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  // A bad setting stays bad however often the server starts again: 78 (EX_CONFIG) is the exit status the service's
  // unit does not restart on (deploy/parish-website.service); anything else, such as a build being swapped, may pass.
  process.exit(error instanceof Error && error.name === "EnvError" ? CONFIGURATION_ERROR : 1);
}

const { site, env, endLongLivedResponses, closeResources } = started;
const server = createServer(site).listen(env.PORT, env.HOST, () => {
  // PORT=0 lets the system pick a free port (the tests do); the line names the port really bound.
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : env.PORT;
  console.log(
    `Parish website listening on http://${env.HOST === "0.0.0.0" ? "localhost" : env.HOST}:${port} (Node ${process.version})`,
  );
  // A new parish's server started without its Sanity project would otherwise show another parish's content quietly.
  console.log(
    env.SANITY_PROJECT_ID
      ? `Content: Sanity project ${env.SANITY_PROJECT_ID}, dataset ${env.SANITY_DATASET}`
      : `Content: the embedded dataset ${env.CONTENT_DATASET_PATH} (set SANITY_PROJECT_ID to read the parish's own)`,
  );
});
server.headersTimeout = 15_000;
server.requestTimeout = 30_000;

// An upstream failure nobody awaited is logged, never allowed to take the whole site down.
process.on("unhandledRejection", (reason) => {
  console.error("Unhandled rejection:", reason);
});

let shuttingDown = false;

/** SIGTERM: stop accepting connections, let in-flight requests finish, close the message store, then exit. */
function shutdown() {
  if (shuttingDown) return;
  shuttingDown = true;
  server.close(() => {
    closeResources();
    process.exit(0);
  });
  // Node closes only the connections idle at this moment. One whose answer ends later (an event stream, a request in
  // flight) would stay open for its keep-alive, holding the exit, and could carry a reconnecting stream back here.
  setInterval(() => server.closeIdleConnections(), 100).unref();
  // Event streams end now; anything still open after the grace period is cut.
  endLongLivedResponses();
  setTimeout(() => {
    server.closeAllConnections();
  }, 10_000).unref();
}
process.on("SIGTERM", shutdown);
process.on("SIGINT", shutdown);
