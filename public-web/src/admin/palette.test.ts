import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DARK_SURFACES } from './palette';

/** The site's dark-theme variables, read from its stylesheet. */
function siteDarkVariables(): Record<string, string> {
  const css = fs.readFileSync(path.join(__dirname, '../styles/global.css'), 'utf8');
  const block = /:root\.dark\s*\{([^}]*)\}/.exec(css)?.[1] ?? '';
  return Object.fromEntries(
    [...block.matchAll(/--([\w-]+):\s*([^;]+);/g)].map((m) => [m[1]!, m[2]!.trim()]),
  );
}

describe("the admin's dark palette", () => {
  it("is the site's: page, surfaces, border and text", () => {
    const site = siteDarkVariables();
    expect(DARK_SURFACES.bg).toBe(site.bg);
    expect(DARK_SURFACES.surface).toBe(site.surface);
    expect(DARK_SURFACES.raised).toBe(site['surface-raised']);
    expect(DARK_SURFACES.border).toBe(site.border);
    expect(DARK_SURFACES.text).toBe(site.text);
  });
});
