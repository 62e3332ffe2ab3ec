import type { Middleware } from 'koa';
import helmet from 'koa-helmet';
import { bearerToken } from '../auth/credentials';
import { HttpError } from './errors';

/** The Content-Security-Policy of every response: no inline or eval'd scripts, no plugins, no framing. */
const CONTENT_SECURITY_POLICY = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  // antd and React inject style elements and attributes at run time.
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:', 'blob:'],
  mediaSrc: ["'self'"],
  fontSrc: ["'self'", 'data:'],
  connectSrc: ["'self'"],
  objectSrc: ["'none'"],
  baseUri: ["'none'"],
  frameAncestors: ["'none'"],
  formAction: ["'self'"],
  upgradeInsecureRequests: null,
};

/** Security headers (helmet) plus HSTS only when the request arrived over HTTPS. */
export function securityHeaders(): Middleware {
  const headers = helmet({
    contentSecurityPolicy: { useDefaults: false, directives: CONTENT_SECURITY_POLICY },
    strictTransportSecurity: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginEmbedderPolicy: false,
  });
  return async (ctx, next) => {
    if (ctx.secure) ctx.set('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
    await headers(ctx, next);
  };
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Cross-site request refusal for cookie-carried requests: an unsafe method whose Origin is not
 * this server's (or an allowed one), or that the browser marks cross-site, is 403. Requests that
 * carry a bearer token are exempt: a browser never attaches one by itself.
 */
export function originCheck(allowedOrigins: string[]): Middleware {
  return async (ctx, next) => {
    if (SAFE_METHODS.has(ctx.method) || bearerToken(ctx.get('authorization'))) return next();
    const origin = ctx.get('origin');
    const own = `${ctx.protocol}://${ctx.host}`;
    const site = ctx.get('sec-fetch-site');
    const foreignOrigin = origin !== '' && origin !== own && !allowedOrigins.includes(origin);
    const allowedByOrigin = origin !== '' && allowedOrigins.includes(origin);
    if (foreignOrigin || (site === 'cross-site' && !allowedByOrigin)) {
      throw new HttpError(403, 'forbidden_origin', 'Requests from other sites are not allowed');
    }
    return next();
  };
}
