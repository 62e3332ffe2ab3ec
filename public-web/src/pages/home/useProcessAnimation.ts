/** The process diagram's animation driver: when the timeline runs, and its replay lock. */
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { PROCESS_DIAGRAM } from '@vb/shared/constants';
import { useCanObserveIntersections } from '../../app/viewport';
import { canReplay, isInView, timeline, totalDuration } from './processAnimation';

type RunStatus = 'idle' | 'running' | 'done';

/**
 * Runs the timeline when the diagram becomes 30% visible, again on re-entering the view or on
 * `replay()`, except within the replay lock of the last start.
 */
export function useProcessAnimation(reducedMotion: boolean) {
  const events = useMemo(() => timeline(), []);
  const duration = useMemo(() => totalDuration(events), [events]);
  const [run, setRun] = useState(0);
  const [status, setStatus] = useState<RunStatus>('idle');
  const [locked, setLocked] = useState(false);
  const lastStart = useRef<number | null>(null);
  const diagramRef = useRef<HTMLDivElement>(null);
  const canObserve = useCanObserveIntersections();

  const replay = useCallback(() => {
    const now = Date.now();
    if (!canReplay(lastStart.current, now)) return;
    lastStart.current = now;
    setRun((n) => n + 1);
    setStatus('running');
    setLocked(true);
  }, []);

  useEffect(() => {
    if (status !== 'running') return;
    const timer = window.setTimeout(() => setStatus('done'), duration);
    return () => window.clearTimeout(timer);
  }, [status, run, duration]);

  useEffect(() => {
    if (!locked) return;
    const timer = window.setTimeout(() => setLocked(false), PROCESS_DIAGRAM.replayLockMs);
    return () => window.clearTimeout(timer);
  }, [locked, run]);

  useEffect(() => {
    const element = diagramRef.current;
    if (!element || reducedMotion || !canObserve) return;
    let inView = false;
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          const visible = isInView(entry);
          if (visible && !inView) replay();
          inView = visible;
        }
      },
      { threshold: PROCESS_DIAGRAM.visibleThreshold },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [reducedMotion, replay, canObserve]);

  return {
    events,
    run,
    // Nothing tells when the diagram comes into view: it shows finished until a replay.
    state: reducedMotion
      ? ('static' as const)
      : status === 'idle' && !canObserve
        ? ('done' as const)
        : status,
    locked,
    replay,
    diagramRef,
  };
}
