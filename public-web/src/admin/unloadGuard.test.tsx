import { cleanup, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import type { AdminClient } from './client';
import { AdminContextProvider } from './context';
import type { AdminHost } from './host';
import { useUnloadGuard } from './unloadGuard';

/** The web host guards unloads; the desktop's leaves the flag out. */
const host = (guards: boolean): AdminHost => ({
  apiBase: '',
  siteUrl: 'http://localhost',
  session: { kind: 'cookie' },
  saveFile: async () => 'saved',
  openExternal: () => undefined,
  ...(guards ? { guardUnload: true } : {}),
});

function renderGuard(dirty: boolean, guards = true) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <AdminContextProvider value={{ host: host(guards), client: {} as AdminClient }}>
      {children}
    </AdminContextProvider>
  );
  return renderHook(({ on }) => useUnloadGuard(on), { wrapper, initialProps: { on: dirty } });
}

/** Whether an unload now would be held for the browser's question. */
function unloadAsks(): boolean {
  const event = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(event);
  return event.defaultPrevented;
}

afterEach(cleanup);

describe('useUnloadGuard', () => {
  it('asks before unloading while dirty, and stops once clean or unmounted', () => {
    const { rerender, unmount } = renderGuard(true);
    expect(unloadAsks()).toBe(true);
    rerender({ on: false });
    expect(unloadAsks()).toBe(false);
    rerender({ on: true });
    expect(unloadAsks()).toBe(true);
    unmount();
    expect(unloadAsks()).toBe(false);
  });

  it('never asks when clean', () => {
    renderGuard(false);
    expect(unloadAsks()).toBe(false);
  });

  it('never asks on a host that does not guard unloads (the desktop window)', () => {
    renderGuard(true, false);
    expect(unloadAsks()).toBe(false);
  });
});
