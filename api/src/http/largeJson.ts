import type { IncomingMessage } from 'node:http';
import type { Context, Middleware } from 'koa';
import { assertJsonRequest } from './body';
import { HttpError } from './errors';

const tooLarge = (limit: number) =>
  new HttpError(413, 'payload_too_large', `The request body is too large (at most ${limit} bytes)`);
const invalidJson = () => new HttpError(400, 'invalid_json', 'The request body is not valid JSON');

/**
 * Reads a request body into one buffer that grows with the bytes that actually arrived (doubling,
 * its last step exactly to the declared length), so a client that announces a large body and
 * sends nothing costs nothing (bodies are read before any permit is taken). More than
 * `limit` bytes is 413; an aborted request is a 400.
 */
function readBody(req: IncomingMessage, limit: number): Promise<Buffer> {
  const declared = Number(req.headers['content-length']);
  const known = Number.isInteger(declared) && declared >= 0;
  const most = known ? Math.min(declared, limit) : limit;
  return new Promise((resolve, reject) => {
    let buf = Buffer.allocUnsafe(Math.min(most, 64 * 1024));
    let length = 0;
    let done = false;
    const finish = (error?: Error) => {
      if (done) return;
      done = true;
      req.off('data', onData);
      req.off('end', onEnd);
      req.off('aborted', onAborted);
      req.off('error', onError);
      if (error) {
        req.resume();
        reject(error);
      } else {
        resolve(length === buf.length ? buf : buf.subarray(0, length));
      }
    };
    const onData = (chunk: Buffer) => {
      if (length + chunk.length > limit || (known && length + chunk.length > declared)) {
        finish(tooLarge(limit));
        return;
      }
      if (length + chunk.length > buf.length) {
        const bigger = Buffer.allocUnsafe(
          Math.min(most, Math.max(buf.length * 2, length + chunk.length)),
        );
        buf.copy(bigger, 0, 0, length);
        buf = bigger;
      }
      chunk.copy(buf, length);
      length += chunk.length;
    };
    const onEnd = () => finish();
    const onAborted = () =>
      finish(new HttpError(400, 'validation_failed', 'The request was aborted'));
    const onError = (error: Error) => finish(error);
    req.on('data', onData);
    req.on('end', onEnd);
    req.on('aborted', onAborted);
    req.on('error', onError);
  });
}

const QUOTE = 0x22;
const BACKSLASH = 0x5c;

/** The index of the quote that closes the string opened at `open`, or -1. */
function closingQuote(buf: Buffer, open: number): number {
  let at = open + 1;
  for (;;) {
    const quote = buf.indexOf(QUOTE, at);
    if (quote < 0) return -1;
    let slashes = 0;
    for (let i = quote - 1; i > open && buf[i] === BACKSLASH; i--) slashes++;
    if (slashes % 2 === 0) return quote;
    at = quote + 1;
  }
}

const isSpace = (b: number | undefined) => b === 0x20 || b === 0x0a || b === 0x0d || b === 0x09;

/**
 * Where the string value of the top-level `key` lies in a JSON object text: the indexes of its two
 * quotes, when the key occurs exactly once (spelled without escapes) and its value is a string
 * without escapes. Anything else, malformed text included, answers undefined.
 */
