import { Modal, Typography, type ButtonProps } from 'antd';
import { AlertIcon } from '../icons';
import { useT } from '../../app/i18n';

/** The delete confirmation (SPEC section 4: deleting always asks; it cannot be undone). */
export function DeleteConfirm({
  open,
  name,
  deleting,
  onConfirm,
  onCancel,
}: {
  open: boolean;
  /** What is deleted (the sender's name), shown as text. */
  name: string;
  deleting: boolean;
  onConfirm(): void;
  onCancel(): void;
}) {
  const t = useT();
  const okButtonProps: ButtonProps & { 'data-testid': string } = {
    danger: true,
    loading: deleting,
    'data-testid': 'delete-confirm',
  };
  const cancelButtonProps: ButtonProps & { 'data-testid': string } = {
    disabled: deleting,
    'data-testid': 'delete-cancel',
  };
  return (
    <Modal
      open={open}
      title={
        <span>
          <AlertIcon style={{ color: 'var(--ant-color-error, #d4380d)' }} />{' '}
          {t('admin.delete.title')}
        </span>
      }
      okText={deleting ? t('admin.delete.deleting') : t('admin.delete.confirm')}
      cancelText={t('admin.delete.cancel')}
      okButtonProps={okButtonProps}
      cancelButtonProps={cancelButtonProps}
      onOk={onConfirm}
      onCancel={() => {
        if (!deleting) onCancel();
      }}
      mask={{ closable: !deleting }}
      keyboard={!deleting}
      destroyOnHidden
      width={440}
    >
      {name && (
        <Typography.Paragraph strong dir="auto" style={{ overflowWrap: 'anywhere' }}>
          {name}
        </Typography.Paragraph>
      )}
      <Typography.Paragraph type="secondary">{t('admin.delete.text')}</Typography.Paragraph>
    </Modal>
  );
}
