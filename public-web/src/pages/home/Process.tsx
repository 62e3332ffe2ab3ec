import { ArrowRight, Check, Lightbulb, RotateCcw, Rocket, Search, TrendingUp } from 'lucide-react';
import {
  useContext,
  useEffect,
  useId,
  useState,
  type CSSProperties,
  type KeyboardEvent,
  type PointerEvent,
} from 'react';
import { Link } from 'react-router';
import { localDigits } from '@vb/shared/dates';
import type { MessageKey } from '@vb/shared/i18n';
import { useT } from '../../app/i18n';
import { usePreferences } from '../../app/preferences';
import {
  NARROW_QUERY,
  NarrowGuessContext,
  REDUCED_MOTION_QUERY,
  useMediaQuery,
} from '../../app/viewport';
import { Button, Section, buttonClass } from '../../components/ui';
import {
  STAGE_COUNT,
  eventFor,
  markerFraction,
  toggleSelection,
  type ProcessEvent,
  type ProcessSelection,
} from './processAnimation';
import styles from './Process.module.css';
import stageStyles from './ProcessStages.module.css';
import { useProcessAnimation } from './useProcessAnimation';

const STAGES = [
  { id: 'ideate', Icon: Lightbulb },
  { id: 'research', Icon: Search },
  { id: 'launch', Icon: Rocket },
  { id: 'grow', Icon: TrendingUp },
] as const;
type StageId = (typeof STAGES)[number]['id'];

const stageKey = (id: StageId, field: 'title' | 'description' | 'task1' | 'task2' | 'task3') =>
  `process.stages.${id}.${field}` as MessageKey;

// ── Geometry ───────────────────────────────────────────────────────────────────────────────
// Drawn left to right (top to bottom on narrow screens); the SVG is mirrored in rtl and the HTML
// overlays use logical insets, so Arabic flows right to left with no extra code.

type Orientation = 'horizontal' | 'vertical';
type Side = 'above' | 'below' | 'beside';
interface Point {
  x: number;
  y: number;
}
interface StageGeometry {
  marker: { from: Point; to: Point };
  branch: string;
  node: Point & { side: Side };
}
interface Geometry {
  width: number;
  height: number;
  main: string;
  arrowhead: string;
  /** The ends of the main arrow (for its hit area). */
  mainFrom: Point;
  mainTo: Point;
  /** Where stage `index` (0–3) has its marker, its branch and its node. */
  stage(index: number): StageGeometry;
}

/**
 * A stage's branch leaves the end of its marker and bends forward (in the direction of the main
 * arrow) to the stage's node: an S-curve that leaves the marker along it and meets the node square.
 */
function horizontalGeometry(): Geometry {
  const [width, height, y, x0, x1, offset, tick, ahead] = [1000, 440, 220, 30, 958, 96, 26, 64];
  return {
    width,
    height,
    main: `M ${x0} ${y} H ${x1}`,
    mainFrom: { x: x0, y },
    mainTo: { x: x1, y },
    arrowhead: `M ${x1 - 20} ${y - 16} L ${x1 + 2} ${y} L ${x1 - 20} ${y + 16}`,
    stage(index) {
      const x = x0 + (x1 - x0) * markerFraction(index);
      const above = index % 2 === 0;
      const ny = above ? offset : height - offset;
      const from = above ? y - tick : y + tick;
      const mid = (from + ny) / 2;
      return {
        marker: { from: { x, y: y - tick }, to: { x, y: y + tick } },
        branch: `M ${x} ${from} C ${x} ${mid} ${x + ahead} ${mid} ${x + ahead} ${ny}`,
        node: { x: x + ahead, y: ny, side: above ? 'above' : 'below' },
      };
    },
  };
}

function verticalGeometry(): Geometry {
  const [width, height, x, y0, y1, nodeX, tick, ahead] = [360, 560, 40, 16, 536, 112, 22, 44];
  return {
    width,
    height,
    main: `M ${x} ${y0} V ${y1}`,
    mainFrom: { x, y: y0 },
    mainTo: { x, y: y1 },
    arrowhead: `M ${x - 16} ${y1 - 20} L ${x} ${y1 + 2} L ${x + 16} ${y1 - 20}`,
    stage(index) {
      const y = y0 + (y1 - y0) * markerFraction(index);
      const from = x + tick;
      const mid = (from + nodeX) / 2;
      return {
        marker: { from: { x: x - tick, y }, to: { x: from, y } },
        branch: `M ${from} ${y} C ${mid} ${y} ${mid} ${y + ahead} ${nodeX} ${y + ahead}`,
        node: { x: nodeX, y: y + ahead, side: 'beside' },
      };
    },
  };
}

const GEOMETRY: Record<Orientation, Geometry> = {
  horizontal: horizontalGeometry(),
  vertical: verticalGeometry(),
};

const pct = (value: number, of: number) => `${((value / of) * 100).toFixed(3)}%`;

/** CSS custom properties carrying one timeline event (`--<name>-start`, `--<name>-duration`). */
function eventVars(name: string, event: ProcessEvent): Record<string, string> {
  return {
    [`--${name}-start`]: `${event.startMs}ms`,
    [`--${name}-duration`]: `${event.durationMs}ms`,
  };
}

