import http from 'node:http';
import net from 'node:net';
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeDocx, makePdf } from './fixtures/documents';
import { type TestFetch, type TestServer, json, startTestServer } from './helpers';

const base = {
  name: 'Concurrent Applicant',
  email: 'applicant@example.com',
  phone: '+966 55 987 6543',
  position: 'Engineer',
  message: 'Attached.',
};

/** A PDF padded after its end marker (still a PDF by its magic bytes) to `size` bytes or more. */
const paddedPdf = (label: string, size: number) => {
  const pdf = makePdf(label);
  return Buffer.concat([pdf, randomBytes(Math.max(0, size - pdf.length))]);
};

const wrap76 = (b64: string) => b64.replace(/.{76}/g, '$&\n');

interface Case {
  label: string;
  filename: string;
  bytes: Buffer;
  /** resumeData as sent. */
  data: string;
  status: number;
  code?: string;
}

function applicationBody(c: Case): string {
  return JSON.stringify({ ...base, name: c.label, resumeFilename: c.filename, resumeData: c.data });
}

/** Starts sending a body through its own connection. */
function send(url: string, body: string): { done: Promise<number>; abort(): void } {
  // Only the first half is ever sent: the request stalls until aborted.
  const bytes = Buffer.from(body);
  let req!: http.ClientRequest;
  const done = new Promise<number>((resolve, reject) => {
    req = http.request(
      url,
      {
        method: 'POST',
        agent: false,
        headers: { 'content-type': 'application/json', 'content-length': String(bytes.length) },
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      },
    );
    req.on('error', reject);
    req.write(bytes.subarray(0, bytes.length >> 1));
  });
  return { done, abort: () => req.destroy() };
}

describe('job applications under concurrency (APPLY_CONCURRENCY=1)', () => {
  let server: TestServer;
  let admin: TestFetch;
  beforeAll(async () => {
    server = await startTestServer({ APPLY_CONCURRENCY: '1' });
    admin = await server.signIn();
  });
  afterAll(() => server.close());

  it('stores every résumé of simultaneous applications intact, whatever the encoding', async () => {
    const cases: Case[] = [];
    for (let i = 0; i < 6; i++) {
      const bytes = paddedPdf(`CV ${i}`, 200_000 + i * 1_000);
      cases.push({
        label: `Plain ${i}`,
        filename: `cv-${i}.pdf`,
        bytes,
        data: bytes.toString('base64'),
        status: 201,
      });
    }
    const prefixed = paddedPdf('Prefixed', 150_000);
    cases.push({
      label: 'Data URL',
      filename: 'prefixed.pdf',
      bytes: prefixed,
      data: `data:application/pdf;base64,${prefixed.toString('base64')}`,
      status: 201,
    });
    const wrapped = paddedPdf('Wrapped', 120_000);
    cases.push({
      label: 'Wrapped lines',
      filename: 'wrapped.pdf',
      bytes: wrapped,
      data: wrap76(wrapped.toString('base64')),
      status: 201,
    });
    const spaced = paddedPdf('Spaced', 100_000);
    cases.push({
      label: 'Spaces',
      filename: 'spaced.pdf',
      bytes: spaced,
      data: spaced.toString('base64').replace(/.{100}/g, '$& '),
      status: 201,
    });
    const docx = makeDocx('Small docx');
    cases.push({
      label: 'Small DOCX',
      filename: 'small.docx',
      bytes: docx,
      data: docx.toString('base64'),
      status: 201,
    });
    const broken = paddedPdf('Broken', 100_000).toString('base64');
    cases.push({
      label: 'Not base64',
      filename: 'broken.pdf',
      bytes: Buffer.alloc(0),
      data: `${broken.slice(0, 5000)}*${broken.slice(5001)}`,
      status: 400,
      code: 'validation_failed',
    });
    const fake = randomBytes(100_000);
    cases.push({
      label: 'Not a PDF',
      filename: 'fake.pdf',
      bytes: fake,
      data: fake.toString('base64'),
      status: 400,
      code: 'resume_invalid_type',
    });

    const answers = await Promise.all(
      cases.map(async (c) => {
        const res = await server.api('/api/careers/apply', json('POST', applicationBody(c)));
        return { c, status: res.status, body: await res.json() };
      }),
    );
    for (const { c, status, body } of answers) {
      expect(status, `${c.label}: ${JSON.stringify(body)}`).toBe(c.status);
      if (c.code) expect(body.code, c.label).toBe(c.code);
    }

    const listed = (await (await admin('/api/admin/applications')).json()).applications as {
      id: number;
      name: string;
      resumeSize: number;
    }[];
    for (const { c, status, body } of answers) {
      if (status !== 201) {
        expect(listed.some((a) => a.name === c.label)).toBe(false);
        continue;
      }
      const row = listed.find((a) => a.id === body.id);
      expect(row?.name).toBe(c.label);
      expect(row?.resumeSize).toBe(c.bytes.length);
      const res = await admin(`/api/admin/applications/${body.id}/resume`);
      expect(res.status).toBe(200);
      expect(Buffer.compare(Buffer.from(await res.arrayBuffer()), c.bytes), c.label).toBe(0);
    }
  });

  it('answers 400 invalid_json for a malformed body around a large résumé', async () => {
    const data = paddedPdf('Malformed', 100_000).toString('base64');
    for (const text of [
      `{"name":"x","resumeData":"${data}",}`,
      `{"name":"x","resumeData":"${data}"`,
      `{"name":"x","resumeData":"${data.slice(0, 1000)}\u0001${data.slice(1000)}"}`,
    ]) {
      const res = await server.api('/api/careers/apply', json('POST', text));
      expect(res.status).toBe(400);
      expect((await res.json()).code).toBe('invalid_json');
    }
  });

  it('answers complete applications while others stall mid-body, and after they leave', async () => {
    const url = `${server.url}/api/careers/apply`;
    const mk = (label: string): Case => {
      const bytes = paddedPdf(label, 80_000);
      return { label, filename: 'cv.pdf', bytes, data: bytes.toString('base64'), status: 201 };
    };
    // A and C send half their body, then stall: a stalled body holds no slot.
    const a = send(url, applicationBody(mk('Stalled A')));
    a.done.catch(() => undefined);
    const c = send(url, applicationBody(mk('Gone C')));
    c.done.catch(() => undefined);
    const bRes = await server.api('/api/careers/apply', json('POST', applicationBody(mk('B'))));
    expect(bRes.status).toBe(201);
    c.abort();
    a.abort();
    const dRes = await server.api('/api/careers/apply', json('POST', applicationBody(mk('D'))));
    expect(dRes.status).toBe(201);
    const names = (
      (await (await admin('/api/admin/applications')).json()).applications as { name: string }[]
    ).map((x) => x.name);
    expect(names).toContain('B');
    expect(names).toContain('D');
    expect(names).not.toContain('Stalled A');
    expect(names).not.toContain('Gone C');
  });
});

