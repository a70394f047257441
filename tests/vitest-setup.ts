import "@testing-library/jest-dom/vitest";
import "#app/i18n/dictionaries.server";
