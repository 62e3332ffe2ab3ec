import { cleanup, fireEvent, render, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TAB_KEYS, useTabKeys } from './useTabKeys';

const TABS = ['overview', 'applications', 'contact'];

/** Presses a key on `target` at `timeStamp`; answers whether the default was prevented. */
function press(key: string, init: KeyboardEventInit & { at?: number } = {}, target?: Element) {
  const event = new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true, ...init });
  if (init.at !== undefined) Object.defineProperty(event, 'timeStamp', { value: init.at });
  return !fireEvent(target ?? document.body, event);
}

afterEach(() => {
  cleanup();
  document.body.innerHTML = '';
});

describe('g, then a number: that tab', () => {
  it('goes to the tab of its place in the bar', () => {
    const choose = vi.fn();
    renderHook(() => useTabKeys(TABS, choose));
    expect(press('g', { at: 1000 })).toBe(true);
    expect(press('2', { at: 1200 })).toBe(true);
    expect(choose).toHaveBeenLastCalledWith('applications');
    press('g', { at: 2000 });
    press('3', { at: 2100 });
    expect(choose).toHaveBeenLastCalledWith('contact');
    expect(choose).toHaveBeenCalledTimes(2);
  });

  it('needs the g just before, and a tab of that number', () => {
    const choose = vi.fn();
    renderHook(() => useTabKeys(TABS, choose));
    expect(press('2', { at: 100 })).toBe(false);
    press('g', { at: 1000 });
    expect(press('2', { at: 1000 + TAB_KEYS.withinMs + 1 })).toBe(false);
    press('g', { at: 5000 });
    press('j', { at: 5100 });
    expect(press('2', { at: 5200 })).toBe(false);
    press('g', { at: 6000 });
    expect(press('9', { at: 6100 })).toBe(false);
    expect(choose).not.toHaveBeenCalled();
  });

  it('reads the keys by their place on an Arabic layout', () => {
    const choose = vi.fn();
    renderHook(() => useTabKeys(TABS, choose));
    press('ل', { code: 'KeyG', at: 100 });
    press('٣', { code: 'Digit3', at: 200 });
    expect(choose).toHaveBeenCalledWith('contact');
  });

  it('leaves typing, modified keys and open dialogs alone', () => {
    const choose = vi.fn();
    renderHook(() => useTabKeys(TABS, choose));
    const { container } = render(<input aria-label="search" />);
    const input = container.querySelector('input')!;
    expect(press('g', { at: 100 }, input)).toBe(false);
    expect(press('1', { at: 200 }, input)).toBe(false);
    press('g', { at: 300, ctrlKey: true });
    press('1', { at: 400 });
    press('g', { at: 500 });
    press('1', { at: 600, altKey: true });
    render(<div role="dialog" aria-modal="true" />);
    press('g', { at: 700 });
    press('1', { at: 800 });
    expect(choose).not.toHaveBeenCalled();
  });

  it('does nothing once switched off', () => {
    const choose = vi.fn();
    renderHook(() => useTabKeys(TABS, choose, false));
    press('g', { at: 100 });
    press('1', { at: 200 });
    expect(choose).not.toHaveBeenCalled();
  });
});
