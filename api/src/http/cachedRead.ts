import type { Context } from 'koa';
import { carriesSessionCookie } from '../auth/credentials';
import type { FrontDoor } from '../readModel/frontDoor';
import type { ReadAnswer } from '../readModel/publicReads';

/**
 * Answers a public read from the read model: 200 with its bytes, or 304 when the client's
 * If-None-Match names its ETag; `Cache-Control` lets browsers and proxies reuse it for
 * `maxAgeSeconds` (0: revalidate every time). The answer is handed to the front door to replay.
 */
export function sendRead(
  ctx: Context,
  frontDoor: FrontDoor,
  answer: ReadAnswer,
  maxAgeSeconds: number,
): void {
  // A request with a session cookie may be staff signed in: they revalidate every time (a cheap
  // 304), so an article they have just published shows on their next page load. Visitors carry no
  // session (at most the preference cookies) and reuse the answer for the clients' freshness;
  // `Vary: Cookie` keeps the two apart.
  const withSession = carriesSessionCookie(ctx.get('Cookie'));
  ctx.set(
    'Cache-Control',
    withSession
      ? 'private, no-cache'
      : maxAgeSeconds > 0
        ? `public, max-age=${maxAgeSeconds}`
        : 'public, no-cache',
  );
  ctx.vary('Cookie');
  ctx.set('ETag', answer.body.etag);
  ctx.status = 200;
  if (ctx.fresh) {
    ctx.status = 304;
    return;
  }
  ctx.type = 'application/json; charset=utf-8';
  ctx.body = answer.body.bytes;
  frontDoor.remember(
    ctx.req,
    ctx.res,
    { cacheKey: answer.cacheKey, value: answer.body },
    200,
    answer.body.bytes,
  );
}
