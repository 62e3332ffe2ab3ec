import { useEffect, useState, type RefObject } from 'react';
import type { SubmissionLayout } from '@vb/shared/schemas';
import { useTriageKeys, type Direction } from './useTriageKeys';

/** A status menu the `s` key (or a click) opened: the card's, or the side panel's. */
export interface OpenStatusMenu {
  id: number;
  where: 'card' | 'panel';
}

/**
 * A list's keyboard triage (useTriageKeys) wired to its view: the item the keys act on (only one
 * still on the page; kept in sight as they move it), the status menu `s` opens (in the table
 * layout, the side panel's: the table has none), the search field `/` focuses, the `?` dialog,
 * and the pages' arrows while there is more than one page.
 */
export function useListKeys({
  items,
  top,
  layout,
  setOpenId,
  page,
  pageCount,
  goToPage,
  direction,
  enabled,
}: {
  /** The ids of the items shown, in order. */
  items: readonly number[];
  /** The list's element: where the search field and the active item are. */
  top: RefObject<HTMLDivElement | null>;
  layout: SubmissionLayout;
  setOpenId(id: number): void;
  page: number;
  pageCount: number;
  goToPage(page: number): void;
  direction: Direction;
  enabled: boolean;
}) {
  // The item the keyboard acts on, and the status menu the `s` key opened.
  const [activeId, setActiveId] = useState<number | null>(null);
  const [statusMenu, setStatusMenu] = useState<OpenStatusMenu | null>(null);
  const [helpOpen, setHelpOpen] = useState(false);
  const active = activeId !== null && items.includes(activeId) ? activeId : null;

  useTriageKeys({
    items,
    activeId: active,
    setActive: setActiveId,
    open: (id) => {
      setActiveId(id);
      setOpenId(id);
    },
    openStatusMenu: (id) => {
      setActiveId(id);
      if (layout === 'table') setOpenId(id);
      setStatusMenu({ id, where: layout === 'table' ? 'panel' : 'card' });
    },
    focusSearch: () =>
      top.current
        ?.querySelector<HTMLInputElement>(
          'input[data-testid="submissions-search"], [data-testid="submissions-search"] input',
        )
        ?.focus(),
    showHelp: () => setHelpOpen(true),
    direction,
    ...(pageCount > 1
      ? {
          nextPage: () => {
            if (page < pageCount) goToPage(page + 1);
          },
          previousPage: () => {
            if (page > 1) goToPage(page - 1);
          },
        }
      : {}),
    enabled,
  });
  // The active item stays in sight as the keys move it.
  useEffect(() => {
    if (active === null) return;
    top.current
      ?.querySelector(`[data-active="true"][data-id="${active}"]`)
      ?.scrollIntoView({ block: 'nearest' });
  }, [active, top]);

  return { active, statusMenu, setStatusMenu, helpOpen, setHelpOpen, direction };
}