// ── The section ────────────────────────────────────────────────────────────────────────────

type OpenCard = { index: number; by: 'hover' | 'focus' | 'click' } | null;

/** The process section of the home page (SPEC section 2, 'Process section'). */
export function Process() {
  const t = useT();
  const language = usePreferences((s) => s.language);
  const reducedMotion = useMediaQuery(REDUCED_MOTION_QUERY);
  const narrow = useMediaQuery(NARROW_QUERY, useContext(NarrowGuessContext));
  const orientation: Orientation = narrow ? 'vertical' : 'horizontal';
  const geometry = GEOMETRY[orientation];
  const parts = STAGES.map((stage, i) => ({ ...stage, ...geometry.stage(i) }));
  const { events, run, state, locked, replay, diagramRef } = useProcessAnimation(reducedMotion);
  const [selected, setSelected] = useState<ProcessSelection>(null);
  const [open, setOpen] = useState<OpenCard>(null);
  const cardIdPrefix = useId();

  const select = (part: Exclude<ProcessSelection, null>) =>
    setSelected((current) => toggleSelection(current, part));
  const number = (n: number) => localDigits(n, language, 2);
  const x = (value: number) => pct(value, geometry.width);
  const y = (value: number) => pct(value, geometry.height);

  const openCard = (index: number, by: 'hover' | 'focus') =>
    setOpen((current) =>
      current?.index === index && current.by === 'click' ? current : { index, by },
    );
  const clickStage = (index: number) =>
    setOpen((current) =>
      current?.index === index && current.by === 'click' ? null : { index, by: 'click' },
    );
  const leaveStage = (index: number, event: PointerEvent) => {
    if (event.pointerType !== 'mouse') return;
    setOpen((current) => (current?.index === index && current.by === 'hover' ? null : current));
  };
  const closeStage = (index: number) =>
    setOpen((current) => (current?.index === index ? null : current));

  // A card opened by the mouse also closes when the mouse moves anywhere outside its stage: the
  // stage's own pointerleave alone once left a card open in a browser test (the mouse had gone
  // to the header, the card stayed), so the document's pointer moves decide too.
  const hoverIndex = open?.by === 'hover' ? open.index : undefined;
  useEffect(() => {
    if (hoverIndex === undefined) return;
    const onMove = (event: globalThis.PointerEvent) => {
      if (event.pointerType !== 'mouse') return;
      const stage =
        event.target instanceof Element ? event.target.closest('[data-process-stage]') : null;
      if (stage?.getAttribute('data-process-stage') === String(hoverIndex)) return;
      setOpen((current) =>
        current?.index === hoverIndex && current.by === 'hover' ? null : current,
      );
    };
    document.addEventListener('pointermove', onMove, { passive: true });
    return () => document.removeEventListener('pointermove', onMove);
  }, [hoverIndex]);
  const escape = (index: number, event: KeyboardEvent) => {
    if (event.key === 'Escape') closeStage(index);
  };

  const main = eventFor(events, 'main');
  const mainStyle = eventVars('draw', main) as CSSProperties;

  return (
    <Section id="process" title={t('process.title')} intro={t('process.intro')}>
      <div
        ref={diagramRef}
        role="group"
        aria-label={t('process.diagramLabel')}
        // The stages' rules (ProcessStages.module.css) follow the diagram's data-state through
        // that module's own `.diagram`.
        className={`${styles.diagram} ${stageStyles.diagram}`}
        data-state={state}
        data-run={run}
        data-orientation={orientation}
        data-testid="process-diagram"
        style={{ aspectRatio: `${geometry.width} / ${geometry.height}` }}
      >
        <svg
          key={`${orientation}-${run}`}
          className={styles.svg}
          viewBox={`0 0 ${geometry.width} ${geometry.height}`}
          aria-hidden="true"
          focusable="false"
        >
          <path className={styles.track} d={geometry.main} />
          {parts.map(({ id, branch }, i) => (
            <path
              key={`branch-${id}`}
              className={`${styles.branch} ${styles.draw}`}
              d={branch}
              pathLength={1}
              data-branch={i}
              data-selected={selected === i + 1 || undefined}
              style={eventVars('draw', eventFor(events, 'secondary', i)) as CSSProperties}
            />
          ))}
          <g className={styles.main} data-selected={selected === 0 || undefined}>
            <path
              className={`${styles.mainPath} ${styles.draw}`}
              d={geometry.main}
              pathLength={1}
              style={mainStyle}
            />
            <path className={styles.arrowhead} d={geometry.arrowhead} style={mainStyle} />
          </g>
          {parts.map(({ id, marker: { from, to } }, i) => (
            <line
              key={`marker-${id}`}
              className={styles.marker}
              x1={from.x}
              y1={from.y}
              x2={to.x}
              y2={to.y}
              data-marker={i}
              data-selected={selected === i + 1 || undefined}
              style={eventVars('appear', eventFor(events, 'marker', i)) as CSSProperties}
            />
          ))}
        </svg>

        <button
          type="button"
          className={`${styles.hit} ${styles.mainHit}`}
          aria-pressed={selected === 0}
          aria-label={t('process.mainArrow')}
          onClick={() => select(0)}
          data-testid="process-main-arrow"
          style={
            orientation === 'horizontal'
              ? {
                  insetInlineStart: x(geometry.mainFrom.x - 10),
                  inlineSize: x(geometry.mainTo.x - geometry.mainFrom.x + 20),
                  insetBlockStart: y(geometry.mainFrom.y),
                }
              : {
                  insetInlineStart: x(geometry.mainFrom.x),
                  insetBlockStart: y(geometry.mainFrom.y - 10),
                  blockSize: y(geometry.mainTo.y - geometry.mainFrom.y + 20),
                }
          }
        />
        {parts.map(({ id, marker: { from, to } }, i) => {
          const part = (i + 1) as 1 | 2 | 3 | 4;
          return (
            <button
              key={`marker-hit-${id}`}
              type="button"
              className={`${styles.hit} ${styles.markerHit}`}
              aria-pressed={selected === part}
              aria-label={t('process.marker', {
                number: number(part),
                stage: t(stageKey(id, 'title')),
              })}
              onClick={() => select(part)}
              data-testid={`process-marker-${part}`}
              style={{
                insetInlineStart: x((from.x + to.x) / 2),
                insetBlockStart: y((from.y + to.y) / 2),
              }}
            />
          );
        })}

        {parts.map(({ id, Icon, node }, i) => {
          const isOpen = open?.index === i;
          const cardId = `${cardIdPrefix}-${id}`;
          const vars = {
            '--x': x(node.x),
            '--y': y(node.y),
            ...eventVars('stage', eventFor(events, 'stage', i)),
            ...eventVars('label', eventFor(events, 'label', i)),
            ...eventVars('pulse', eventFor(events, 'pulse', i)),
          } as CSSProperties;
          return (
            <div
              key={id}
              className={stageStyles.stage}
              data-process-stage={i}
              data-side={node.side}
              data-align={i < STAGE_COUNT / 2 ? 'start' : 'end'}
              data-open={isOpen || undefined}
              data-selected={selected === i + 1 || undefined}
              style={vars}
              onPointerEnter={(event) => event.pointerType === 'mouse' && openCard(i, 'hover')}
              onPointerLeave={(event) => leaveStage(i, event)}
            >
              <button
                type="button"
                className={stageStyles.stageButton}
                aria-expanded={isOpen}
                aria-controls={isOpen ? cardId : undefined}
                onFocus={() => openCard(i, 'focus')}
                onBlur={() => closeStage(i)}
                onClick={() => clickStage(i)}
                onKeyDown={(event) => escape(i, event)}
                data-testid={`process-stage-${id}`}
              >
                <span key={`node-${run}`} className={stageStyles.node} aria-hidden="true">
                  <Icon size={22} strokeWidth={1.75} />
                </span>
                <span key={`label-${run}`} className={stageStyles.label}>
                  <span className={stageStyles.step}>{number(i + 1)}</span>
                  <span className={stageStyles.stageTitle}>{t(stageKey(id, 'title'))}</span>
                </span>
              </button>
              {isOpen && (
                <div id={cardId} className={stageStyles.card} data-testid="process-card">
                  <h3 className={stageStyles.cardTitle}>
                    <span className={stageStyles.step}>{number(i + 1)}</span>
                    {t(stageKey(id, 'title'))}
                  </h3>
                  <p className={stageStyles.cardText}>{t(stageKey(id, 'description'))}</p>
                  <h4 className={stageStyles.cardSubtitle}>{t('process.keyTasks')}</h4>
                  <ul className={stageStyles.tasks}>
                    {(['task1', 'task2', 'task3'] as const).map((task) => (
                      <li key={task}>
                        <Check size={16} aria-hidden="true" className={stageStyles.taskIcon} />
                        {t(stageKey(id, task))}
                      </li>
                    ))}
                  </ul>
                </div>
              )}
            </div>
          );
        })}
      </div>

      <div className={styles.footer}>
        {/* The hint of the screen's pointer: a mouse hovers, a finger taps (CSS picks one, so the
            server's HTML needs no guess). */}
        <p className={`${styles.hint} ${styles.hintPointer}`}>{t('process.hint')}</p>
        <p className={`${styles.hint} ${styles.hintTouch}`}>{t('process.hintTouch')}</p>
        <div className={styles.actions}>
          {!reducedMotion && (
            <Button
              variant="secondary"
              size="small"
              onClick={replay}
              aria-disabled={locked}
              data-testid="process-replay"
            >
              <RotateCcw size={16} aria-hidden="true" />
              {t('process.replay')}
            </Button>
          )}
          <Link to="/investor" className={buttonClass('primary')} data-testid="process-invest">
            {t('process.investWithUs')}
            <ArrowRight size={18} aria-hidden="true" className="flip-rtl" />
          </Link>
        </div>
      </div>
    </Section>
  );
}
