import http from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

/** How the fake answers the next requests. */
export type FakeMode =
  | { kind: 'ok' }
  | { kind: 'error500' }
  | { kind: 'hang' }
  /** An error answer with this status (401 a wrong key, 429 a quota, 503 overloaded…). */
  | { kind: 'status'; status: number }
  /** This reply; `finishReason` 'length' (cut off) or 'content_filter'; a model's `refusal`. */
  | { kind: 'custom'; content: string; finishReason?: string; refusal?: string };

/** The line between the parts of a text translated in one call (the API's PART_SEPARATOR). */
export const PART_SEPARATOR = '[[vb-part]]';

export interface RecordedRequest {
  method: string;
  path: string;
  headers: http.IncomingHttpHeaders;
  /** The parsed JSON body, or the raw text when it was not JSON. */
  body: unknown;
}

export interface FakeOpenAI {
  /** `http://127.0.0.1:<port>` (append `/v1` for OPENAI_BASE_URL). */
  url: string;
  /** Every request received so far, in order. */
  requests: RecordedRequest[];
  setMode(mode: FakeMode): void;
  /** Forgets the recorded requests and goes back to mode 'ok'. */
  reset(): void;
  /** Stops listening and destroys every open socket (hanging requests included). */
  close(): Promise<void>;
}

/**
 * The translation the 'ok' mode computes: a prefix plus the text of the user prompt (what follows
 * its first blank line; the whole of a text given without the prompt), before each of its parts
 * when it holds several (the separator lines kept, as a model asked to keep them does).
 */
export function fakeTranslation(prompt: string): string {
  const blank = prompt.indexOf('\n\n');
  const text = blank === -1 ? prompt : prompt.slice(blank + 2);
  const separator = `\n${PART_SEPARATOR}\n`;
  return text
    .split(separator)
    .map((part) => `ترجمة: ${part}`)
    .join(separator);
}

/** A hanging request is cut off after this long at the latest, whatever the test does. */
const MAX_HANG_MS = 15_000;
/** Largest request body the fake reads. */
const MAX_BODY_BYTES = 5 * 1024 * 1024;

function lastUserMessage(body: unknown): string {
  const messages = (body as { messages?: { role?: string; content?: unknown }[] } | null)?.messages;
  if (!Array.isArray(messages)) return '';
  const user = [...messages].reverse().find((m) => m?.role === 'user');
  return typeof user?.content === 'string' ? user.content : '';
}

function completion(model: unknown, content: string, finishReason = 'stop', refusal?: string) {
  return {
    id: 'chatcmpl-fake-1',
    object: 'chat.completion',
    created: Math.floor(Date.now() / 1000),
    model: typeof model === 'string' ? model : 'gpt-4o',
    choices: [
      {
        index: 0,
        message: { role: 'assistant', content, refusal: refusal ?? null },
        logprobs: null,
        finish_reason: finishReason,
      },
    ],
    usage: { prompt_tokens: 10, completion_tokens: 10, total_tokens: 20 },
  };
}

/** A tiny OpenAI-compatible chat-completions server on 127.0.0.1 with an ephemeral port. */
export async function startFakeOpenAI(initial: FakeMode = { kind: 'ok' }): Promise<FakeOpenAI> {
  let mode: FakeMode = initial;
  const requests: RecordedRequest[] = [];
  const sockets = new Set<Socket>();
  const timers = new Set<NodeJS.Timeout>();

  const send = (res: http.ServerResponse, status: number, payload: unknown) => {
    const text = JSON.stringify(payload);
    res.writeHead(status, {
      'content-type': 'application/json',
      'content-length': Buffer.byteLength(text),
    });
    res.end(text);
  };

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_BODY_BYTES) req.destroy();
      else chunks.push(chunk);
    });
    req.on('end', () => {
      const raw = Buffer.concat(chunks).toString('utf8');
      let body: unknown = raw;
      try {
        body = raw ? JSON.parse(raw) : undefined;
      } catch {
        // keep the raw text
      }
      requests.push({ method: req.method ?? '', path: req.url ?? '', headers: req.headers, body });

      if (req.method !== 'POST' || (req.url ?? '').split('?')[0] !== '/v1/chat/completions') {
        send(res, 404, {
          error: { message: 'Unknown path', type: 'invalid_request_error', code: null },
        });
        return;
      }
      const model = (body as { model?: unknown } | undefined)?.model;
      switch (mode.kind) {
        case 'ok':
          send(res, 200, completion(model, fakeTranslation(lastUserMessage(body))));
          return;
        case 'custom':
          send(res, 200, completion(model, mode.content, mode.finishReason, mode.refusal));
          return;
        case 'status':
          send(res, mode.status, {
            error: { message: 'Refused by the fake', type: 'invalid_request_error', code: null },
          });
          return;
        case 'error500':
          send(res, 500, {
            error: {
              message: 'The server had an error while processing your request.',
              type: 'server_error',
              param: null,
              code: null,
            },
          });
          return;
        case 'hang': {
          // Never answer; the socket is destroyed by close() or, at the latest, after MAX_HANG_MS.
          const timer = setTimeout(() => {
            timers.delete(timer);
            res.destroy();
          }, MAX_HANG_MS);
          timer.unref();
          timers.add(timer);
          return;
        }
      }
    });
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      server.off('error', reject);
      resolve();
    });
  });
  const { port } = server.address() as AddressInfo;

  let closing: Promise<void> | undefined;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    setMode(next) {
      mode = next;
    },
    reset() {
      requests.length = 0;
      mode = { kind: 'ok' };
    },
    close() {
      closing ??= new Promise<void>((resolve) => {
        for (const timer of timers) clearTimeout(timer);
        timers.clear();
        server.close(() => resolve());
        for (const socket of sockets) socket.destroy();
        sockets.clear();
      });
      return closing;
    },
  };
}
