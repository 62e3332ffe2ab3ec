import { Modal, Typography } from 'antd';
import { type CSSProperties, Fragment } from 'react';
import { useT } from '../../app/i18n';
import { TAB_KEYS } from '../useTabKeys';
import { type Direction, triageShortcuts } from './useTriageKeys';

/** How a key is written on its cap. */
const KEY_CAPS: Record<string, string> = {
  ArrowDown: '↓',
  ArrowUp: '↑',
  ArrowLeft: '←',
  ArrowRight: '→',
};

const ROW: CSSProperties = {
  display: 'flex',
  justifyContent: 'space-between',
  gap: 16,
  padding: '6px 0',
  borderBottom: '1px solid var(--ant-color-split, rgba(5, 5, 5, 0.06))',
};

/**
 * The `?` dialog: the list's keyboard shortcuts, each with its keys in <kbd>, read
 * from the same table as the keys themselves (the page arrows as they work in this direction).
 */
export function ShortcutsDialog({
  open,
  onClose,
  direction,
  pages = false,
}: {
  open: boolean;
  onClose(): void;
  direction: Direction;
  /** Whether the list's pages have their arrows. */
  pages?: boolean;
}) {
  const t = useT();
  return (
    <Modal
      open={open}
      title={t('admin.shortcuts.title')}
      onCancel={onClose}
      footer={null}
      destroyOnHidden
      width={420}
    >
      <dl data-testid="shortcuts-list" style={{ margin: 0 }}>
        {triageShortcuts(direction, { pages }).map((shortcut) => (
          <div key={shortcut.action} data-testid={`shortcut-${shortcut.action}`} style={ROW}>
            <dt>{t(shortcut.label)}</dt>
            <dd style={{ margin: 0, whiteSpace: 'nowrap' }}>
              {shortcut.keys.map((key, i) => (
                <Fragment key={key}>
                  {i > 0 && <span> {t('admin.shortcuts.or')} </span>}
                  <Typography.Text keyboard>
                    <bdi>{KEY_CAPS[key] ?? key}</bdi>
                  </Typography.Text>
                </Fragment>
              ))}
            </dd>
          </div>
        ))}
        <div data-testid="shortcut-tab" style={ROW}>
          <dt>{t('admin.shortcuts.goToTab')}</dt>
          <dd style={{ margin: 0, whiteSpace: 'nowrap' }}>
            <Typography.Text keyboard>{TAB_KEYS.prefix}</Typography.Text>
            <span> {t('admin.shortcuts.then')} </span>
            <Typography.Text keyboard>
              <bdi>1–{TAB_KEYS.max}</bdi>
            </Typography.Text>
          </dd>
        </div>
      </dl>
      <Typography.Paragraph type="secondary" style={{ marginTop: 12, marginBottom: 0 }}>
        {t('admin.shortcuts.note')}
      </Typography.Paragraph>
    </Modal>
  );
}
