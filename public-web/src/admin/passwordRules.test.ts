import { describe, expect, it } from 'vitest';
import { ApiError, NetworkError } from '../app/http';
import { passwordFailureText } from './passwordRules';

/** A translation that shows the key and its values, so the test reads which text was chosen. */
const t = ((key: string, values?: object) =>
  values ? `${key} ${JSON.stringify(values)}` : key) as unknown as Parameters<
  typeof passwordFailureText
>[0];

describe('what a refused new password says', () => {
  it('says how many minutes to wait after too many tries, rounded up', () => {
    const limited = new ApiError(429, 'slow down', 'too_many_requests', [], 90);
    expect(passwordFailureText(t, limited)).toBe('admin.login.tooManyAttempts {"minutes":2}');
  });

  it('gives an API error its code’s text, and names a network failure or an unknown one', () => {
    expect(passwordFailureText(t, new ApiError(400, 'bad', 'validation_failed'))).toBe(
      'error.validation_failed',
    );
    expect(passwordFailureText(t, new NetworkError())).toBe('error.network');
    expect(passwordFailureText(t, new ApiError(500, 'down'))).toBe('error.unknown');
    expect(passwordFailureText(t, new Error('thrown'))).toBe('error.unknown');
  });
});
