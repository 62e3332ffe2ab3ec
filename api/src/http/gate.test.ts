/**
 * The gate in front of résumé uploads: at most `max` requests inside at once, the others served in
 * arrival order, and a client that gives up while waiting leaves the queue without taking a turn.
 */
import type http from 'node:http';
import Koa from 'koa';
import { afterEach, describe, expect, it } from 'vitest';
import { concurrencyGate } from './gate';

let server: http.Server | undefined;
afterEach(async () => {
  server?.closeAllConnections();
  await new Promise((resolve) => server?.close(resolve) ?? resolve(undefined));
  server = undefined;
});

/** A server behind a gate of one; each request waits inside until the test lets it finish. */
async function gatedServer() {
  const entered: string[] = [];
  const arrived: string[] = [];
  const closed: string[] = [];
  const finish = new Map<string, () => void>();
  const app = new Koa();
  // Notes when the server sees a connection close (before the gate hears of it, in the same turn).
  app.use((ctx, next) => {
    arrived.push(ctx.path.slice(1));
    ctx.res.once('close', () => closed.push(ctx.path.slice(1)));
    return next();
  });
  app.use(concurrencyGate(1));
  app.use(async (ctx) => {
    const name = ctx.path.slice(1);
    entered.push(name);
    await new Promise<void>((resolve) => finish.set(name, resolve));
    ctx.body = name;
  });
  server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server!.once('listening', resolve));
  const { port } = server.address() as { port: number };
  const get = (name: string, signal?: AbortSignal) =>
    fetch(`http://127.0.0.1:${port}/${name}`, { signal }).then((res) => res.text());
  const until = async (check: () => boolean) => {
    const deadline = Date.now() + 10_000;
    while (!check()) {
      if (Date.now() > deadline) throw new Error('timed out waiting');
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
  };
  /**
   * Sends a request and waits until the server has it; its answer comes wrapped, as an async
   * function returning a bare promise would wait for the answer too.
   */
  const send = async (name: string, signal?: AbortSignal) => {
    const answer = get(name, signal);
    // Seen as handled now; the test awaits it later.
    answer.catch(() => {});
    await until(() => arrived.includes(name));
    return { answer };
  };
  return { entered, closed, finish, send, until };
}

describe('the concurrency gate', () => {
  it('lets one in at a time, in arrival order, skipping a client that gave up waiting', async () => {
    const { entered, closed, finish, send, until } = await gatedServer();
    const { answer: first } = await send('first');
    await until(() => entered.length === 1);
    const leaving = new AbortController();
    const gaveUp = (await send('gave-up', leaving.signal)).answer.catch(
      (error: Error) => error.name,
    );
    const { answer: second } = await send('second');
    const { answer: third } = await send('third');
    expect(entered).toEqual(['first']);
    leaving.abort();
    expect(await gaveUp).toBe('AbortError');
    await until(() => closed.includes('gave-up'));

    for (const [name, answer, next] of [
      ['first', first, 'second'],
      ['second', second, 'third'],
    ] as const) {
      finish.get(name)!();
      expect(await answer).toBe(name);
      await until(() => entered.includes(next));
    }
    expect(entered).toEqual(['first', 'second', 'third']);
    finish.get('third')!();
    expect(await third).toBe('third');
    // The gate is free again: the next request goes straight in.
    const { answer: fourth } = await send('fourth');
    await until(() => entered.length === 4);
    finish.get('fourth')!();
    expect(await fourth).toBe('fourth');
  });
});
