import { App as AntApp } from 'antd';
import { useRef } from 'react';
import type { MessageKey } from '@vb/shared/i18n';
import { useT } from '../app/i18n';

/**
 * Closing a form dialog (Esc, ×, Cancel): at once when nothing changed, else after asking
 * "Discard your changes?" (its own text says what would be lost). One question at a time: a
 * second Esc or click while it is asked does not ask again; nothing closes while saving.
 */
export function useDiscardPrompt({
  changed,
  busy,
  onClose,
  text,
}: {
  changed(): boolean;
  busy: boolean;
  onClose(): void;
  text: MessageKey;
}): () => void {
  const t = useT();
  const { modal } = AntApp.useApp();
  const asking = useRef(false);
  return () => {
    if (busy || asking.current) return;
    if (!changed()) {
      onClose();
      return;
    }
    asking.current = true;
    modal.confirm({
      title: t('admin.discard.title'),
      content: t(text),
      okText: t('admin.discard.confirm'),
      cancelText: t('admin.discard.keep'),
      okButtonProps: { danger: true },
      onOk: () => {
        asking.current = false;
        onClose();
      },
      onCancel: () => {
        asking.current = false;
      },
    });
  };
}
