import * as Toast from '@radix-ui/react-toast';
import { X } from 'lucide-react';
import { TOAST } from '@vb/shared/constants';
import { useT } from './i18n';
import type { ToastState } from './toastTypes';
import styles from './toast.module.css';

/**
 * Radix Toast with SPEC section 4's settings: 1 visible, 5000 ms, swipe right 50 px, F8,
 * 'Notification'. Loaded with the first toast (see `./toast`), not with the page.
 */
export default function ToastHost({
  current,
  onClosed,
}: {
  current: ToastState | undefined;
  onClosed(id: number): void;
}) {
  const t = useT();
  return (
    <Toast.Provider
      duration={TOAST.durationMs}
      swipeDirection={TOAST.swipeDirection}
      swipeThreshold={TOAST.swipeThresholdPx}
      label={t('toast.defaultLabel')}
    >
      {current && (
        <Toast.Root
          key={current.id}
          className={styles.toast}
          data-variant={current.variant ?? 'default'}
          onOpenChange={(open) => {
            if (!open) onClosed(current.id);
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
  );
}
