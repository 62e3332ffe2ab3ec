import { useEffect } from 'react';
import { useAdmin } from './context';

/**
 * While `dirty`, reloading or closing the page asks first (the browser's own question, on hosts
 * that guard unloads); the handler is removed as soon as the work is saved or dropped.
 */
export function useUnloadGuard(dirty: boolean): void {
  const { host } = useAdmin();
  const active = dirty && host.guardUnload === true;
  useEffect(() => {
    if (!active) return;
    const ask = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers ask only when returnValue is set.
      event.returnValue = true;
    };
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [active]);
}
