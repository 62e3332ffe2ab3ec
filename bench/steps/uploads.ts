/** Job applications with a résumé each, arriving at once: the server's memory. */
import http from 'node:http';
import { RESUME } from '@vb/shared/constants';
import { log, procStatus, round, sleep } from '../kit';
import type { BenchFigure } from '../report';
import type { Server } from '../server';

const UPLOADS = 10;

/* ------------------------------------------------------------------ memory */

function post(url: string, body: Buffer): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      url,
      {
        method: 'POST',
        agent: false,
        headers: { 'content-type': 'application/json', 'content-length': String(body.length) },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (c: string) => (text += c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, text }));
      },
    );
    req.on('error', reject);
    req.setTimeout(180_000, () => req.destroy(new Error('timeout')));
    req.end(body);
  });
}

/** Peak RSS of the server while 10 applications with a 10 MB résumé each arrive at once. */
export async function measureUploads(server: Server): Promise<BenchFigure[]> {
  const section = 'API: job applications (10 concurrent, 10 MB résumé each)';
  const pid = server.child.pid as number;
  const pdf = Buffer.alloc(RESUME.maxBytes, 0x20);
  pdf.write('%PDF-1.4\n', 0, 'latin1');
  pdf.write('\n%%EOF\n', RESUME.maxBytes - 7, 'latin1');
  const body = Buffer.from(
    JSON.stringify({
      name: 'Bench Applicant',
      email: 'applicant@example.com',
      phone: '+966 50 123 4567',
      position: 'Engineer',
      message: 'Benchmark application',
      resumeFilename: 'cv.pdf',
      resumeData: pdf.toString('base64'),
    }),
  );
  await sleep(500);
  const idle = procStatus(pid);
  let sampled = idle.rss;
  const sampler = setInterval(() => {
    try {
      sampled = Math.max(sampled, procStatus(pid).rss);
    } catch {
      // the process ended
    }
  }, 10);
  const t0 = performance.now();
  const results = await Promise.all(
    Array.from({ length: UPLOADS }, () => post(`${server.origin}/api/careers/apply`, body)),
  );
  const seconds = (performance.now() - t0) / 1000;
  clearInterval(sampler);
  const after = procStatus(pid);
  await sleep(3000);
  const settled = procStatus(pid).rss;
  const accepted = results.filter((r) => r.status === 201).length;
  const peak = Math.max(sampled, after.hwm);
  log(
    `uploads: ${accepted}/${UPLOADS} accepted in ${seconds.toFixed(1)} s; peak RSS ${peak.toFixed(0)} MB (idle ${idle.rss.toFixed(0)} MB)`,
  );
  const statuses = [...new Set(results.map((r) => r.status))].join(', ');
  return [
    {
      section,
      name: 'Peak RSS of the server (VmHWM)',
      value: round(peak, 0),
      unit: 'MB',
      baseline: { name: 'RSS idle before the uploads', value: round(idle.rss, 0) },
      bar: '< 400 MB',
      holds: peak < 400 && accepted === UPLOADS,
      note: `${accepted} of ${UPLOADS} answered 201 (statuses: ${statuses}) in ${seconds.toFixed(1)} s; body ${(body.length / 1048576).toFixed(1)} MB each; highest sampled VmRSS ${sampled.toFixed(0)} MB; RSS 3 s after: ${settled.toFixed(0)} MB`,
    },
  ];
}
