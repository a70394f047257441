import { useEffect } from "react";

/**
 * Registers /sw.js for the current build (production only). The build version in its URL makes every deploy install
 * a fresh worker that drops the previous build's caches.
 */
export function useServiceWorker(): void {
  useEffect(() => {
    if (!import.meta.env.PROD || !("serviceWorker" in navigator)) return;
    navigator.serviceWorker
      .register(`/sw.js?v=${encodeURIComponent(import.meta.env.VITE_BUILD_ID ?? "dev")}`)
      .then(() => navigator.serviceWorker.ready)
      .then((registration) => {
        const assets = performance.getEntriesByType("resource").map((entry) => entry.name);
        registration.active?.postMessage({ page: window.location.pathname, assets });
      })
      .catch((error: unknown) => console.warn("The offline copy of the site is not available:", error));
  }, []);
}
