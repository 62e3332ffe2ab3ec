/**
 * Graceful shutdown battery (battery 14): the server runs as a child process under a
 * 30-client write load, with 8 job applications whose upload is half sent (the server has read
 * their headers: it answered `100 Continue`), and receives SIGTERM.
 *
 * Oracles: the half-sent requests, finished after the signal, are answered 201 (with
 * `Connection: close`); a new connection after the signal is refused; no request of the load is
 * answered with an error status; the process exits with code 0 within 10 s of the signal; after a
 * restart on the same DATA_DIR every acknowledged submission is there (résumés by SHA-256).
 *
 *   npx vitest run --project batteries batteries/shutdown.test.ts
 */
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  type Acknowledged,
  type ChildServer,
  type Kind,
  adminLists,
  makeSubmission,
  readSnapshot,
  spawnServer,
  stopServer,
  submit,
  waitHealthy,
} from './child';

const CLIENTS = 30;
const IN_FLIGHT = 8;
const KINDS: Kind[] = ['contact', 'investor', 'application'];
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

interface HalfSent {
  /** Sends the rest of the body; resolves with the answer. */
  finish(): Promise<{ status: number; connection: string | undefined; body: string }>;
  sha256: string | undefined;
  size: number | undefined;
  marker: string;
}

/** Opens a request of its own connection, waits for `100 Continue`, sends half of the body. */
function halfSend(base: string, marker: string): Promise<HalfSent> {
  const submission = makeSubmission('application', marker, 256 * 1024);
  const body = Buffer.from(submission.body);
  const half = Math.floor(body.length / 2);
  const { hostname, port } = new URL(base);
  return new Promise((resolve, reject) => {
    let answer: (value: Awaited<ReturnType<HalfSent['finish']>>) => void = () => {};
    let fail: (error: unknown) => void = () => {};
    const answered = new Promise<Awaited<ReturnType<HalfSent['finish']>>>((res, rej) => {
      answer = res;
      fail = rej;
    });
    answered.catch(() => {});
    const req = http.request({
      hostname,
      port,
      method: 'POST',
      path: submission.path,
      agent: false,
      headers: {
        'content-type': 'application/json',
        'content-length': body.length,
        // Asks to keep the connection: only the shutdown makes the server answer `close`.
        connection: 'keep-alive',
        expect: '100-continue',
      },
    });
    req.on('response', (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (text += chunk));
      res.on('end', () =>
        answer({ status: res.statusCode ?? 0, connection: res.headers.connection, body: text }),
      );
      res.on('error', fail);
    });
    req.on('error', (error) => {
      fail(error);
      reject(error);
    });
    req.on('continue', () => {
      req.write(body.subarray(0, half), () =>
        resolve({
          marker,
          sha256: submission.sha256,
          size: submission.size,
          finish() {
            req.end(body.subarray(half));
            return answered;
          },
        }),
      );
    });
    req.flushHeaders();
  });
}

/** Whether a new TCP connection to the server's port is refused. */
function connectionRefused(base: string): Promise<string> {
  const { hostname, port } = new URL(base);
  return new Promise((resolve) => {
    const socket = net.connect(Number(port), hostname);
    socket.once('connect', () => {
      socket.destroy();
      resolve('connected');
    });
    socket.once('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? 'error'));
  });
}

describe.skipIf(!!process.env.TEST_DATABASE_URL)('SIGTERM under load', () => {
  it('finishes in-flight requests, refuses new ones, exits 0 within 10 s, loses nothing', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vb-shutdown-'));
    let server: ChildServer = await spawnServer(dir);
    try {
      const base = server.url;
      await waitHealthy(base, Date.now());
      const acknowledged: Acknowledged[] = [];
      const errorStatuses: string[] = [];
      let networkErrors = 0;
      let stop = false;
      let seq = 0;
      const writers = Array.from({ length: CLIENTS }, async (_, client) => {
        while (!stop) {
          const n = seq++;
          const kind = KINDS[(client + n) % KINDS.length] as Kind;
          const result = await submit(base, makeSubmission(kind, `c${client}-${n}`, 8 * 1024));
          if (result.ack) acknowledged.push(result.ack);
          else if (result.status !== undefined) errorStatuses.push(`${kind}: ${result.status}`);
          else {
            // Refused or reset after the signal: this client stops, as a browser would give up.
            networkErrors++;
            return;
          }
        }
      });
      await sleep(1000);
      const halfSent = await Promise.all(
        Array.from({ length: IN_FLIGHT }, (_, i) => halfSend(base, `inflight-${i}`)),
      );
      const signalledAt = Date.now();
      server.child.kill('SIGTERM');
      await sleep(500);
      // The listening socket is closed: a new connection is refused.
      expect(await connectionRefused(base)).toBe('ECONNREFUSED');
      // The requests in flight at the signal finish normally.
      const answers = await Promise.all(halfSent.map((h) => h.finish()));
      for (const [i, answer] of answers.entries()) {
        expect(answer.status, answer.body).toBe(201);
        expect(answer.connection).toBe('close');
        const { id } = JSON.parse(answer.body) as { id: number };
        const h = halfSent[i]!;
        acknowledged.push({
          kind: 'application',
          id,
          marker: h.marker,
          sha256: h.sha256,
          size: h.size,
        });
      }
      const exit = await server.exited;
      const exitMs = Date.now() - signalledAt;
      stop = true;
      await Promise.all(writers);
      expect(exit).toEqual({ code: 0, signal: null });
      expect(exitMs).toBeLessThan(10_000);
      expect(errorStatuses).toEqual([]);
      expect(acknowledged.length).toBeGreaterThan(IN_FLIGHT);

      // Nothing acknowledged is lost: the file as left, then through a restarted server.
      const snapshot = await readSnapshot(path.join(dir, 'site.db'));
      expect(snapshot.integrity).toEqual(['ok']);
      const stored = {
        contact: new Map(snapshot.contact.map((r) => [Number(r.id), r])),
        investor: new Map(snapshot.investor.map((r) => [Number(r.id), r])),
        application: new Map(snapshot.applications.map((r) => [Number(r.id), r])),
      };
      const lost = acknowledged.filter((a) => {
        const row = stored[a.kind].get(a.id);
        return (
          !row ||
          !String(row.message).endsWith(a.marker) ||
          (a.kind === 'application' && row.resume_sha256 !== a.sha256)
        );
      });
      expect(lost).toEqual([]);
      server = await spawnServer(dir);
      const lists = await adminLists(server.url);
      const listed = new Set([
        ...lists.contact.map((r) => `contact ${String(r.id)}`),
        ...lists.investor.map((r) => `investor ${String(r.id)}`),
        ...lists.applications.map((r) => `application ${String(r.id)}`),
      ]);
      expect(acknowledged.filter((a) => !listed.has(`${a.kind} ${a.id}`))).toEqual([]);
      // eslint-disable-next-line no-console -- the battery's numbers, for the report
      console.info(
        `shutdown battery: ${acknowledged.length} acknowledged (${IN_FLIGHT} finished after SIGTERM), ` +
          `exit 0 after ${exitMs} ms, ${networkErrors} clients refused after the signal, 0 lost`,
      );
    } finally {
      await stopServer(server);
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
