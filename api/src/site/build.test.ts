import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createLogger } from '../logger';
import { BuildWatcher } from './build';

const template = (build: string) =>
  `<!doctype html><html><head><meta name="build" content="${build}"></head><body><div id="root"></div></body></html>`;

describe('the build watcher', () => {
  let root: string;
  let dist: string;
  beforeEach(() => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'vb-build-'));
    dist = path.join(root, 'dist');
    fs.mkdirSync(path.join(dist, '.vite'), { recursive: true });
    fs.writeFileSync(path.join(dist, 'index.html'), template('one'));
    fs.writeFileSync(path.join(dist, '.vite', 'manifest.json'), '{}');
  });
  afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

  // Each check is called here, not waited for: the running server makes one every second.
  it('keeps the build it has while the files are rewritten, and swaps in the complete one', async () => {
    const swapped = vi.fn();
    const watcher = new BuildWatcher(dist, createLogger('silent'), swapped);
    await watcher.check();
    expect(watcher.current()?.template).toContain('content="one"');
    expect(swapped).toHaveBeenCalledTimes(1);

    // What Vite does: the output folder emptied, then the files written one after another.
    fs.rmSync(path.join(dist, 'index.html'));
    await watcher.check();
    expect(watcher.current()?.template).toContain('content="one"');
    fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><html><head><title>');
    await watcher.check();
    expect(watcher.current()?.template).toContain('content="one"');
    expect(swapped).toHaveBeenCalledTimes(1);

    fs.writeFileSync(path.join(dist, 'index.html'), template('two'));
    await watcher.check();
    expect(watcher.current()?.template).toContain('content="two"');
    expect(swapped).toHaveBeenCalledTimes(2);
    // Nothing changed since: no second swap (the pages kept by the read model stay).
    await watcher.check();
    expect(swapped).toHaveBeenCalledTimes(2);
    watcher.close();
  });

  it('has no build when the site was never built', async () => {
    fs.rmSync(path.join(dist, 'index.html'));
    const watcher = new BuildWatcher(dist, createLogger('silent'), () => {});
    await watcher.check();
    expect(watcher.current()).toBeUndefined();
  });
});
