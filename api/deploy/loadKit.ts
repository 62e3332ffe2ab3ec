/**
 * The load the deploy test (caddy.test.ts) keeps up while it restarts or kills an instance: what
 * was acknowledged, to look for in the database afterwards, and every request that failed, with
 * when it was sent.
 */
import { makeSubmission } from '../batteries/child';
import { until } from './deployKit';

export interface Failure {
  at: number;
  what: string;
}

/** A small load through the proxy: writers post contact messages, readers read the news. */
export class Load {
  readonly acknowledged: { id: number; marker: string }[] = [];
  readonly failures: Failure[] = [];
  reads = 0;
  private stopped = false;
  private clients: Promise<void>[] = [];
  private seq = 0;

  constructor(
    private readonly send: (
      method: string,
      pathname: string,
      body?: string,
    ) => Promise<{ status: number; body: Buffer }>,
  ) {}

  start(writers = 3, readers = 2) {
    // A few dozen requests a second: enough to meet every moment of a restart.
    const pace = () => new Promise((resolve) => setTimeout(resolve, 50));
    const writer = async (client: number) => {
      while (!this.stopped) {
        const marker = `deploy-${client}-${this.seq++}`;
        const submission = makeSubmission('contact', marker);
        const at = Date.now();
        try {
          const res = await this.send('POST', submission.path, submission.body);
          if (res.status === 201) {
            const { id } = JSON.parse(res.body.toString()) as { id: number };
            this.acknowledged.push({ id, marker });
          } else this.failures.push({ at, what: `POST ${res.status} ${res.body.toString()}` });
        } catch (error) {
          this.failures.push({ at, what: `POST ${(error as Error).message}` });
        }
        await pace();
      }
    };
    const reader = async () => {
      while (!this.stopped) {
        const at = Date.now();
        try {
          const res = await this.send('GET', '/api/news');
          if (res.status === 200) this.reads++;
          else this.failures.push({ at, what: `GET ${res.status} ${res.body.toString()}` });
        } catch (error) {
          this.failures.push({ at, what: `GET ${(error as Error).message}` });
        }
        await pace();
      }
    };
    this.clients = [
      ...Array.from({ length: writers }, (_, i) => writer(i)),
      ...Array.from({ length: readers }, () => reader()),
    ];
  }

  /** Resolves once `count` more submissions than now have been acknowledged. */
  more(count: number, ms = 60_000) {
    const target = this.acknowledged.length + count;
    return until(() => this.acknowledged.length >= target, `${count} more submissions`, ms);
  }

  async stop() {
    this.stopped = true;
    await Promise.all(this.clients);
  }
}
