import type { MessageKey } from '@vb/shared/i18n';
import type { ServerCheck } from '../shared/bridge';
import { DEFAULT_SERVER_URL } from '../shared/constants';

/** The catalog message that explains a refused server address. */
export function serverProblemMessage(check: Extract<ServerCheck, { ok: false }>): {
  key: MessageKey;
  values: Record<string, string>;
} {
  switch (check.problem) {
    case 'invalid':
      return { key: 'desktop.server.invalid', values: { url: DEFAULT_SERVER_URL } };
    case 'insecure':
      return { key: 'desktop.server.insecure', values: { url: check.url } };
    case 'not-api':
      return { key: 'desktop.server.notApi', values: { url: check.url } };
    case 'redirected':
      return {
        key: 'desktop.server.redirected',
        values: { url: check.url, location: check.location ?? '' },
      };
    case 'console-outdated':
      return { key: 'desktop.server.consoleOutdated', values: { url: check.url } };
    case 'server-outdated':
      return { key: 'desktop.server.serverOutdated', values: { url: check.url } };
    case 'unreachable':
    default:
      return { key: 'desktop.server.unreachable', values: { url: check.url } };
  }
}
