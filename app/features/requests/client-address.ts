import { createContext } from "react-router";

/**
 * The visitor's address as Express resolved it (`req.ip`, trusting X-Forwarded-For from loopback only),
 * set by the server's load context; the contact form's rate limit counts posts per address.
 */
export const clientAddressContext = createContext<string | null>(null);
