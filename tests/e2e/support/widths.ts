import type { Page } from "@playwright/test";

/**
 * Tags for tests that run at one width only, within a spec that runs at both (playwright.config.ts): behaviour that
 * does not change with the width (a server's answer, a stored choice, scrolling) is tested at the phone width, and
 * the route sweep checks every route's texts at the phone width and each layout at the desktop width.
 */
export const PHONE_ONLY = "@phone-only";
export const DESKTOP_ONLY = "@desktop-only";

/** Whether the page runs at the desktop width, where the header and the menus take their wide layout. */
export const isDesktop = (page: Page) => (page.viewportSize()?.width ?? 0) >= 1024;
