/**
 * This instance's numbers for Prometheus (GET /metrics, behind METRICS_TOKEN): one registry per
 * server, so several instances in one process (the tests) each count their own. The parts of the
 * server record into it; the gauges of state kept elsewhere (the outbox, the live streams) read
 * it when scraped.
 */
import {
  Counter,
  Gauge,
  Histogram,
  Registry,
  collectDefaultMetrics,
  type LabelValues,
} from 'prom-client';

/** Seconds: from a fast cached read to a slow résumé upload. */
const HTTP_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30];
const DB_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 5];

let processRegistry: Registry | undefined;

/**
 * The process's CPU, memory, handles, garbage collection and event-loop lag: collected once per
 * process (prom-client's collectors run until the process ends, so one per server would pile up
 * where servers come and go, as in the tests), and shown by every server of the process.
 */
function processMetrics(): Registry {
  if (!processRegistry) {
    processRegistry = new Registry();
    collectDefaultMetrics({ register: processRegistry, eventLoopMonitoringPrecision: 20 });
  }
  return processRegistry;
}

export function createMetrics() {
  const registry = new Registry();
  const registers = [registry];
  const ofProcess = processMetrics();
  return {
    /** The text a scrape answers: this server's series and the process's. */
    async scrape(): Promise<{ contentType: string; text: string }> {
      return {
        contentType: registry.contentType,
        text: await Registry.merge([ofProcess, registry]).metrics(),
      };
    },
    httpDuration: new Histogram({
      name: 'http_request_duration_seconds',
      help: 'Requests by route pattern, method and status',
      labelNames: ['method', 'route', 'status'] as const,
      buckets: HTTP_BUCKETS,
      registers,
    }),
    dbDuration: new Histogram({
      name: 'db_query_duration_seconds',
      help: 'Database queries by kind (select, insert, update, delete, other)',
      labelNames: ['operation'] as const,
      buckets: DB_BUCKETS,
      registers,
    }),
    dbErrors: new Counter({
      name: 'db_query_errors_total',
      help: 'Database queries that failed, by kind',
      labelNames: ['operation'] as const,
      registers,
    }),
    readModel: new Counter({
      name: 'read_model_lookups_total',
      help: 'Public reads and pages: answered from memory (hit, replay) or produced (miss)',
      labelNames: ['result'] as const,
      registers,
    }),
    securityEvents: new Counter({
      name: 'security_events_total',
      help: 'Security events by name: login_failure, login_lockout (throttled), access_denied, …',
      labelNames: ['event'] as const,
      registers,
    }),
    renderRefusals: new Counter({
      name: 'render_budget_refusals_total',
      help: 'Pages refused (429) because a client had too many rendered this minute',
      registers,
    }),
    applicationsWaiting: new Gauge({
      name: 'applications_waiting',
      help: 'Job applications read and waiting at the gate for their turn to be processed',
      registers,
    }),
    /** A gauge read when scraped (`read` answers its value, or values by label). */
    gauge<L extends string>(
      name: string,
      help: string,
      read: (set: (value: number, labels?: LabelValues<L>) => void) => Promise<void> | void,
      labelNames: readonly L[] = [],
    ): void {
      new Gauge<L>({
        name,
        help,
        labelNames,
        registers,
        async collect() {
          await read((value, labels) => (labels ? this.set(labels, value) : this.set(value)));
        },
      });
    },
  };
}

export type Metrics = ReturnType<typeof createMetrics>;

/** The kind of an SQL statement, for a label of few values. */
export function operationOf(sql: string): string {
  const word = /^\s*(\w+)/.exec(sql)?.[1]?.toLowerCase();
  return word === 'select' || word === 'insert' || word === 'update' || word === 'delete'
    ? word
    : 'other';
}
