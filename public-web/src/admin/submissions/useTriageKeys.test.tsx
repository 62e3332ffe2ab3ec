import { act, cleanup, fireEvent, render, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type TriageOptions, triageShortcuts, useTriageKeys } from './useTriageKeys';

const ITEMS = [5, 6, 7];

function setup(overrides: Partial<TriageOptions> = {}) {
  const calls = {
    setActive: vi.fn(),
    open: vi.fn(),
    openStatusMenu: vi.fn(),
    focusSearch: vi.fn(),
    showHelp: vi.fn(),
  };
  const hook = renderHook((props: Partial<TriageOptions>) =>
    useTriageKeys({
      items: ITEMS,
      activeId: null,
      direction: 'ltr',
      ...calls,
      ...overrides,
      ...props,
    }),
  );
  return { ...calls, ...hook };
}

/** Presses a key on `target` (the page by default); answers whether the default was prevented. */
const press = (key: string, init: KeyboardEventInit = {}, target: Element = document.body) =>
  !fireEvent.keyDown(target, { key, bubbles: true, cancelable: true, ...init });

afterEach(() => {
  cleanup();
  document.body.innerHTML = '';
});

describe('the keyboard triage', () => {
  it('moves with j/k and the up and down arrows, from the first or last item, stopping at the ends', () => {
    const { setActive, rerender } = setup();
    expect(press('j')).toBe(true);
    expect(setActive).toHaveBeenLastCalledWith(5);
    press('k');
    expect(setActive).toHaveBeenLastCalledWith(7);
    rerender({ activeId: 6 });
    press('j');
    expect(setActive).toHaveBeenLastCalledWith(7);
    press('ArrowUp');
    expect(setActive).toHaveBeenLastCalledWith(5);
    press('ArrowDown');
    expect(setActive).toHaveBeenLastCalledWith(7);
    setActive.mockClear();
    rerender({ activeId: 7 });
    press('j');
    expect(setActive).not.toHaveBeenCalled();
  });

  it('opens with Enter, changes the status with s, searches with /, lists with ?', () => {
    const { open, openStatusMenu, focusSearch, showHelp, rerender } = setup();
    // No active item: nothing to open, and Enter keeps its default.
    expect(press('Enter')).toBe(false);
    press('s');
    expect(open).not.toHaveBeenCalled();
    expect(openStatusMenu).not.toHaveBeenCalled();
    rerender({ activeId: 6 });
    expect(press('Enter')).toBe(true);
    expect(open).toHaveBeenCalledWith(6);
    press('s');
    expect(openStatusMenu).toHaveBeenCalledWith(6);
    // `/` is not typed into the search box it focuses.
    expect(press('/')).toBe(true);
    expect(focusSearch).toHaveBeenCalledTimes(1);
    press('?', { shiftKey: true });
    expect(showHelp).toHaveBeenCalledTimes(1);
  });

  it('leaves the keys alone while typing, with Ctrl, Alt, Meta or a shifted letter, and over a dialog', () => {
    const { setActive, focusSearch, open, rerender } = setup();
    render(
      <div>
        <input data-testid="field" />
        <textarea data-testid="area" />
        <div contentEditable data-testid="editable" />
        <button data-testid="button">b</button>
      </div>,
    );
    const byId = (id: string) => document.querySelector(`[data-testid="${id}"]`)!;
    for (const id of ['field', 'area', 'editable']) {
      expect(press('j', {}, byId(id))).toBe(false);
      expect(press('/', {}, byId(id))).toBe(false);
    }
    press('j', { ctrlKey: true });
    press('j', { metaKey: true });
    press('j', { altKey: true });
    press('J', { shiftKey: true });
    press('/', { ctrlKey: true });
    expect(setActive).not.toHaveBeenCalled();
    expect(focusSearch).not.toHaveBeenCalled();
    // Enter on a button is the button's.
    rerender({ activeId: 5 });
    expect(press('Enter', {}, byId('button'))).toBe(false);
    expect(open).not.toHaveBeenCalled();
    // A letter on a button still moves.
    press('j', {}, byId('button'));
    expect(setActive).toHaveBeenCalledWith(6);

    setActive.mockClear();
    const dialog = document.createElement('div');
    dialog.setAttribute('role', 'dialog');
    dialog.setAttribute('aria-modal', 'true');
    document.body.append(dialog);
    press('j');
    expect(setActive).not.toHaveBeenCalled();
    // A dialog left in the page but hidden does not count.
    dialog.style.display = 'none';
    press('j');
    expect(setActive).toHaveBeenCalledWith(6);
  });

  it('mirrors the page arrows in RTL, not the letters', () => {
    const nextPage = vi.fn();
    const previousPage = vi.fn();
    const ltr = setup({ nextPage, previousPage, activeId: 5 });
    press('ArrowRight');
    expect(nextPage).toHaveBeenCalledTimes(1);
    press('ArrowLeft');
    expect(previousPage).toHaveBeenCalledTimes(1);
    ltr.unmount();

    const rtl = setup({ nextPage, previousPage, activeId: 5, direction: 'rtl' });
    press('ArrowLeft');
    expect(nextPage).toHaveBeenCalledTimes(2);
    press('ArrowRight');
    expect(previousPage).toHaveBeenCalledTimes(2);
    press('j');
    expect(rtl.setActive).toHaveBeenLastCalledWith(6);
    rtl.rerender({ activeId: 7 });
    press('k');
    expect(rtl.setActive).toHaveBeenLastCalledWith(6);
    expect(
      triageShortcuts('rtl', { pages: true }).find((s) => s.action === 'nextPage')?.keys,
    ).toEqual(['ArrowLeft']);
  });

  it('works on an Arabic keyboard layout, by the keys’ places', () => {
    const { setActive, openStatusMenu, focusSearch, showHelp } = setup({ activeId: 5 });
    press('ت', { code: 'KeyJ' });
    expect(setActive).toHaveBeenLastCalledWith(6);
    press('س', { code: 'KeyS' });
    expect(openStatusMenu).toHaveBeenCalledWith(5);
    expect(press('ظ', { code: 'Slash' })).toBe(true);
    expect(focusSearch).toHaveBeenCalledTimes(1);
    press('؟', { code: 'Slash', shiftKey: true });
    expect(showHelp).toHaveBeenCalledTimes(1);
    // Not a shortcut key: nothing.
    setActive.mockClear();
    press('ب', { code: 'KeyF' });
    expect(setActive).not.toHaveBeenCalled();
  });

  it('binds nothing while disabled, and nothing after unmounting', () => {
    const { setActive, rerender, unmount } = setup({ enabled: false });
    press('j');
    expect(setActive).not.toHaveBeenCalled();
    rerender({ enabled: true });
    press('j');
    expect(setActive).toHaveBeenCalledTimes(1);
    unmount();
    act(() => void press('j'));
    expect(setActive).toHaveBeenCalledTimes(1);
  });
});
