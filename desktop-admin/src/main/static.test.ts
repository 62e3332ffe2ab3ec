/**
 * The Electron checklist items that live in files rather than in behaviour: the fuses of
 * electron-builder.yml, and what the console's source must never do (weaken webPreferences, use
 * the remote module, open links past the one checked wrapper, register IPC past the sender
 * check, create a window without the checked webPreferences, load the preload as ESM).
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const DESKTOP = path.resolve(import.meta.dirname, '..', '..');
const REPO = path.resolve(DESKTOP, '..');
const SRC = path.join(DESKTOP, 'src');

/** The YAML parser electron-builder itself reads its configuration with (js-yaml, its dependency). */
function loadYaml(text: string): unknown {
  const fromBuilder = createRequire(createRequire(import.meta.url).resolve('app-builder-lib'));
  const yaml = fromBuilder('js-yaml') as { load(text: string): unknown };
  return yaml.load(text);
}

function sources(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sources(full);
    return /\.(ts|tsx|js|mjs|cjs|html)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)
      ? [full]
      : [];
  });
}

const FORBIDDEN: [RegExp, string][] = [
  [/nodeIntegration(InWorker|InSubFrames)?\s*:\s*true/, 'Node in the renderer'],
  [/contextIsolation\s*:\s*false/, 'no context isolation'],
  [/sandbox\s*:\s*false/, 'no sandbox'],
  [/webSecurity\s*:\s*false/, 'no web security'],
  [/allowRunningInsecureContent\s*:\s*true/, 'insecure content'],
  [/experimentalFeatures\s*:\s*true/, 'experimental features'],
  [/webviewTag\s*:\s*true/, '<webview>'],
  [/enableRemoteModule|@electron\/remote|\bremote\.require\b/, 'the remote module'],
  [/enableBlinkFeatures/, 'extra Blink features'],
  [/bypassCSP\s*:\s*true/, 'a scheme that bypasses the CSP'],
  [/no-sandbox|disable-web-security|appendSwitch\s*\(/, 'a weakening command-line switch'],
  [/ELECTRON_DISABLE_SECURITY_WARNINGS/, 'silenced security warnings'],
  [/ipcMain\s*\.\s*(on|once|handle|handleOnce)\s*\(/, 'IPC past registerIpcHandlers’ sender check'],
  [/\bnew\s+(BrowserView|WebContentsView)\b/, 'a view without the checked webPreferences'],
  [/setPermission(Request|Check)Handler\s*\(\s*null/, 'permission handlers removed'],
];

/** Every forbidden pattern in one source text: `name:line what`. */
function forbiddenIn(name: string, text: string): string[] {
  const found: string[] = [];
  text.split('\n').forEach((line, index) => {
    for (const [pattern, what] of FORBIDDEN) {
      if (pattern.test(line)) found.push(`${name}:${index + 1} ${what}: ${line.trim()}`);
    }
  });
  return found;
}

/** The code without its comments (block comments keep their line breaks, for line numbers). */
function withoutComments(text: string): string {
  return text
    .replace(/\/\*[\s\S]*?\*\//g, (comment) => comment.replace(/[^\n]/g, ' '))
    .replace(/(^|\s)\/\/.*$/gm, '$1');
}

const files = sources(SRC).map((file) => ({
  name: path.relative(DESKTOP, file).split(path.sep).join('/'),
  text: withoutComments(fs.readFileSync(file, 'utf8')),
}));

describe('electron-builder.yml', () => {
  const config = loadYaml(fs.readFileSync(path.join(REPO, 'electron-builder.yml'), 'utf8')) as {
    electronFuses?: Record<string, unknown>;
    asar?: unknown;
    files?: string[];
    directories?: { app?: string };
  };

  it('flips the fuses: no Node mode, no NODE_OPTIONS or --inspect, only the checked asar', () => {
    expect(config.electronFuses).toEqual({
      runAsNode: false,
      enableCookieEncryption: true,
      enableNodeOptionsEnvironmentVariable: false,
      enableNodeCliInspectArguments: false,
      enableEmbeddedAsarIntegrityValidation: true,
      onlyLoadAppFromAsar: true,
      grantFileProtocolExtraPrivileges: false,
    });
  });

  it('names only fuses electron-builder knows (a misspelt one would be ignored)', () => {
    const scheme = createRequire(createRequire(import.meta.url).resolve('app-builder-lib'))(
      'app-builder-lib/scheme.json',
    ) as { definitions: { FuseOptionsV1: { properties: Record<string, unknown> } } };
    const known = Object.keys(scheme.definitions.FuseOptionsV1.properties);
    expect(known).toContain('runAsNode');
    for (const key of Object.keys(config.electronFuses ?? {})) expect(known, key).toContain(key);
  });

  it('packs the app into an asar without source maps', () => {
    expect(config.asar).toBe(true);
    expect(config.directories?.app).toBe('desktop-admin');
    expect(config.files).toContain('!out/**/*.map');
  });
});

describe('the console’s source', () => {
  it('is scanned (the scan sees the main, preload and renderer code)', () => {
    const names = files.map((f) => f.name);
    expect(names).toEqual(
      expect.arrayContaining([
        'src/main/index.ts',
        'src/main/console.ts',
        'src/main/window.ts',
        'src/preload/index.ts',
        'src/renderer/index.html',
      ]),
    );
  });

  it('the scan finds what it forbids', () => {
    const bad = [
      'new BrowserWindow({ webPreferences: { nodeIntegration: true, contextIsolation: false,',
      '  sandbox: false, webSecurity: false, enableRemoteModule: true } });',
      "ipcMain.handle('x', () => 1);",
      "app.commandLine.appendSwitch('no-sandbox');",
    ].join('\n');
    expect(forbiddenIn('bad.ts', bad).map((f) => f.split(' ')[0])).toEqual([
      'bad.ts:1',
      'bad.ts:1',
      'bad.ts:2',
      'bad.ts:2',
      'bad.ts:2',
      'bad.ts:3',
      'bad.ts:4',
    ]);
  });

  it('never weakens webPreferences, uses the remote module or registers IPC unchecked', () => {
    const found = files.flatMap((f) => forbiddenIn(f.name, f.text));
    expect(found, found.join('\n')).toEqual([]);
  });

  it('calls shell.openExternal once, inside the allow-list wrapper', () => {
    const uses = files.flatMap((f) =>
      [...f.text.matchAll(/shell\s*\.\s*openExternal\b/g)].map(() => f.name),
    );
    expect(uses).toEqual(['src/main/console.ts']);
    const wiring = files.find((f) => f.name === 'src/main/console.ts')!.text;
    expect(wiring).toMatch(/createExternalOpener\(\s*\(url\)\s*=>\s*shell\.openExternal\(url\),/);
    // Nobody takes the function off `shell` to call it elsewhere.
    for (const f of files) {
      expect(f.text, f.name).not.toMatch(/\{\s*[^}]*\bopenExternal\b[^}]*\}\s*=\s*shell\b/);
      expect(f.text, f.name).not.toMatch(/=\s*shell\s*\.\s*openExternal\b(?!\()/);
    }
  });

  it('creates windows only in window.ts (with the checked webPreferences)', () => {
    const creators = files.filter((f) => /\bnew\s+BrowserWindow\s*\(/.test(f.text));
    expect(creators.map((f) => f.name)).toEqual(['src/main/window.ts']);
  });

  it('builds the sandboxed preload as one CommonJS file, where the main process loads it', () => {
    const config = fs.readFileSync(path.join(DESKTOP, 'electron.vite.config.ts'), 'utf8');
    const preload = config.slice(config.indexOf('preload:'), config.indexOf('renderer:'));
    expect(preload).toMatch(/format:\s*'cjs'/);
    expect(preload).toMatch(/entryFileNames:\s*'\[name\]\.cjs'/);
    const index = files.find((f) => f.name === 'src/main/index.ts')!.text;
    expect(index).toMatch(/path\.join\(here, '\.\.\/preload\/index\.cjs'\)/);
  });

  it('exposes one bridge object from the preload, never ipcRenderer itself', () => {
    const preload = files.find((f) => f.name === 'src/preload/index.ts')!.text;
    expect([...preload.matchAll(/exposeInMainWorld\(/g)]).toHaveLength(1);
    expect(preload).toMatch(/exposeInMainWorld\('desktop', desktop\)/);
    // ipcRenderer is only called (invoke, and on/removeListener of the command channel, whose
    // listener drops the event), never passed on or spread.
    const uses = [...preload.matchAll(/\bipcRenderer\b(.{0,20})/g)].map((m) => m[1]);
    expect(uses.length).toBeGreaterThan(1);
    expect(uses[0]).toMatch(/^ \} from 'electron'/);
    for (const use of uses.slice(1)) expect(use).toMatch(/^\.(invoke|on|removeListener)\(/);
  });
});
