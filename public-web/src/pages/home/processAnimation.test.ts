import { describe, expect, it } from 'vitest';
import { PROCESS_DIAGRAM } from '@vb/shared/constants';
import {
  canReplay,
  eventFor,
  isInView,
  markerFraction,
  timeline,
  toggleSelection,
  totalDuration,
  type ProcessEventKind,
} from './processAnimation';

const ms = (s: number) => Math.round(s * 1000);
const events = timeline();
const of = (kind: ProcessEventKind) => events.filter((e) => e.kind === kind);

describe('process diagram timeline (SPEC sections 4 and 9)', () => {
  it('draws the main path first, for 2 s', () => {
    expect(eventFor(events, 'main')).toEqual({
      kind: 'main',
      index: 0,
      startMs: 0,
      durationMs: ms(PROCESS_DIAGRAM.mainPathSeconds),
    });
    expect(PROCESS_DIAGRAM.mainPathSeconds).toBe(2);
  });

  it('draws the four secondary paths after it, 1.5 s each, 0.3 s apart', () => {
    const secondary = of('secondary');
    expect(secondary.map((e) => e.index)).toEqual([0, 1, 2, 3]);
    expect(secondary.map((e) => e.startMs)).toEqual([2000, 2300, 2600, 2900]);
    expect(secondary.every((e) => e.durationMs === 1500)).toBe(true);
    // From the constants, not only the literal numbers.
    secondary.forEach((e, i) =>
      expect(e.startMs).toBe(
        ms(PROCESS_DIAGRAM.mainPathSeconds) + i * ms(PROCESS_DIAGRAM.secondaryStaggerSeconds),
      ),
    );
  });

  it('then highlights the four stages 0.8 s apart, with the labels fading in at the same time', () => {
    const lastSecondaryEnd = 2900 + 1500;
    expect(of('stage').map((e) => e.startMs)).toEqual([
      lastSecondaryEnd,
      lastSecondaryEnd + 800,
      lastSecondaryEnd + 1600,
      lastSecondaryEnd + 2400,
    ]);
    expect(of('label').map((e) => [e.startMs, e.durationMs])).toEqual(
      of('stage').map((e) => [e.startMs, e.durationMs]),
    );
    expect(
      of('stage').every((e) => e.durationMs === ms(PROCESS_DIAGRAM.stageHighlightGapSeconds)),
    ).toBe(true);
  });

  it('then pulses the stages 0.6 s apart, 1.5 s each', () => {
    const stagesEnd = 4400 + 2400 + 800;
    expect(of('pulse').map((e) => e.startMs)).toEqual([
      stagesEnd,
      stagesEnd + 600,
      stagesEnd + 1200,
      stagesEnd + 1800,
    ]);
    expect(of('pulse').every((e) => e.durationMs === 1500)).toBe(true);
    expect(totalDuration(events)).toBe(stagesEnd + 1800 + 1500);
  });

  it('shows each marker as the main path reaches it', () => {
    const markers = of('marker');
    expect(markers).toHaveLength(4);
    markers.forEach((e, i) => {
      expect(e.startMs).toBe(Math.round(2000 * markerFraction(i)));
      expect(e.startMs).toBeLessThan(eventFor(events, 'main').durationMs);
    });
    expect([0, 1, 2, 3].map(markerFraction)).toEqual([0.125, 0.375, 0.625, 0.875]);
  });

  it('follows other timings', () => {
    const fast = timeline({
      ...PROCESS_DIAGRAM,
      mainPathSeconds: 1,
      secondaryDrawSeconds: 0.5,
      secondaryStaggerSeconds: 0.1,
      stageHighlightGapSeconds: 0.2,
      pulseGapSeconds: 0.1,
      pulseSeconds: 0.5,
    });
    expect(eventFor(fast, 'secondary', 3).startMs).toBe(1300);
    expect(eventFor(fast, 'stage', 0).startMs).toBe(1800);
    expect(eventFor(fast, 'pulse', 0).startMs).toBe(2600);
    expect(totalDuration(fast)).toBe(2600 + 300 + 500);
  });

  it('has exactly one event per kind and index', () => {
    const keys = events.map((e) => `${e.kind}:${e.index}`);
    expect(new Set(keys).size).toBe(keys.length);
    expect(() => eventFor(events, 'main', 1)).toThrow();
  });
});

describe('replay lock', () => {
  it('allows the first run', () => {
    expect(canReplay(null, 0)).toBe(true);
    expect(canReplay(null, 123_456)).toBe(true);
  });

  it('ignores a re-trigger within 8 s of the last start', () => {
    const start = 50_000;
    expect(PROCESS_DIAGRAM.replayLockMs).toBe(8000);
    expect(canReplay(start, start)).toBe(false);
    expect(canReplay(start, start + 1)).toBe(false);
    expect(canReplay(start, start + 7999)).toBe(false);
    expect(canReplay(start, start + 8000)).toBe(true);
    expect(canReplay(start, start + 60_000)).toBe(true);
  });

  it('takes another lock length', () => {
    expect(canReplay(0, 999, 1000)).toBe(false);
    expect(canReplay(0, 1000, 1000)).toBe(true);
  });
});

describe('selection', () => {
  it('selects a part, switches to another and clears on a second click', () => {
    expect(toggleSelection(null, 0)).toBe(0);
    expect(toggleSelection(0, 0)).toBeNull();
    expect(toggleSelection(0, 3)).toBe(3);
    expect(toggleSelection(3, 3)).toBeNull();
    expect(toggleSelection(null, 4)).toBe(4);
  });
});

describe('in view', () => {
  it('needs 30% of the diagram visible', () => {
    expect(PROCESS_DIAGRAM.visibleThreshold).toBe(0.3);
    expect(isInView({ isIntersecting: true, intersectionRatio: 0.3 })).toBe(true);
    expect(isInView({ isIntersecting: true, intersectionRatio: 0.9 })).toBe(true);
    expect(isInView({ isIntersecting: true, intersectionRatio: 0.1 })).toBe(false);
    expect(isInView({ isIntersecting: false, intersectionRatio: 0 })).toBe(false);
  });
});
