import { Button, Modal, type ModalProps } from 'antd';
import type { ReactNode } from 'react';

/**
 * A dialog around a form that saves. While it saves nothing dismisses it (no ×, no Esc, and the
 * mask never does), so a request in flight is never cut off from what shows its outcome; once
 * closed its content is dropped, so it opens afresh. The footer is Cancel, held while saving,
 * and the primary button that submits the form, spinning while it saves.
 */
export function FormDialog({
  saving,
  onCancel,
  onSubmit,
  cancelLabel,
  submitLabel,
  cancelTestId,
  submitTestId,
  submitDisabled,
  footer,
  children,
  ...modal
}: Omit<
  ModalProps,
  'onCancel' | 'onOk' | 'footer' | 'destroyOnHidden' | 'mask' | 'keyboard' | 'closable'
> & {
  saving: boolean;
  /** Cancel, ×, Esc. */
  onCancel(): void;
  /** The primary button: submits the form (its `onFinish` saves). */
  onSubmit(): void;
  cancelLabel: ReactNode;
  submitLabel: ReactNode;
  cancelTestId?: string;
  submitTestId: string;
  submitDisabled?: boolean;
  /** In place of Cancel and submit, for a step past the form (say, what it made). */
  footer?: ReactNode;
}) {
  return (
    <Modal
      {...modal}
      onCancel={onCancel}
      destroyOnHidden
      mask={{ closable: false }}
      keyboard={!saving}
      closable={!saving}
      footer={
        footer ?? [
          <Button key="cancel" onClick={onCancel} disabled={saving} data-testid={cancelTestId}>
            {cancelLabel}
          </Button>,
          <Button
            key="submit"
            type="primary"
            loading={saving}
            disabled={submitDisabled}
            onClick={onSubmit}
            data-testid={submitTestId}
          >
            {submitLabel}
          </Button>,
        ]
      }
    >
      {children}
    </Modal>
  );
}
