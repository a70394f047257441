import { createContext as createReactContext, useContext } from "react";
import { createContext } from "react-router";

/** The per-request Content-Security-Policy nonce, from the Express app to loaders and the server renderer. */
export const nonceContext = createContext<string>("");

const NonceReactContext = createReactContext("");
export const NonceProvider = NonceReactContext.Provider;

/** The nonce for inline scripts; empty in the browser, where it is neither known nor needed. */
export function useNonce(): string {
  return useContext(NonceReactContext);
}
