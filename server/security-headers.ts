import type { IncomingMessage, ServerResponse } from "node:http";
import type { RequestHandler } from "express";
import helmet from "helmet";

/** The third parties the site really embeds (calendar, map and video frames and their images, the flag fallback). */
export const allowedOrigins = {
  frames: ["https://calendar.google.com", "https://www.google.com", "https://maps.google.com", "https://www.youtube-nocookie.com"],
  images: ["https://i.ytimg.com", "https://flagcdn.com"],
};

function nonceSource(_req: IncomingMessage, res: ServerResponse): string {
  const { locals } = res as ServerResponse & { locals: { cspNonce: string } };
  return `'nonce-${locals.cspNonce}'`;
}

export function securityHeaders(): RequestHandler[] {
  const policy = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        baseUri: ["'self'"],
        scriptSrc: ["'self'", nonceSource],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", "data:", ...allowedOrigins.images],
        fontSrc: ["'self'"],
        connectSrc: ["'self'"],
        frameSrc: allowedOrigins.frames,
        frameAncestors: ["'none'"],
        formAction: ["'self'"],
        objectSrc: ["'none'"],
        manifestSrc: ["'self'"],
        workerSrc: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
    strictTransportSecurity: { maxAge: 63_072_000, includeSubDomains: true },
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
    crossOriginEmbedderPolicy: false,
  });
  const permissions: RequestHandler = (_req, res, next) => {
    res.setHeader("Permissions-Policy", PERMISSIONS_POLICY);
    next();
  };
  return [policy, permissions];
}

const PERMISSIONS_POLICY = "camera=(), microphone=(), geolocation=(), payment=(), usb=(), browsing-topics=()";
