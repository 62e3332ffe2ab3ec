import { invalid } from '../domain/errors';

/** Strips an optional `data:…;base64,` prefix and whitespace, and checks the alphabet. */
export function cleanBase64(input: string, field: string): string {
  const comma = input.startsWith('data:') ? input.indexOf(',') : -1;
  const body = (comma >= 0 ? input.slice(comma + 1) : input).replace(/\s+/g, '');
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(body) || body.length % 4 === 1) {
    throw invalid('validation_failed', `${field} is not valid base64`, [
      { path: field, message: 'Not valid base64' },
    ]);
  }
  return body;
}

/** How many bytes a clean base64 string decodes to, computed without decoding it. */
export function decodedLength(clean: string): number {
  const padding = clean.endsWith('==') ? 2 : clean.endsWith('=') ? 1 : 0;
  return Math.floor((clean.length * 3) / 4) - padding;
}

const BASE64_BYTE = new Uint8Array(256);
for (const c of 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/') {
  BASE64_BYTE[c.charCodeAt(0)] = 1;
}
const EQUALS = 0x3d;

/**
 * The base64 payload of text given as bytes (ASCII), after an optional short `data:…,` prefix,
 * when it is clean: only the base64 alphabet, at most two `=` at the end, a possible length.
 * Anything else (whitespace included) answers undefined, for the string path to judge.
 */
export function cleanBase64Bytes(text: Buffer): Buffer | undefined {
  let body = text;
  if (text.subarray(0, 5).toString('latin1') === 'data:') {
    const comma = text.indexOf(0x2c);
    if (comma < 0 || comma > 200) return undefined;
    body = text.subarray(comma + 1);
  }
  let end = body.length;
  if (body[end - 1] === EQUALS) end--;
  if (body[end - 1] === EQUALS) end--;
  for (let i = 0; i < end; i++) if (BASE64_BYTE[body[i] as number] !== 1) return undefined;
  if (body.length % 4 === 1) return undefined;
  return body;
}

/** How many bytes clean base64 bytes decode to. */
export function decodedLengthOfBytes(clean: Buffer): number {
  const n = clean.length;
  const padding = clean[n - 1] === EQUALS ? (clean[n - 2] === EQUALS ? 2 : 1) : 0;
  return Math.floor((n * 3) / 4) - padding;
}

/** Decodes clean base64 bytes piece by piece, without ever holding the whole text as a string. */
export function decodeBase64Bytes(clean: Buffer): Buffer {
  const out = Buffer.allocUnsafe(decodedLengthOfBytes(clean));
  const step = 4 * 16 * 1024;
  let written = 0;
  for (let at = 0; at < clean.length; at += step) {
    const piece = clean.toString('latin1', at, Math.min(clean.length, at + step));
    written += out.write(piece, written, 'base64');
  }
  return written === out.length ? out : out.subarray(0, written);
}
