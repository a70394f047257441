// @ts-check

/**
 * The switches every Chromium the project starts runs with (the browser tests, Lighthouse, the Studio's checks): no
 * sandbox (root on the build machine), no GPU, no background traffic to Google, nothing that needs /dev/shm space.
 */
export const CHROMIUM_FLAGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-dev-shm-usage",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
  "--disable-quic",
];
