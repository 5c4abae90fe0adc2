import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { secureHeaders } from 'hono/secure-headers';
import { errorResponse } from '@server/core/http';

/**
 * The headers of every answer, the app's and the API's: scripts only from this origin (no
 * inline script but the built page's own, named by their hashes), no framing, no MIME
 * sniffing, no referrer to other sites. Styles may be inline (the splash and React's style
 * attributes); images may be data URLs (photos).
 */
export const securityHeaders = (scriptHashes: readonly string[] = []): MiddlewareHandler =>
  secureHeaders({
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'", ...scriptHashes],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:'],
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
    },
    xFrameOptions: 'DENY',
    referrerPolicy: 'strict-origin-when-cross-origin',
    xContentTypeOptions: 'nosniff',
    crossOriginEmbedderPolicy: false,
  });

const MB = 1024 * 1024;

/** Bodies bigger than this are refused (413) before they are read: imports get more room. */
export function bodySizeLimit(): MiddlewareHandler {
  const refuse = () => errorResponse(413, 'La requête est trop volumineuse.', { code: 'tooLarge' });
  const small = bodyLimit({ maxSize: 4 * MB, onError: refuse });
  const large = bodyLimit({ maxSize: 16 * MB, onError: refuse });
  return (c, next) => (/\/import$/.test(c.req.path) ? large(c, next) : small(c, next));
}