function findTopLevelString(buf: Buffer, key: string): { open: number; close: number } | undefined {
  const wanted = Buffer.from(JSON.stringify(key));
  let i = 0;
  while (isSpace(buf[i])) i++;
  if (buf[i] !== 0x7b) return undefined;
  let depth = 0;
  let found: { open: number; close: number } | undefined;
  let matches = 0;
  let lastString = -1;
  let lastStringEnd = -1;
  for (; i < buf.length; i++) {
    const b = buf[i];
    if (b === QUOTE) {
      const end = closingQuote(buf, i);
      if (end < 0) return undefined;
      lastString = i;
      lastStringEnd = end;
      i = end;
    } else if (b === 0x7b || b === 0x5b) {
      depth++;
    } else if (b === 0x7d || b === 0x5d) {
      depth--;
    } else if (b === 0x3a && depth === 1 && lastString >= 0) {
      const isKey =
        lastStringEnd - lastString + 1 === wanted.length &&
        buf.compare(wanted, 0, wanted.length, lastString, lastStringEnd + 1) === 0;
      if (isKey) {
        matches++;
        let v = i + 1;
        while (isSpace(buf[v])) v++;
        if (buf[v] !== QUOTE) return undefined;
        const close = closingQuote(buf, v);
        if (close < 0) return undefined;
        const slash = buf.indexOf(BACKSLASH, v + 1);
        if (slash >= 0 && slash < close) return undefined;
        found = { open: v, close };
        lastString = v;
        lastStringEnd = close;
        i = close;
      }
    }
  }
  return matches === 1 ? found : undefined;
}

/**
 * Whether every byte in [start, end) is printable ASCII: such a string (without quotes or
 * backslashes) is valid JSON as it is, and its bytes read as latin1 are exactly its value.
 */
function printableAscii(buf: Buffer, start: number, end: number): boolean {
  for (let i = start; i < end; i++) {
    const b = buf[i] as number;
    if (b < 0x20 || b > 0x7e) return false;
  }
  return true;
}

const rawFields = new WeakMap<Context, Buffer>();
const readBodies = new WeakMap<Context, Buffer>();

/**
 * Reads the JSON body's bytes (the checks of `jsonBody` first) and keeps them for
 * `jsonBodyKeepingField`, which then only decodes them. Placed before a concurrency gate, it
 * keeps a slow client's body out of the gate: a permit is held for the decoding and handling, not
 * for a transfer the client controls (two connections sending a byte every 5 s held
 * both permits of the application gate for two minutes).
 */
export function readJsonBodyFirst(limit: number): Middleware {
  return async (ctx, next) => {
    assertJsonRequest(ctx, limit);
    readBodies.set(ctx, await readBody(ctx.req, limit));
    await next();
  };
}

/** The bytes of the field `jsonBodyKeepingField` kept out of the parsed body, if it did. */
export function keptField(ctx: Context): Buffer | undefined {
  return rawFields.get(ctx);
}

/**
 * JSON body parsing (the same checks and errors as `jsonBody`) for a route whose body carries one
 * large string field, such as a résumé in base64: when that top-level string is at least
 * `minKeptBytes` long, has no escapes and only printable ASCII, its bytes are kept as a Buffer (see `keptField`) and the
 * parsed body gets `placeholder` in its place, so the large value never becomes a JavaScript string
 * (which would be copied again by the JSON parser). Any other body is parsed as a whole.
 */
export function jsonBodyKeepingField(
  limit: number,
  field: string,
  placeholder: string,
  minKeptBytes = 64 * 1024,
): Middleware {
  return async (ctx, next) => {
    let buf = readBodies.get(ctx);
    if (buf === undefined) {
      assertJsonRequest(ctx, limit);
      buf = await readBody(ctx.req, limit);
    }
    readBodies.delete(ctx);
    const at = buf.length >= minKeptBytes ? findTopLevelString(buf, field) : undefined;
    let text: string;
    if (
      at &&
      at.close - at.open - 1 >= minKeptBytes &&
      printableAscii(buf, at.open + 1, at.close)
    ) {
      rawFields.set(ctx, buf.subarray(at.open + 1, at.close));
      text =
        buf.toString('utf8', 0, at.open) +
        JSON.stringify(placeholder) +
        buf.toString('utf8', at.close + 1);
    } else {
      text = buf.toString('utf8');
    }
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      throw invalidJson();
    }
    if (typeof body !== 'object' || body === null) throw invalidJson();
    (ctx.request as { body?: unknown }).body = body;
    await next();
  };
}