describe('slow bodies hold no permit of the application gate', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ APPLY_CONCURRENCY: '2' });
  });
  afterAll(() => server.close());

  /**
   * A raw connection announcing a 1 MB body and sending it a byte at a time, as the attacker did
   * (one byte every 5 s there; faster here, the effect is the same). Resolves `started` once a
   * few bytes of the body are out, so the server has had the request's head well before.
   */
  function slowBody(contentType: string) {
    const { port } = new URL(server.url);
    const socket = net.connect(Number(port), '127.0.0.1');
    socket.on('error', () => undefined);
    let sent = 0;
    let timer: NodeJS.Timeout | undefined;
    const started = new Promise<void>((resolve) => {
      socket.on('connect', () => {
        socket.write(
          `POST /api/careers/apply HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\n` +
            `Content-Type: ${contentType}\r\nContent-Length: 1000000\r\n\r\n`,
        );
        timer = setInterval(() => {
          socket.write(sent === 0 ? '{' : ' ');
          sent += 1;
          if (sent === 3) resolve();
        }, 50);
      });
    });
    return {
      started,
      close() {
        clearInterval(timer);
        socket.destroy();
      },
    };
  }

  it('answers a normal application promptly while slow connections are open', async () => {
    const slow = [
      slowBody('application/json'),
      slowBody('application/json'),
      slowBody('application/json'),
      slowBody('multipart/form-data; boundary=----x'),
    ];
    try {
      await Promise.all(slow.map((s) => s.started));
      const pdf = paddedPdf('Prompt applicant', 20_000);
      const started = performance.now();
      const res = await server.api(
        '/api/careers/apply',
        json('POST', {
          ...base,
          name: 'Prompt applicant',
          resumeFilename: 'cv.pdf',
          resumeData: pdf.toString('base64'),
        }),
      );
      expect(res.status, await res.clone().text()).toBe(201);
      // Generous for a loaded machine: it took two minutes (the request timeout) before.
      expect(performance.now() - started).toBeLessThan(10_000);
    } finally {
      for (const s of slow) s.close();
    }
  });
});
