// The parish site's service worker: pages the visitor has opened (and the schedule and contact pages) stay readable
// with no connection; everything else offline gets the offline page. Registered as /sw.js?v=<build version>: a new
// build registers a new worker, which drops the caches of the old one, so a stale build is never served.
const VERSION = new URL(self.location.href).searchParams.get("v") || "dev";
const CACHE = `parish-${VERSION}`;
const OFFLINE_PAGE = "/offline.html";
const KEPT_PAGES = ["/schedule", "/contact"];

self.addEventListener("install", (event) => {
  event.waitUntil(
    caches
      .open(CACHE)
      .then((cache) => cache.addAll([OFFLINE_PAGE, ...KEPT_PAGES]))
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener("activate", (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) => Promise.all(names.filter((name) => name.startsWith("parish-") && name !== CACHE).map((name) => caches.delete(name))))
      .then(() => self.clients.claim()),
  );
});

/**
 * Pages are kept by path, whatever their query string, so the visitor's last copy of each page answers offline. Never
 * one its server marked no-store (an email-updates page, with the subscriber's address) nor one whose address holds a
 * key (`?t=`): on a shared computer the next person offline would be shown it.
 */
async function keepPage(cache, url, response) {
  const control = (response.headers.get("Cache-Control") || "").toLowerCase();
  if (!response.ok || control.includes("no-store") || url.searchParams.has("t")) return;
  await cache.put(url.pathname, response);
}

/** Pages: the network first, so an online visitor always gets the current page; the kept copy when offline. */
async function page(request) {
  const cache = await caches.open(CACHE);
  try {
    const response = await fetch(request);
    await keepPage(cache, new URL(request.url), response.clone());
    return response;
  } catch {
    return (await cache.match(new URL(request.url).pathname)) || (await cache.match(OFFLINE_PAGE)) || Response.error();
  }
}

/** Files whose address names their content: the hashed build files and the versioned dictionaries. */
function neverChanges(url) {
  return url.origin === self.location.origin && (url.pathname.startsWith("/assets/") || url.pathname.startsWith("/api/dictionary/"));
}

/** A file that never changes: a kept copy is always right. */
async function asset(request) {
  const cache = await caches.open(CACHE);
  const kept = await cache.match(request);
  if (kept) return kept;
  const response = await fetch(request);
  if (response.ok) await cache.put(request, response.clone());
  return response;
}

self.addEventListener("fetch", (event) => {
  const { request } = event;
  if (request.method !== "GET") return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (request.mode === "navigate") event.respondWith(page(request));
  else if (neverChanges(url)) event.respondWith(asset(request));
});

/** The page that registered the worker loaded before the worker took control: keep it and its build files too. */
self.addEventListener("message", (event) => {
  const { page: path, assets } = event.data ?? {};
  const ours = (Array.isArray(assets) ? assets : []).filter((url) => typeof url === "string" && neverChanges(new URL(url, self.location.origin)));
  event.waitUntil(
    caches.open(CACHE).then(async (cache) => {
      await cache.addAll(ours);
      if (typeof path === "string" && path.startsWith("/")) {
        const url = new URL(path, self.location.origin);
        await keepPage(cache, url, await fetch(url));
      }
    }),
  );
});
