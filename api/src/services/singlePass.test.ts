import { describe, expect, it, vi } from 'vitest';
import { SinglePass } from './singlePass';

/** A pass that waits until the test lets it end. */
function gatedPasses() {
  const gates: (() => void)[] = [];
  const pass = vi.fn(() => new Promise<void>((resolve) => gates.push(resolve)));
  const finish = async () => {
    gates.shift()?.();
    // Lets the pass's catch and finally run.
    await new Promise((resolve) => setTimeout(resolve, 0));
  };
  return { pass, finish };
}

describe('a pass that runs one at a time', () => {
  it('runs once more after the pass under way, however often it was asked meanwhile', async () => {
    const { pass, finish } = gatedPasses();
    const passes = new SinglePass({ pass, mayRun: () => true, failed: () => {} });
    passes.request();
    passes.request();
    passes.request();
    expect(pass).toHaveBeenCalledTimes(1);
    await finish();
    expect(pass).toHaveBeenCalledTimes(2);
    await finish();
    expect(pass).toHaveBeenCalledTimes(2);
    expect(passes.current).toBeUndefined();
  });

  it('asks mayRun before the repeated pass too, and reports a failure without stopping', async () => {
    let may = true;
    const failed = vi.fn();
    const pass = vi.fn(() => Promise.reject(new Error('down')));
    const passes = new SinglePass({ pass, mayRun: () => may, failed });
    passes.request();
    passes.request();
    may = false;
    await passes.current;
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(pass).toHaveBeenCalledTimes(1);
    expect(failed).toHaveBeenCalledWith(new Error('down'));
    may = true;
    passes.request();
    expect(pass).toHaveBeenCalledTimes(2);
  });
});
