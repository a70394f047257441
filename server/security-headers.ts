import type { RequestHandler } from "express";
import helmet from "helmet";
import { EMBEDDED_FILES_PATH } from "#app/features/content/images.server";
import { contentSecurityPolicy, nonceSource, uploadPolicy } from "#app/lib/content-security-policy.server";

export function securityHeaders(): RequestHandler[] {
  const policy = helmet({
    // Set below, so a page rendered whole can replace it with one naming its own scripts' hashes.
    contentSecurityPolicy: false,
    strictTransportSecurity: { maxAge: 63_072_000, includeSubDomains: true },
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
    crossOriginEmbedderPolicy: false,
  });
  const ownHeaders: RequestHandler = (req, res, next) => {
    res.setHeader(
      "Content-Security-Policy",
      req.path.startsWith(`${EMBEDDED_FILES_PATH}/`)
        ? uploadPolicy(req.path)
        : contentSecurityPolicy([nonceSource(String(res.locals.cspNonce))]),
    );
    res.setHeader("Permissions-Policy", PERMISSIONS_POLICY);
    next();
  };
  return [policy, ownHeaders];
}

const PERMISSIONS_POLICY = "camera=(), microphone=(), geolocation=(), payment=(), usb=(), browsing-topics=()";
