import fs from 'node:fs';
import path from 'node:path';
import type { Context } from 'koa';

/**
 * The file of the built site that a URL path names, or undefined when the path breaks a rule: not
 * valid percent-encoding, a NUL, a segment starting with a dot (hidden files such as
 * `.vite/manifest.json`, and `..`), or outside the folder once resolved. The ONE set of path
 * rules for every way a built file is answered (whole, or by byte range;).
 */
export function builtFilePath(rootDir: string, urlPath: string): string | undefined {
  let relative: string;
  try {
    relative = decodeURIComponent(urlPath);
  } catch {
    return undefined;
  }
  if (relative.includes('\0')) return undefined;
  if (relative.split(/[/\\]/).some((segment) => segment.startsWith('.'))) return undefined;
  const root = path.resolve(rootDir);
  const file = path.resolve(root, `.${relative}`);
  if (!file.startsWith(root + path.sep)) return undefined;
  const inside = file.slice(root.length + 1);
  if (inside.split(path.sep).some((segment) => segment.startsWith('.'))) return undefined;
  return file;
}

/**
 * Answers a single-range request (`Range: bytes=a-b`) for a file of the built site with 206 and
 * the slice — Safari and iOS will not play an mp4 without it. Returns false when the request is
 * not one to handle here (no Range header, a path {@link builtFilePath} refuses, not a file).
 */
export async function serveRange(ctx: Context, rootDir: string): Promise<boolean> {
  const header = ctx.get('range');
  if (!header) return false;
  const file = builtFilePath(rootDir, ctx.path);
  if (file === undefined) return false;
  const stat = await fs.promises.stat(file).catch(() => undefined);
  if (!stat?.isFile()) return false;

  const size = stat.size;
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  let start = match?.[1] ? Number(match[1]) : NaN;
  let end = match?.[2] ? Number(match[2]) : NaN;
  if (match && !match[1] && match[2]) {
    // A suffix range: the last N bytes.
    start = Math.max(0, size - Number(match[2]));
    end = size - 1;
  } else if (match && match[1] && !match[2]) {
    end = size - 1;
  }
  if (!match || !Number.isFinite(start) || !Number.isFinite(end) || start > end || start >= size) {
    ctx.status = 416;
    ctx.set('Content-Range', `bytes */${size}`);
    ctx.body = '';
    return true;
  }
  end = Math.min(end, size - 1);
  ctx.status = 206;
  ctx.type = path.extname(file);
  ctx.set('Accept-Ranges', 'bytes');
  ctx.set('Content-Range', `bytes ${start}-${end}/${size}`);
  ctx.set('Cache-Control', 'no-cache');
  ctx.length = end - start + 1;
  ctx.body = ctx.method === 'HEAD' ? null : fs.createReadStream(file, { start, end });
  return true;
}
