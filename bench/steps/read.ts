/** The public reads and pages, and the contact form, each beside a bare server answering the same. */
import fs from 'node:fs';
import path from 'node:path';
import { CONNECTIONS, DURATION, cpuMs, get, log, round, stop } from '../kit';
import type { BenchFigure } from '../report';
import { type Server, autocannon, startBare } from '../server';

interface ReadOptions {
  /** The throughput bar as a fraction of the bare server's (no bars when absent). */
  minRatio?: number;
  /** Request headers, as a browser would send them (e.g. accept-encoding, the language cookie). */
  headers?: Record<string, string>;
  /** The figure's name (default: GET <path>). */
  label?: string;
}

/**
 * Measures a public read or page against a bare node:http server serving the very bytes (and
 * encoding) it answers to the same request.
 */
export async function measureRead(
  server: Server,
  pathname: string,
  section: string,
  { minRatio, headers = {}, label = `GET ${pathname}` }: ReadOptions = {},
): Promise<BenchFigure[]> {
  const bars = minRatio !== undefined;
  const sample = await get(`${server.origin}${pathname}`, headers);
  if (sample.status !== 200) throw new Error(`${pathname} answered ${sample.status}`);
  const encoding = sample.headers['content-encoding'];
  const bare = await startBare(
    sample.body,
    String(sample.headers['content-type']),
    200,
    typeof encoding === 'string' ? encoding : undefined,
  );
  const sent = Object.entries(headers).map(([k, v]) => `${k}: ${v}`);
  try {
    await autocannon(`${bare.origin}${pathname}`, { seconds: 2, headers: sent });
    const bareCpu0 = cpuMs(bare.child.pid as number);
    const base = await autocannon(`${bare.origin}${pathname}`, { headers: sent });
    const bareCpu = (cpuMs(bare.child.pid as number) - bareCpu0) / base.total;
    await autocannon(`${server.origin}${pathname}`, { seconds: 2, headers: sent });
    const cpu0 = cpuMs(server.child.pid as number);
    const real = await autocannon(`${server.origin}${pathname}`, { headers: sent });
    const cpu = (cpuMs(server.child.pid as number) - cpu0) / real.total;
    log(
      `${label}: ${round(real.rps, 0)} req/s p99 ${real.p99} ms; bare ${round(base.rps, 0)} req/s p99 ${base.p99} ms`,
    );
    const ratio = real.rps / base.rps;
    const note = `${sample.body.length} bytes${encoding ? ` (${String(encoding)})` : ''}; ${CONNECTIONS} connections, ${DURATION} s; ${real.total} requests, ${real.non2xx} non-2xx, ${real.errors} errors (bare: ${base.total} requests, ${base.non2xx} non-2xx, ${base.errors} errors); ETag ${sample.headers.etag ? 'yes' : 'no'}, Cache-Control: ${sample.headers['cache-control'] ?? '—'}`;
    return [
      {
        section,
        name: `${label} throughput`,
        value: round(real.rps, 0),
        unit: 'req/s',
        baseline: { name: 'bare node:http, same bytes', value: round(base.rps, 0) },
        ratio: round(ratio, 3),
        ...(bars
          ? { bar: `≥ ${minRatio}× bare`, holds: ratio >= minRatio && real.non2xx === 0 }
          : {}),
        note,
      },
      {
        section,
        name: `${label} server CPU per request`,
        value: round(cpu * 1000, 0),
        unit: 'µs',
        baseline: { name: 'bare node:http', value: round(bareCpu * 1000, 0) },
        ratio: round(bareCpu / cpu, 3),
        note: 'user + system CPU time of the server process over the run, divided by the requests answered: a figure that other load on the machine disturbs less than throughput (ratio: bare cost ÷ server cost)',
      },
      {
        section,
        name: `${label} p99 latency`,
        value: real.p99,
        unit: 'ms',
        baseline: { name: 'bare node:http p99', value: base.p99 },
        ...(bars ? { bar: '< 25 ms', holds: real.p99 < 25 } : {}),
        note: `p50 ${real.p50} ms (bare ${base.p50} ms)`,
      },
    ];
  } finally {
    await stop(bare.child);
  }
}

