import * as Toast from '@radix-ui/react-toast';
import { X } from 'lucide-react';
import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { TOAST } from '@vb/shared/constants';
import { useT } from './i18n';
import styles from './toast.module.css';

export interface ToastMessage {
  title: string;
  description?: string;
  variant?: 'default' | 'destructive' | 'success';
}

interface ToastState extends ToastMessage {
  id: number;
}

const ToastContext = createContext<(message: ToastMessage) => void>(() => {});

/** Shows a toast; at most one is visible at a time (a new one replaces the current one). */
export function useToast() {
  return useContext(ToastContext);
}

/** Radix Toast with SPEC section 4's settings: 1 visible, 5000 ms, swipe right 50 px, F8, 'Notification'. */
export function ToastProvider({ children }: { children: ReactNode }) {
  const t = useT();
  const [current, setCurrent] = useState<ToastState | undefined>();
  const show = useCallback((message: ToastMessage) => {
    setCurrent({ ...message, id: Date.now() + Math.random() });
  }, []);
  const value = useMemo(() => show, [show]);
  return (
    <ToastContext.Provider value={value}>
      <Toast.Provider
        duration={TOAST.durationMs}
        swipeDirection={TOAST.swipeDirection}
        swipeThreshold={TOAST.swipeThresholdPx}
        label={t('toast.defaultLabel')}
      >
        {children}
        {current && (
          <Toast.Root
            key={current.id}
            className={styles.toast}
            data-variant={current.variant ?? 'default'}
            onOpenChange={(open) => {
              if (!open) setCurrent((c) => (c?.id === current.id ? undefined : c));
            }}
          >
            <Toast.Title className={styles.title}>{current.title}</Toast.Title>
            {current.description && (
              <Toast.Description className={styles.description}>
                {current.description}
              </Toast.Description>
            )}
            <Toast.Close className={styles.close} aria-label={t('toast.close')}>
              <X size={16} aria-hidden />
            </Toast.Close>
          </Toast.Root>
        )}
        <Toast.Viewport
          className={styles.viewport}
          hotkey={[TOAST.hotkey]}
          label={t('toast.viewportLabel', { hotkey: TOAST.hotkey })}
        />
      </Toast.Provider>
    </ToastContext.Provider>
  );
}
