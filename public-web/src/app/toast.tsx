import {
  createContext,
  lazy,
  Suspense,
  useCallback,
  useContext,
  useMemo,
  useState,
  type ReactNode,
} from 'react';
import type { ToastMessage, ToastState } from './toastTypes';

export type { ToastMessage, ToastState };

const ToastContext = createContext<(message: ToastMessage) => void>(() => {});

/** Shows a toast; at most one is visible at a time (a new one replaces the current one). */
export function useToast() {
  return useContext(ToastContext);
}

const loadToastHost = () => import('./ToastHost');
const ToastHost = lazy(loadToastHost);

/**
 * Starts loading the toast UI (Radix Toast) ahead of a toast that is about to come, e.g. when a
 * form is sent; the first `useToast()` call loads it anyway.
 */
export function preloadToasts() {
  void loadToastHost();
}

/**
 * The toast context. The toast UI (Radix Toast, with its F8 viewport) is a separate chunk that
 * mounts with the first toast, so no page loads it before something is shown.
 */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [current, setCurrent] = useState<ToastState | undefined>();
  const [used, setUsed] = useState(false);
  const show = useCallback((message: ToastMessage) => {
    setUsed(true);
    setCurrent({ ...message, id: Date.now() + Math.random() });
  }, []);
  const onClosed = useCallback((id: number) => {
    setCurrent((c) => (c?.id === id ? undefined : c));
  }, []);
  const value = useMemo(() => show, [show]);
  return (
    <ToastContext.Provider value={value}>
      {children}
      {used && (
        <Suspense fallback={null}>
          <ToastHost current={current} onClosed={onClosed} />
        </Suspense>
      )}
    </ToastContext.Provider>
  );
}
