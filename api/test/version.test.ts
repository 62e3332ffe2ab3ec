/**
 * The versions the desktop console compares (GET /api/version, public and briefly
 * cacheable) and the refusal of an older console's contract on the staff API.
 */
import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_CONTRACT, CONSOLE_CONTRACT_HEADER } from '@vb/shared/constants';
import { type TestFetch, type TestServer, startTestServer } from './helpers';

const apiPackage = JSON.parse(
  fs.readFileSync(new URL('../package.json', import.meta.url), 'utf8'),
) as { version: string };

let server: TestServer;
let admin: TestFetch;

beforeAll(async () => {
  server = await startTestServer();
  admin = await server.signIn();
});
afterAll(() => server.close());

describe('GET /api/version', () => {
  it('answers the server release and the contract to anyone, cacheable for a minute', async () => {
    const res = await server.api('/api/version');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('public, max-age=60');
    expect(await res.json()).toEqual({
      server: apiPackage.version,
      contract: API_CONTRACT.version,
      minConsole: API_CONTRACT.minConsole,
    });
  });
});

describe('the console contract header on /api/admin/*', () => {
  const withContract = (contract: string) => ({ headers: { [CONSOLE_CONTRACT_HEADER]: contract } });

  it('refuses a console older than minConsole with console_outdated, before the session', async () => {
    const older = String(API_CONTRACT.minConsole - 1);
    for (const fetchAs of [admin, server.api]) {
      const res = await fetchAs('/api/admin/overview', withContract(older));
      expect(res.status).toBe(400);
      const body = await res.json();
      expect(body.code).toBe('console_outdated');
      expect(body.message).toContain(`at least ${API_CONTRACT.minConsole}`);
    }
  });

  it('serves the current contract, a newer one and requests without the header', async () => {
    for (const init of [
      withContract(String(API_CONTRACT.version)),
      withContract(String(API_CONTRACT.version + 1)),
      {},
    ]) {
      expect((await admin('/api/admin/overview', init)).status).toBe(200);
    }
  });

  it('leaves the public API alone whatever the header says', async () => {
    const res = await server.api('/api/version', withContract('0'));
    expect(res.status).toBe(200);
  });
});
