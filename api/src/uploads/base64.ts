import { HttpError } from '../http/errors';

/** Strips an optional `data:…;base64,` prefix and whitespace, and checks the alphabet. */
export function cleanBase64(input: string, field: string): string {
  const comma = input.startsWith('data:') ? input.indexOf(',') : -1;
  const body = (comma >= 0 ? input.slice(comma + 1) : input).replace(/\s+/g, '');
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(body) || body.length % 4 === 1) {
    throw new HttpError(400, 'validation_failed', `${field} is not valid base64`, [
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
