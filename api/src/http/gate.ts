import type { Middleware } from 'koa';

/**
 * Lets at most `max` requests through at once; the others wait, in arrival order, BEFORE their
 * body is read (an unread body stays in the socket's buffers, so a waiting upload costs no memory).
 * A request whose client goes away while waiting leaves the queue without an answer. The permit is
 * held until the downstream handler has finished, so only `max` bodies are in memory at a time.
 */
export function concurrencyGate(max: number): Middleware {
  let active = 0;
  const waiting: (() => void)[] = [];
  const release = () => {
    const nextInLine = waiting.shift();
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
          resolve(false);
        };
        waiting.push(grant);
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
