/**
 * Secrets in the built bundles (battery 9, the half the secrets.*.test.ts parts cannot do): what the browser
 * and the desktop console receive, public-web/dist and desktop-admin/out, holds no OpenAI key and no
 * admin password. Vitest project `bundles` (`npm run test:bundles`), which `npm test` runs right
 * after test:e2e's build. Here an unbuilt bundle fails: it is not a reason to skip.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..', '..');
const bundles = [path.join(root, 'public-web', 'dist'), path.join(root, 'desktop-admin', 'out')];
/** The secrets of the environment the tests (and, run together, the build) see. */
const secrets = Object.entries({
  OPENAI_API_KEY: process.env.OPENAI_API_KEY,
  ADMIN_PASSWORD: process.env.ADMIN_PASSWORD,
}).filter((entry): entry is [string, string] => (entry[1] ?? '').length >= 8);

function files(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? files(full) : [full];
  });
}

describe('built bundles', () => {
  for (const dir of bundles) {
    const name = path.relative(root, dir);
    it(`${name} holds no API key or admin password`, () => {
      expect(
        fs.existsSync(dir),
        `${name} is not built: run "npm run build -w public-web -w desktop-admin" first`,
      ).toBe(true);
      const texts = files(dir).filter((f) => /\.(js|mjs|cjs|map|html|css|json|txt)$/.test(f));
      expect(texts.length).toBeGreaterThan(0);
      for (const file of texts) {
        const text = fs.readFileSync(file, 'utf8');
        for (const [variable, value] of secrets) {
          expect(text.includes(value), `${variable}'s value in ${file}`).toBe(false);
        }
        // Nothing shaped like an OpenAI secret key, and no server variable read at build time.
        expect(text, file).not.toMatch(/\bsk-(proj-)?[A-Za-z0-9_-]{20,}/);
        expect(text, file).not.toMatch(/\b(OPENAI_API_KEY|ADMIN_PASSWORD)\s*[:=]/);
      }
    });
  }
  // Says whether the value check above had values to look for (patterns are checked in any case).
  // eslint-disable-next-line no-console -- a note in the test output, not an assertion
  console.info(
    `bundle scan: ${secrets.length ? secrets.map(([k]) => k).join(', ') : 'no OPENAI_API_KEY/ADMIN_PASSWORD in this environment; patterns only'}`,
  );
});
