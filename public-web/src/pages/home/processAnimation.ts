import { PROCESS_DIAGRAM } from '@vb/shared/constants';

/**
 * The process diagram's animation as data (SPEC sections 4 and 9), free of React and the DOM.
 *
 * Sequence: the main path draws; the four markers appear as the path passes them; the secondary
 * paths draw one after another; the four stages highlight 0.8 s apart (each stage label fades in
 * with a shimmer at the same moment); then the stages pulse 0.6 s apart for 1.5 s each.
 */

export type ProcessEventKind = 'main' | 'marker' | 'secondary' | 'stage' | 'label' | 'pulse';

export interface ProcessEvent {
  kind: ProcessEventKind;
  /** 0 for the main path; 0–3 for the per-stage events. */
  index: number;
  startMs: number;
  durationMs: number;
}

export type ProcessTimings = { readonly [K in keyof typeof PROCESS_DIAGRAM]: number };

export const STAGE_COUNT = 4;
/** How long a marker takes to appear once the main path reaches it. */
const MARKER_APPEAR_MS = 300;

/**
 * Where marker `index` (0–3) sits along the main path, as a fraction of its length: the centres of
 * four equal segments (1/8, 3/8, 5/8, 7/8). The diagram's geometry uses the same fractions.
 */
export function markerFraction(index: number): number {
  return (2 * index + 1) / (2 * STAGE_COUNT);
}

const seconds = (s: number) => Math.round(s * 1000);
const stages = Array.from({ length: STAGE_COUNT }, (_, i) => i);

/** Every step of one run, with its start and duration in ms from the start of the run. */
export function timeline(timings: ProcessTimings = PROCESS_DIAGRAM): ProcessEvent[] {
  const mainMs = seconds(timings.mainPathSeconds);
  const secondaryMs = seconds(timings.secondaryDrawSeconds);
  const staggerMs = seconds(timings.secondaryStaggerSeconds);
  const stageGapMs = seconds(timings.stageHighlightGapSeconds);
  const pulseGapMs = seconds(timings.pulseGapSeconds);
  const pulseMs = seconds(timings.pulseSeconds);

  const main: ProcessEvent = { kind: 'main', index: 0, startMs: 0, durationMs: mainMs };
  const markers = stages.map<ProcessEvent>((i) => ({
    kind: 'marker',
    index: i,
    startMs: Math.round(mainMs * markerFraction(i)),
    durationMs: MARKER_APPEAR_MS,
  }));
  const secondary = stages.map<ProcessEvent>((i) => ({
    kind: 'secondary',
    index: i,
    startMs: mainMs + i * staggerMs,
    durationMs: secondaryMs,
  }));
  const secondaryEnd = end(secondary);
  const stageEvents = stages.map<ProcessEvent>((i) => ({
    kind: 'stage',
    index: i,
    startMs: secondaryEnd + i * stageGapMs,
    durationMs: stageGapMs,
  }));
  const labels = stageEvents.map<ProcessEvent>((e) => ({ ...e, kind: 'label' }));
  const stagesEnd = end(stageEvents);
  const pulses = stages.map<ProcessEvent>((i) => ({
    kind: 'pulse',
    index: i,
    startMs: stagesEnd + i * pulseGapMs,
    durationMs: pulseMs,
  }));
  return [main, ...markers, ...secondary, ...stageEvents, ...labels, ...pulses];
}

/** When the last event of `events` ends (0 for none). */
function end(events: readonly ProcessEvent[]): number {
  return events.reduce((max, e) => Math.max(max, e.startMs + e.durationMs), 0);
}

/** How long one run lasts, in ms. */
export function totalDuration(events: readonly ProcessEvent[] = timeline()): number {
  return end(events);
}

/** The event of one kind and index (every kind/index pair of `timeline()` exists once). */
export function eventFor(
  events: readonly ProcessEvent[],
  kind: ProcessEventKind,
  index = 0,
): ProcessEvent {
  const found = events.find((e) => e.kind === kind && e.index === index);
  if (!found) throw new Error(`No ${kind} event ${index} in the process timeline`);
  return found;
}

/**
 * The replay lock: a new run may start unless the last one started less than `lockMs` ago.
 * `lastStartMs` is null before the first run.
 */
export function canReplay(
  lastStartMs: number | null,
  nowMs: number,
  lockMs: number = PROCESS_DIAGRAM.replayLockMs,
): boolean {
  return lastStartMs === null || nowMs - lastStartMs >= lockMs;
}

/** What is selected in the diagram: 0 the main arrow, 1–4 the markers, or null for nothing. */
export type ProcessSelection = 0 | 1 | 2 | 3 | 4 | null;

/** Clicking the selected part clears the selection; clicking another part selects it. */
export function toggleSelection(
  current: ProcessSelection,
  clicked: Exclude<ProcessSelection, null>,
): ProcessSelection {
  return current === clicked ? null : clicked;
}

/** Whether an IntersectionObserver entry counts as "in view" (SPEC: 30% visible). */
export function isInView(
  entry: { isIntersecting: boolean; intersectionRatio: number },
  threshold: number = PROCESS_DIAGRAM.visibleThreshold,
): boolean {
  // A small tolerance: browsers report ratios like 0.2999 when crossing exactly 30%.
  return entry.isIntersecting && entry.intersectionRatio >= threshold - 0.001;
}
