/// <reference types="vite/client" />

/** The build-time values the client code reads. */
interface ImportMetaEnv {
  /** Set by vite.config.ts for every build. */
  readonly VITE_BUILD_ID?: string;
  /** A parish outside Central Time sets it when it builds the site. */
  readonly VITE_PARISH_TIME_ZONE?: string;
}