/**
 * The server-rendered pages as a browser asks for them (brotli accepted; English at its /en
 * address, with the language cookie a visitor who chose it carries): the home page and an
 * article, in both languages.
 */
export async function measurePages(server: Server): Promise<BenchFigure[]> {
  const section = 'Site: page HTML (server-rendered, as browsers ask: br, language cookie)';
  const news = JSON.parse((await get(`${server.origin}/api/news?limit=1`)).body.toString()) as {
    articles: { slug: string }[];
  };
  const slug = news.articles[0]?.slug;
  if (!slug) throw new Error('no published article to measure');
  const article = `/news/${encodeURIComponent(slug)}`;
  const browser = { 'accept-encoding': 'gzip, deflate, br, zstd', 'user-agent': 'Mozilla/5.0' };
  const english = { ...browser, cookie: 'vb-language=en' };
  const englishArticle = `/en${article}`;
  const figures: BenchFigure[] = [];
  for (const [pathname, headers, label] of [
    ['/', browser, 'GET / (Arabic)'],
    ['/en', english, 'GET /en (English)'],
    [article, browser, 'GET an article (Arabic)'],
    [englishArticle, english, 'GET an article (English)'],
  ] as const) {
    figures.push(
      ...(await measureRead(server, pathname, section, { minRatio: 0.5, headers, label })),
    );
  }
  return figures;
}

export async function measureContact(server: Server): Promise<BenchFigure[]> {
  const section = 'API: contact form (SQLite WAL + synchronous=FULL)';
  const body = JSON.stringify({
    name: 'Bench Visitor',
    email: 'bench@example.com',
    phone: '+966 50 123 4567',
    subject: 'A benchmark message',
    message: 'Hello, this is a message of ordinary length sent by the benchmark.',
  });
  const headers = ['content-type=application/json'];
  const one = await fetch(`${server.origin}/api/contact`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body,
  });
  if (one.status !== 201) throw new Error(`POST /api/contact answered ${one.status}`);
  const answer = Buffer.from(await one.arrayBuffer());
  const bare = await startBare(answer, 'application/json; charset=utf-8', 201);
  try {
    const base = await autocannon(`${bare.origin}/api/contact`, { method: 'POST', body, headers });
    await autocannon(`${server.origin}/api/contact`, { method: 'POST', body, headers, seconds: 2 });
    const cpu0 = cpuMs(server.child.pid as number);
    const real = await autocannon(`${server.origin}/api/contact`, {
      method: 'POST',
      body,
      headers,
    });
    const cpu = (cpuMs(server.child.pid as number) - cpu0) / real.total;
    log(`POST /api/contact: ${round(real.rps, 0)} req/s p99 ${real.p99} ms`);
    const journal = fs.existsSync(path.join(server.dataDir, 'site.db-wal'))
      ? 'WAL file present'
      : 'no WAL file';
    return [
      {
        section,
        name: 'POST /api/contact throughput',
        value: round(real.rps, 0),
        unit: 'req/s',
        baseline: { name: 'bare node:http answering the same 201', value: round(base.rps, 0) },
        ratio: round(real.rps / base.rps, 3),
        bar: '≥ 500 req/s',
        holds: real.rps >= 500 && real.non2xx === 0,
        note: `${CONNECTIONS} connections, ${DURATION} s; ${real.total} requests, ${real.non2xx} non-2xx, ${real.errors} errors (bare: ${base.total} requests, ${base.non2xx} non-2xx, ${base.errors} errors); ${journal}`,
      },
      {
        section,
        name: 'POST /api/contact server CPU per request',
        value: round(cpu * 1000, 0),
        unit: 'µs',
        note: 'user + system CPU time of the server process over the run ÷ requests answered; with the machine busy, throughput is bounded by the CPU share the server gets',
      },
      {
        section,
        name: 'POST /api/contact p99 latency',
        value: real.p99,
        unit: 'ms',
        baseline: { name: 'bare node:http p99', value: base.p99 },
        note: `p50 ${real.p50} ms`,
      },
    ];
  } finally {
    await stop(bare.child);
  }
}
