/**
 * Nothing an upload carries is ever decompressed (battery 6): a 1 GiB zip bomb named .docx is
 * answered quickly from its zip directory alone, a compressed request body is refused with 415,
 * and no decompressor is imported anywhere in the upload path.
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deflatedZeros, makePdf, makeZip, makeZipBombDocx } from './fixtures/documents';
import type { TestFetch, TestServer } from './helpers';
import { MIME, person, startUploadsServer, uploadRequests } from './uploadsKit';

const API_SRC = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../src');

let server: TestServer;
let admin: TestFetch;
beforeAll(async () => ({ server, admin } = await startUploadsServer()));
afterAll(() => server?.close());

const { apply, rowCount, expectDownload } = uploadRequests(() => ({ server, admin }));

describe('nothing is ever decompressed', () => {
  it('answers a 1 GiB zip bomb named .docx quickly, without inflating it', async () => {
    const bomb = makeZipBombDocx(1024);
    const rssBefore = process.memoryUsage().rss;
    const started = performance.now();
    const res = await apply('bomb.docx', bomb);
    const elapsed = performance.now() - started;
    const grown = process.memoryUsage().rss - rssBefore;
    // Recognised from its zip directory alone (it has the part names of a Word document).
    expect(res.status, await res.clone().text()).toBe(201);
    // Inflating would take 1 GiB and seconds; reading the directory takes neither.
    expect(grown).toBeLessThan(200 * 1024 * 1024);
    expect(elapsed).toBeLessThan(10_000);
    const { id } = (await res.json()) as { id: number };
    await expectDownload(id, bomb, MIME['.docx'], 'bomb.docx');
  });

  it('refuses a compressed request body (a gzip bomb) with 415, without inflating it', async () => {
    const zeros = deflatedZeros(1024);
    const trailer = Buffer.alloc(8);
    trailer.writeUInt32LE(zeros.crc, 0);
    trailer.writeUInt32LE(zeros.size >>> 0, 4);
    const gzipBomb = Buffer.concat([
      Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 0xff]),
      zeros.bytes,
      trailer,
    ]);
    const before = await rowCount('job_applications');
    const rssBefore = process.memoryUsage().rss;
    for (const encoding of ['gzip', 'deflate', 'br', 'GZIP']) {
      const res = await server.api('/api/careers/apply', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'content-encoding': encoding },
        body: gzipBomb,
      });
      expect(res.status, encoding).toBe(415);
      expect(((await res.json()) as { code: string }).code).toBe('unsupported_media_type');
    }
    // A well-formed, genuinely gzipped application is refused the same way.
    const honest = zlib.gzipSync(
      JSON.stringify({
        ...person,
        resumeFilename: 'cv.pdf',
        resumeData: makePdf('gz').toString('base64'),
      }),
    );
    const res = await server.api('/api/contact', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'content-encoding': 'gzip' },
      body: honest,
    });
    expect(res.status).toBe(415);
    expect(process.memoryUsage().rss - rssBefore).toBeLessThan(200 * 1024 * 1024);
    expect(await rowCount('job_applications')).toBe(before);
  });

  it('never imports a decompressor in the upload path (static check)', () => {
    const files = [
      ...fs.readdirSync(path.join(API_SRC, 'uploads')).map((f) => path.join('uploads', f)),
      ...fs
        .readdirSync(path.join(API_SRC, 'routes/submissions'))
        .map((f) => path.join('routes/submissions', f)),
      'http/body.ts',
    ].filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'));
    expect(files.length).toBeGreaterThanOrEqual(8);
    const forbidden =
      /\b(?:from|import|require)\s*\(?\s*['"](?:node:)?(?:zlib|adm-zip|yauzl|unzipper|jszip|fflate|pako|decompress|node-stream-zip|mammoth|pdf-parse|pdfjs-dist|word-extractor|cfb|inflation)['"]/;
    for (const file of files) {
      // The code only: comments may well say "never inflated".
      const source = fs
        .readFileSync(path.join(API_SRC, file), 'utf8')
        .replace(/\/\*[\s\S]*?\*\//g, '')
        .replace(/^\s*\/\/.*$/gm, '');
      expect(source, file).not.toMatch(forbidden);
      expect(source, file).not.toMatch(/\b(?:inflate|gunzip|unzip|brotliDecompress)\w*\s*\(/i);
      expect(source, file).not.toMatch(/\bimport\s*\(/); // no dynamic imports either
    }
    const pkg = JSON.parse(fs.readFileSync(path.join(API_SRC, '../package.json'), 'utf8')) as {
      dependencies: Record<string, string>;
    };
    for (const dep of ['adm-zip', 'yauzl', 'unzipper', 'jszip', 'fflate', 'pako', 'mammoth']) {
      expect(Object.keys(pkg.dependencies)).not.toContain(dep);
    }
  });

  it('refuses, as fast, a bomb that lacks the Word parts', async () => {
    const bareBomb = makeZip([{ name: 'zeros.bin', data: '', deflated: deflatedZeros(256) }]);
    const started = performance.now();
    const res = await apply('bomb.docx', bareBomb);
    expect(res.status).toBe(400);
    expect(((await res.json()) as { code: string }).code).toBe('resume_invalid_type');
    expect(performance.now() - started).toBeLessThan(10_000);
  });
});
