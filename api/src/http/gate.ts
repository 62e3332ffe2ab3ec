import type { Middleware } from 'koa';

/**
 * Lets at most `max` requests through at once; the others wait, in arrival order. A request whose
 * client goes away while waiting leaves the queue without an answer. The permit is held until the
 * downstream handler has finished. Place it AFTER the body is read (see `readJsonBodyFirst`):
 * a permit taken before would be held for as long as a slow client takes to send. `onWaiting` is
 * told how many wait after each change (GET /metrics shows it).
 */
export function concurrencyGate(max: number, onWaiting?: (count: number) => void): Middleware {
  let active = 0;
  const waiting: (() => void)[] = [];
  const release = () => {
    const nextInLine = waiting.shift();
    onWaiting?.(waiting.length);
    if (nextInLine) nextInLine();
    else active--;
  };
  return async (ctx, next) => {
    if (active < max) {
      active++;
    } else {
      const granted = await new Promise<boolean>((resolve) => {
        const grant = () => {
          ctx.res.off('close', abandon);
          resolve(true);
        };
        const abandon = () => {
          const index = waiting.indexOf(grant);
          if (index >= 0) waiting.splice(index, 1);
          onWaiting?.(waiting.length);
          resolve(false);
        };
        waiting.push(grant);
        onWaiting?.(waiting.length);
        ctx.res.once('close', abandon);
      });
      if (!granted) {
        // The connection is gone: nothing to answer.
        ctx.status = 204;
        ctx.respond = false;
        return;
      }
    }
    try {
      await next();
    } finally {
      release();
    }
  };
}
