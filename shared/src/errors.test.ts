import { describe, expect, it } from 'vitest';
import { ERROR_CODES, isApiErrorBody, isErrorCode } from './errors';

describe('the API error body', () => {
  it('is one of this API’s codes with a message', () => {
    for (const code of ERROR_CODES) {
      expect(isErrorCode(code)).toBe(true);
      expect(isApiErrorBody({ code, message: 'text' })).toBe(true);
    }
  });

  it('is not another server’s error (an unknown code, a missing message, not an object)', () => {
    for (const value of [
      { code: 'INTERNAL', message: 'upstream broke' },
      { code: 'toString', message: 'x' },
      { code: 'not_found' },
      { code: 404, message: 'Not Found' },
      '<html>502 Bad Gateway</html>',
      null,
    ]) {
      expect(isApiErrorBody(value), JSON.stringify(value)).toBe(false);
    }
  });
});
