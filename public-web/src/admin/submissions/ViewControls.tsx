import { Button, Checkbox, Empty, Input, Popover, Segmented, Space } from 'antd';
import { useState } from 'react';
import {
  SAVED_VIEWS,
  type SavedView,
  type SubmissionColumn,
  type SubmissionLayout,
  type SubmissionListPreferences,
} from '@vb/shared/schemas';
import {
  CardsLayoutIcon,
  ColumnsIcon,
  DeleteIcon,
  SaveIcon,
  SavedViewsIcon,
  TableLayoutIcon,
} from '../icons';
import { useT } from '../../app/i18n';
import { columnChoices, type BaseSubmission, type SubmissionKindConfig } from './kindConfigs';
import type { useSavedViews } from './useSavedViews';
import styles from './submissions.module.css';

/** Cards or table (kept in the person's preferences). */
export function LayoutToggle({
  layout,
  onChange,
}: {
  layout: SubmissionLayout;
  onChange(layout: SubmissionLayout): void;
}) {
  const t = useT();
  return (
    <Segmented<SubmissionLayout>
      aria-label={t('admin.layout.label')}
      value={layout}
      onChange={onChange}
      data-testid="layout-toggle"
      options={[
        {
          value: 'cards',
          label: t('admin.layout.cards'),
          icon: <CardsLayoutIcon />,
        },
        { value: 'table', label: t('admin.layout.table'), icon: <TableLayoutIcon /> },
      ]}
    />
  );
}

/** Which of the kind's columns the table shows (at least one). */
export function ColumnPicker<T extends BaseSubmission>({
  config,
  columns,
  onChange,
}: {
  config: SubmissionKindConfig<T>;
  columns: readonly SubmissionColumn[];
  onChange(columns: SubmissionColumn[]): void;
}) {
  const t = useT();
  const choices = columnChoices(config);
  return (
    <Popover
      trigger="click"
      placement="bottom"
      title={t('admin.columns.label')}
      content={
        <Checkbox.Group<SubmissionColumn>
          className={styles.columnList}
          value={[...columns]}
          onChange={(next) => {
            // In the kind's order; the last column cannot be taken away.
            if (next.length > 0)
              onChange(choices.map((c) => c.id).filter((id) => next.includes(id)));
          }}
          options={choices.map((choice) => ({
            value: choice.id,
            label: t(choice.label),
            disabled: columns.length === 1 && columns.includes(choice.id),
          }))}
          data-testid="column-picker"
        />
      }
    >
      <Button icon={<ColumnsIcon />} data-testid="columns-button">
        {t('admin.columns.button')}
      </Button>
    </Popover>
  );
}

/**
 * The person's saved views of this list: apply one, delete one, or save the current filters and
 * order under a name (a name already used replaces that view).
 */
export function SavedViews({
  views,
  onApply,
  onDelete,
  onSave,
}: {
  views: SavedView[];
  onApply(view: SavedView): void;
  onDelete(view: SavedView): void;
  onSave(name: string): Promise<boolean>;
}) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const [name, setName] = useState('');
  const [saving, setSaving] = useState(false);
  const trimmed = name.trim();

  async function save() {
    if (trimmed === '') return;
    setSaving(true);
    try {
      if (await onSave(trimmed)) setName('');
    } finally {
      setSaving(false);
    }
  }

  const content = (
    <div className={styles.savedViews} data-testid="saved-views">
      {views.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('admin.views.none')} />
      ) : (
        <ul className={styles.savedViewList}>
          {views.map((view) => (
            <li key={view.name} className={styles.savedView} data-testid="saved-view">
              <Button
                type="text"
                className={styles.savedViewName}
                onClick={() => {
                  onApply(view);
                  setOpen(false);
                }}
                aria-label={t('admin.views.apply', { name: view.name })}
                data-testid="saved-view-apply"
              >
                <span dir="auto">{view.name}</span>
              </Button>
              <Button
                type="text"
                danger
                size="small"
                icon={<DeleteIcon />}
                onClick={() => onDelete(view)}
                aria-label={t('admin.views.delete', { name: view.name })}
                data-testid="saved-view-delete"
              />
            </li>
          ))}
        </ul>
      )}
      <Space.Compact className={styles.saveViewRow}>
        <Input
          value={name}
          onChange={(e) => setName(e.target.value)}
          onPressEnter={() => void save()}
          maxLength={SAVED_VIEWS.nameMax}
          placeholder={t('admin.views.namePlaceholder')}
          aria-label={t('admin.views.nameLabel')}
          data-testid="saved-view-name"
          dir="auto"
        />
        <Button
          type="primary"
          icon={<SaveIcon />}
          onClick={() => void save()}
          loading={saving}
          disabled={trimmed === ''}
          data-testid="saved-view-save"
        >
          {t('admin.views.save')}
        </Button>
      </Space.Compact>
    </div>
  );

  return (
    <Popover
      trigger="click"
      placement="bottom"
      open={open}
      onOpenChange={setOpen}
      title={t('admin.views.button')}
      content={content}
    >
      <Button icon={<SavedViewsIcon />} data-testid="saved-views-button">
        {t('admin.views.button')}
      </Button>
    </Popover>
  );
}

/**
 * A list's controls of how it is shown, in its toolbar: the layout and (for the table) the
 * columns, each kept in the person's preferences by `onKeep`, and the saved views.
 */
export function ListViewControls<T extends BaseSubmission>({
  config,
  layout,
  columns,
  onKeep,
  savedViews,
}: {
  config: SubmissionKindConfig<T>;
  layout: SubmissionLayout;
  columns: readonly SubmissionColumn[];
  onKeep(patch: SubmissionListPreferences): void;
  savedViews: ReturnType<typeof useSavedViews>;
}) {
  return (
    <>
      <LayoutToggle layout={layout} onChange={(next) => onKeep({ layout: next })} />
      {layout === 'table' && (
        <ColumnPicker<T>
          config={config}
          columns={columns}
          onChange={(next: SubmissionColumn[]) => onKeep({ columns: next })}
        />
      )}
      <SavedViews
        views={savedViews.views}
        onApply={savedViews.applyView}
        onDelete={savedViews.deleteView}
        onSave={savedViews.saveView}
      />
    </>
  );
}
