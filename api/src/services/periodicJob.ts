import type { Logger } from '../logger';

/**
 * The loop of one instance's background job (retention, scheduled publishing): a pass at start,
 * then one per interval, never two at once; `stop` waits for the pass under way. What a pass does,
 * and how it is claimed once across instances, is the subclass's `run`.
 */
export abstract class PeriodicJob<Pass> {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<unknown> | undefined;
  /** Set by `stop`: a long pass may check it between its batches. */
  protected stopped = false;

  protected constructor(
    private readonly loop: { intervalMs: number; logger: Logger; failure: string },
  ) {}

  /** One pass. */
  abstract run(): Promise<Pass>;

  start(): void {
    if (this.timer || this.stopped) return;
    this.timer = setInterval(() => this.tick(), this.loop.intervalMs);
    this.timer.unref();
    this.tick();
  }

  private tick(): void {
    if (this.stopped || this.running) return;
    this.running = this.run()
      .catch((error: unknown) => this.loop.logger.error(this.loop.failure, { error }))
      .finally(() => {
        this.running = undefined;
      });
  }

  /** Waits for a pass under way (the one the start began, in tests). */
  async idle(): Promise<void> {
    await this.running;
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearInterval(this.timer);
    await this.running;
  }
}
