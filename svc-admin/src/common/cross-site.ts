import { ADMIN_AUTH_SERVER_MESSAGES } from '@wedding/shared-contracts';
import { forbidden } from '@wedding/shared-contracts/server';
import type { RequestHandler } from 'express';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Whether a state-changing request may come from where it says it comes from. Browsers send
 * `Sec-Fetch-Site` and `Origin` on every non-GET fetch or form post; a request from another site
 * (another origin, a sandboxed frame's `null` origin, or a sibling subdomain) is refused. A request with
 * neither header is not a browser's, so it cannot carry a victim's cookie and is let through.
 */
export function isCrossSiteRequest(
  headers: { origin?: string | undefined; 'sec-fetch-site'?: string | undefined },
  allowedOrigins: readonly string[],
): boolean {
  const site = headers['sec-fetch-site'];
  if (site !== undefined && site !== 'same-origin' && site !== 'none') return true;
  const origin = headers.origin;
  if (origin !== undefined && !allowedOrigins.includes(origin)) return true;
  return false;
}

/** Refuses every state-changing request (anything but GET/HEAD/OPTIONS) from another site with 403. */
export function refuseCrossSite(allowedOrigins: readonly string[]): RequestHandler {
  const allowed = allowedOrigins.map((origin) => origin.replace(/\/+$/, ''));
  return (req, _res, next) => {
    if (SAFE_METHODS.has(req.method)) return next();
    const headers = {
      origin: req.get('origin'),
      'sec-fetch-site': req.get('sec-fetch-site')?.toLowerCase(),
    };
    if (isCrossSiteRequest(headers, allowed))
      return next(forbidden(ADMIN_AUTH_SERVER_MESSAGES.crossSiteRefused));
    next();
  };
}
