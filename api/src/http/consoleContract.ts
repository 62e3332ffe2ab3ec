import type { Middleware } from 'koa';
import { API_CONTRACT, CONSOLE_CONTRACT_HEADER } from '@vb/shared/constants';
import { HttpError } from './errors';

/**
 * A desktop console sends the staff API contract it was built with
 * (`X-Console-Contract`); one older than this server still serves is refused on /api/admin/*
 * with 400 `console_outdated` before anything else runs, instead of failing later on an answer
 * it cannot read. Requests without the header (the web admin, scripts) are not concerned; a
 * header that is not a whole number is ignored as well (it names no contract).
 */
export function consoleContractCheck(isAdminPath: (path: string) => boolean): Middleware {
  return async (ctx, next) => {
    const sent = ctx.get(CONSOLE_CONTRACT_HEADER);
    if (sent && /^\d{1,6}$/.test(sent) && isAdminPath(ctx.path)) {
      const contract = Number(sent);
      if (contract < API_CONTRACT.minConsole) {
        throw new HttpError(
          400,
          'console_outdated',
          `This console speaks contract ${contract}; the server needs at least ${API_CONTRACT.minConsole}`,
        );
      }
    }
    await next();
  };
}
