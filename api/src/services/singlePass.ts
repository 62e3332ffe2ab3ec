/**
 * A background pass that never runs twice at once. Asked while it runs, it runs once more right
 * after, however often it was asked meanwhile, so work that came during a pass is not left for the
 * next poll. `mayRun` is asked before every pass, the repeated one included (the owner stopped,
 * has nothing to send with); a failed pass goes to `failed` and the next ask runs again.
 */
export class SinglePass {
  private running: Promise<void> | undefined;
  private again = false;

  constructor(
    private readonly options: {
      pass: () => Promise<void>;
      mayRun: () => boolean;
      failed: (error: unknown) => void;
    },
  ) {}

  /** Runs a pass now, or once more after the one under way. */
  request(): void {
    if (!this.options.mayRun()) return;
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = this.options
      .pass()
      .catch(this.options.failed)
      .finally(() => {
        this.running = undefined;
        if (this.again) {
          this.again = false;
          this.request();
        }
      });
  }

  /** The pass under way, if any: what a stop waits for. */
  get current(): Promise<void> | undefined {
    return this.running;
  }
}
