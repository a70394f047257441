import { createContext } from "react-router";

/**
 * The visitor's address as Express resolved it (`req.ip`, believing X-Forwarded-For only from the proxies `TRUST_PROXY`
 * names), set by the server's load context; the forms' rate limits count posts per address.
 */
export const clientAddressContext = createContext<string | null>(null);
