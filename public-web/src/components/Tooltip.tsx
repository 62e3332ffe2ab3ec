import {
  cloneElement,
  useCallback,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type FocusEvent,
  type PointerEvent,
  type ReactElement,
} from 'react';
import { createPortal } from 'react-dom';
import { TOOLTIP } from '@vb/shared/constants';

/** When the last tooltip closed: moving on to the next trigger soon after opens at once. */
let lastClosedAt = 0;

interface TriggerProps {
  'aria-describedby'?: string;
  onPointerEnter?(event: PointerEvent<HTMLElement>): void;
  onPointerLeave?(event: PointerEvent<HTMLElement>): void;
  onPointerDown?(event: PointerEvent<HTMLElement>): void;
  onFocus?(event: FocusEvent<HTMLElement>): void;
  onBlur?(event: FocusEvent<HTMLElement>): void;
}

/**
 * Gives its one child the trigger's props. A component of its own, so that the handlers are
 * props (run on events) rather than arguments of a call during render.
 */
function Trigger({ children, ...props }: TriggerProps & { children: ReactElement<TriggerProps> }) {
  return cloneElement(children, props);
}

/**
 * A small tooltip for a button (the header's toggles): it opens after TOOLTIP.openDelayMs of
 * hovering (at once when another one just closed, or on keyboard focus), closes on leaving,
 * blur, a press or Escape, sits above the trigger (below when there is no room) and describes it
 * (`aria-describedby`). A few lines instead of a positioning library, so the home page's first
 * load stays small.
 */
export function Tooltip({
  content,
  lang,
  className,
  arrowClassName,
  children,
}: {
  content: string;
  lang?: string;
  className?: string;
  arrowClassName?: string;
  children: ReactElement<TriggerProps>;
}) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const [place, setPlace] = useState<{ x: number; y: number; below: boolean; arrowX: number }>();
  const triggerRef = useRef<HTMLElement | null>(null);
  const tip = useRef<HTMLDivElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  const close = useCallback(() => {
    clearTimeout(timer.current);
    setOpen((was) => {
      if (was) lastClosedAt = Date.now();
      return false;
    });
  }, []);

  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') close();
    };
    document.addEventListener('keydown', onKey);
    window.addEventListener('scroll', close, { passive: true });
    return () => {
      document.removeEventListener('keydown', onKey);
      window.removeEventListener('scroll', close);
    };
  }, [open, close]);
  useEffect(() => () => clearTimeout(timer.current), []);

  useLayoutEffect(() => {
    if (!open || !triggerRef.current || !tip.current) return;
    const t = triggerRef.current.getBoundingClientRect();
    const w = tip.current.offsetWidth;
    const h = tip.current.offsetHeight;
    const margin = 8;
    const below = t.top - h - TOOLTIP.offset - margin < 0;
    const centre = t.left + t.width / 2;
    const x = Math.min(Math.max(centre - w / 2, margin), window.innerWidth - w - margin);
    const y = below ? t.bottom + TOOLTIP.offset : t.top - h - TOOLTIP.offset;
    setPlace({ x, y, below, arrowX: Math.min(Math.max(centre - x, 8), w - 8) });
  }, [open, content]);

  const props = children.props;
  const trigger = (
    <Trigger
      aria-describedby={open ? id : props['aria-describedby']}
      onPointerEnter={(event) => {
        props.onPointerEnter?.(event);
        if (event.pointerType !== 'mouse') return;
        triggerRef.current = event.currentTarget;
        clearTimeout(timer.current);
        if (Date.now() - lastClosedAt < TOOLTIP.skipDelayMs) setOpen(true);
        else timer.current = setTimeout(() => setOpen(true), TOOLTIP.openDelayMs);
      }}
      onPointerLeave={(event) => {
        props.onPointerLeave?.(event);
        close();
      }}
      onPointerDown={(event) => {
        props.onPointerDown?.(event);
        close();
      }}
      onFocus={(event) => {
        props.onFocus?.(event);
        triggerRef.current = event.currentTarget;
        if (event.currentTarget.matches(':focus-visible')) setOpen(true);
      }}
      onBlur={(event) => {
        props.onBlur?.(event);
        close();
      }}
    >
      {children}
    </Trigger>
  );

  return (
    <>
      {trigger}
      {open &&
        createPortal(
          <div
            ref={tip}
            id={id}
            role="tooltip"
            lang={lang}
            className={className}
            style={{
              position: 'fixed',
              insetInlineStart: 'auto',
              left: place?.x ?? 0,
              top: place?.y ?? 0,
              visibility: place ? 'visible' : 'hidden',
            }}
          >
            {content}
            <svg
              className={arrowClassName}
              width="10"
              height="5"
              viewBox="0 0 30 10"
              preserveAspectRatio="none"
              aria-hidden
              style={{
                position: 'absolute',
                left: (place?.arrowX ?? 0) - 5,
                ...(place?.below
                  ? { bottom: '100%', transform: 'rotate(180deg)' }
                  : { top: '100%' }),
              }}
            >
              <polygon points="0,0 30,0 15,10" />
            </svg>
          </div>,
          document.body,
        )}
    </>
  );
}
