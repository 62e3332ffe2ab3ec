import { describe, expect, it } from 'vitest';
import type { AdminEvent } from '@vb/shared/events';
import { ApiError } from '../app/http';
import { runLiveFeed } from './liveFeed';

/** A stream answer whose body is these chunks, then its end. */
const streamOf = (chunks: string[]) =>
  new Response(
    new ReadableStream<Uint8Array>({
      start(controller) {
        for (const chunk of chunks) controller.enqueue(new TextEncoder().encode(chunk));
        controller.close();
      },
    }),
    { headers: { 'content-type': 'text/event-stream' } },
  );

const created = (id: number) =>
  `id: 1.0.${id}.0\nevent: submission.created\ndata: ${JSON.stringify({ type: 'submission.created', kind: 'contact-messages', id })}\n\n`;

describe('runLiveFeed', () => {
  it('passes on events split across chunks, and reconnects from the last id after a drop', async () => {
    const events: AdminEvent[] = [];
    const asked: (string | undefined)[] = [];
    const abort = new AbortController();
    const answers = [
      // `ready`, an event cut in two, a comment, an unknown event, bad data.
      streamOf([
        'retry: 500\n\nid: 1.0.0.0\nevent: ready\ndata: {}\n\n',
        created(7).slice(0, 20),
        created(7).slice(20),
        ': heartbeat\n\nevent: something.else\ndata: {"type":"x"}\n\nevent: submission.created\ndata: nope\n\n',
      ]),
      streamOf([created(8)]),
    ];
    await runLiveFeed(
      async (lastEventId) => {
        asked.push(lastEventId);
        const next = answers.shift();
        if (!next) {
          abort.abort();
          throw new DOMException('aborted', 'AbortError');
        }
        return next;
      },
      { onEvent: (e) => events.push(e), onReset: () => undefined },
      abort.signal,
    );
    expect(events).toEqual([
      { type: 'submission.created', kind: 'contact-messages', id: 7 },
      { type: 'submission.created', kind: 'contact-messages', id: 8 },
    ]);
    expect(asked).toEqual([undefined, '1.0.7.0', '1.0.8.0']);
  }, 20_000);

  it('tells of a reset', async () => {
    let resets = 0;
    const abort = new AbortController();
    let calls = 0;
    await runLiveFeed(
      async () => {
        if (++calls > 1) {
          abort.abort();
          throw new DOMException('aborted', 'AbortError');
        }
        return streamOf(['retry: 500\n\nid: 2.0.0.0\nevent: reset\ndata: {}\n\n']);
      },
      { onEvent: () => undefined, onReset: () => (resets += 1) },
      abort.signal,
    );
    expect(resets).toBe(1);
  }, 20_000);

  it('stops for good when the session has ended', async () => {
    let calls = 0;
    await runLiveFeed(
      async () => {
        calls += 1;
        throw new ApiError(401, 'Please sign in to continue', 'unauthorized');
      },
      { onEvent: () => undefined, onReset: () => undefined },
      new AbortController().signal,
    );
    expect(calls).toBe(1);
  });
});
