/**
 * The built site as the server uses it: the page template (index.html), Vite's manifest and the
 * server render, held in memory as one snapshot. A watcher loads a rebuilt site in full before
 * swapping it in, so pages are served from the old snapshot while the files are rewritten (never
 * a 500 during a rebuild), and the rendered pages kept by the read model are dropped on a swap.
 */
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { RenderFn } from '@vb/shared/render';
import type { Logger } from '../logger';
import type { Manifest } from './boot';

export interface SiteBuild {
  /** index.html, with the empty root element the server render fills. */
  template: string;
  /** Vite's build manifest ({} when there is none: pages then get no preloads). */
  manifest: Manifest;
  /**
   * public-web's server render, when built (else pages are the plain shell); loaded beside the
   * rest, so the server starts listening without waiting for it (pages wait).
   */
  render: Promise<RenderFn | undefined>;
}

/** The element a usable template has: a file caught half-written does not. */
const ROOT_ELEMENT = '<div id="root"></div>';

/** Size and modification time of each file of a build: a change means a rebuild. */
function signature(files: readonly string[]): string {
  return files
    .map((file) => {
      try {
        const stat = fs.statSync(file);
        return `${stat.size}@${stat.mtimeMs}`;
      } catch {
        return '-';
      }
    })
    .join(' ');
}

export class BuildWatcher {
  private build: SiteBuild | undefined;
  private loadedSignature = '';
  private timer: NodeJS.Timeout | undefined;
  private checking: Promise<void> | undefined;
  private readonly files: { template: string; manifest: string; render: string };

  constructor(
    distDir: string,
    private readonly logger: Logger,
    /** Called after a new build is swapped in. */
    private readonly onSwap: () => void,
    private readonly intervalMs = 1000,
  ) {
    this.files = {
      template: path.join(distDir, 'index.html'),
      manifest: path.join(distDir, '.vite', 'manifest.json'),
      render: path.join(path.dirname(distDir), 'dist-server', 'entry-server.js'),
    };
  }

  /** The snapshot pages are served from (undefined: the site is not built). */
  current(): SiteBuild | undefined {
    return this.build;
  }

  /** Loads the build now, then checks for a rebuild every `intervalMs`. */
  async start(): Promise<void> {
    await this.check();
    this.timer = setInterval(() => void this.check(), this.intervalMs);
    this.timer.unref();
  }

  close(): void {
    clearInterval(this.timer);
  }

  /** Loads the files again when they changed; a build that cannot be loaded leaves the old one. */
  check(): Promise<void> {
    this.checking ??= this.reload().finally(() => {
      this.checking = undefined;
    });
    return this.checking;
  }

  private async reload(): Promise<void> {
    const files = [this.files.template, this.files.manifest, this.files.render];
    const before = signature(files);
    if (before === this.loadedSignature) return;
    const template = await fs.promises.readFile(this.files.template, 'utf8').catch(() => undefined);
    // Missing or half-written (a rebuild in progress): keep serving the snapshot we have.
    if (template === undefined || !template.includes(ROOT_ELEMENT)) return;
    const manifest = await this.readManifest();
    // Files that changed while they were read are read again at the next check.
    if (signature(files) !== before) return;
    this.build = { template, manifest, render: this.loadRender() };
    this.loadedSignature = before;
    this.onSwap();
  }

  private async readManifest(): Promise<Manifest> {
    try {
      return JSON.parse(await fs.promises.readFile(this.files.manifest, 'utf8')) as Manifest;
    } catch {
      return {};
    }
  }

  private async loadRender(): Promise<RenderFn | undefined> {
    let mtimeMs: number;
    try {
      mtimeMs = fs.statSync(this.files.render).mtimeMs;
    } catch {
      return undefined;
    }
    try {
      // A rebuilt file is a new module URL (Node keeps every module it has loaded by URL).
      const module = (await import(`${pathToFileURL(this.files.render).href}?v=${mtimeMs}`)) as {
        render?: RenderFn;
      };
      return typeof module.render === 'function' ? module.render : undefined;
    } catch (error) {
      this.logger.error('server render could not be loaded', { error });
      return undefined;
    }
  }
}
