import "@testing-library/jest-dom/vitest";
import { cleanup } from "@testing-library/react";
import { afterEach } from "vitest";
import "#app/i18n/dictionaries.server";

// Testing Library empties the page after each test by itself only where Vitest's globals are on, which they are not.
afterEach(cleanup);
