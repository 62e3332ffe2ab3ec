import { useQueryClient } from '@tanstack/react-query';
import { Alert, App as AntApp, Button, Empty, Segmented, Spin, Tabs, Typography } from 'antd';
import { useCallback, useEffect, useState, type ReactNode } from 'react';
import type { MessageKey } from '@vb/shared/i18n';
import type { Language, Theme } from '@vb/shared/options';
import {
  TEAM_GROUPS,
  type ContentImage,
  type Localized,
  type SiteContent,
  type TeamGroup,
} from '@vb/shared/schemas';
import { initials, isolate } from '@vb/shared/text';
import { DeleteIcon, EditIcon, PlusIcon, ReloadIcon } from '../icons';
import { useT } from '../../app/i18n';
import { usePreferences } from '../../app/preferences';
import { logFailure, useAdmin, useAdminToast } from '../context';
import { errorMessage } from '../errorMessage';
import { ContentFormModal } from './ContentFormModal';
import { listItems, type ContentItem, type ContentKind, type ListRef } from './model';
import { ContentPicture } from './PictureField';
import { contentKey, useReorder, useSiteContent } from './queries';
import { SortableList } from './SortableList';
import styles from './content.module.css';

interface FormState {
  /** A fresh form per opening. */
  key: number;
  open: boolean;
  kind: ContentKind;
  item: ContentItem | null;
  group: TeamGroup;
}

const ADD: Record<ContentKind, MessageKey> = {
  team: 'admin.content.team.add',
  ventures: 'admin.content.ventures.add',
  partners: 'admin.content.partners.add',
};

const other = (language: Language): Language => (language === 'ar' ? 'en' : 'ar');

/** The picture an item is shown with in the list: a partner's dark logo in the dark theme. */
function itemPicture(item: ContentItem, theme: Theme): ContentImage | null {
  if ('photo' in item) return item.photo;
  if ('logoDark' in item && theme === 'dark' && item.logoDark) return item.logoDark;
  return item.logo;
}

/**
 * The Site content tab (owners and editors): the team by group, the ventures and the
 * partners the home page shows, each list in the site's order. Rows are dragged (or moved with
 * the keyboard) by their handle to reorder; the new order is shown at once and stored, and comes
 * back if the server refuses it. Items are added and edited in a dialog and deleted after a
 * confirmation.
 */
export function ContentTab() {
  const t = useT();
  const language = usePreferences((s) => s.language);
  const theme = usePreferences((s) => s.theme);
  const { client } = useAdmin();
  const toast = useAdminToast();
  const { modal } = AntApp.useApp();
  const queryClient = useQueryClient();
  const content = useSiteContent();
  const reorder = useReorder();
  const [part, setPart] = useState<ContentKind>('team');
  const [group, setGroup] = useState<TeamGroup>('leadership');
  const [formState, setFormState] = useState<FormState | null>(null);

  useEffect(() => {
    if (content.isError) logFailure('Failed to load the site content', content.error);
  }, [content.isError, content.error]);

  const nameOf = useCallback((item: ContentItem) => item.name[language], [language]);

  function openForm(kind: ContentKind, item: ContentItem | null) {
    setFormState((current) => ({
      key: (current?.key ?? 0) + 1,
      open: true,
      kind,
      item,
      group,
    }));
  }

  function confirmDelete(kind: ContentKind, item: ContentItem) {
    modal.confirm({
      title: t('admin.content.deleteTitle', { name: isolate(nameOf(item)) }),
      content: t('admin.delete.text'),
      okText: t('admin.delete.confirm'),
      okButtonProps: { danger: true, ...{ 'data-testid': 'content-delete-confirm' } },
      cancelText: t('admin.delete.cancel'),
      onOk: () => remove(kind, item),
    });
  }

  async function remove(kind: ContentKind, item: ContentItem) {
    try {
      await client.deleteContentItem(kind, item.id);
      queryClient.setQueryData<SiteContent>(contentKey, (current) =>
        current ? withoutItem(current, item.id) : current,
      );
      toast('success', 'admin.toast.deletedTitle', 'admin.content.toast.deletedText');
    } catch (error) {
      logFailure('Failed to delete a site content item', error);
      toast(
        'error',
        'admin.toast.errorTitle',
        errorMessage(error, 'admin.content.toast.deleteFailed'),
      );
    } finally {
      void queryClient.invalidateQueries({ queryKey: contentKey });
    }
  }

  function saved() {
    setFormState((current) => current && { ...current, open: false });
    void queryClient.invalidateQueries({ queryKey: contentKey });
  }

  /** Both names: the interface language's first, the other one under it, each in its direction. */
  const names = (name: Localized) => (
    <span className={styles.names}>
      <span className={styles.primaryName} lang={language} data-testid="content-item-name">
        {name[language]}
      </span>
      <span className={styles.secondaryName} lang={other(language)} dir="auto">
        {name[other(language)]}
      </span>
    </span>
  );

  const row = (kind: ContentKind, item: ContentItem, detail?: ReactNode) => {
    const picture = itemPicture(item, theme);
    const portrait = kind === 'team';
    return (
      <>
        <span className={portrait ? styles.rowPortrait : styles.rowLogo}>
          {picture ? (
            <ContentPicture image={picture} size={portrait ? 40 : 64} alt={picture.alt[language]} />
          ) : portrait ? (
            // As the site shows a member without a portrait: their initials.
            <span className={styles.initials} aria-hidden data-testid="content-item-initials">
              {initials(item.name[language], language)}
            </span>
          ) : (
            <span className={styles.noPicture} aria-hidden>
              —
            </span>
          )}
        </span>
        <span className={styles.rowText}>
          {names(item.name)}
          {detail}
        </span>
        <span className={styles.rowActions}>
          <Button
            icon={<EditIcon />}
            onClick={() => openForm(kind, item)}
            aria-label={t('admin.content.edit', { name: nameOf(item) })}
            title={t('admin.content.editShort')}
            data-testid="content-edit"
          />
          <Button
            icon={<DeleteIcon />}
            danger
            onClick={() => confirmDelete(kind, item)}
            aria-label={t('admin.content.delete', { name: nameOf(item) })}
            title={t('admin.content.deleteShort')}
            data-testid="content-delete"
          />
        </span>
      </>
    );
  };

  const detailOf = (kind: ContentKind, item: ContentItem): ReactNode => {
    if ('role' in item)
      return (
        <Typography.Text type="secondary" className={styles.detail}>
          {item.role[language]}
        </Typography.Text>
      );
    return (
      <Typography.Text type="secondary" className={styles.detail}>
        <bdi dir="ltr">{hostOf(item.url)}</bdi>
      </Typography.Text>
    );
  };

  const list = (ref: ListRef, empty: MessageKey) => {
    const items = content.data ? listItems(content.data, ref) : [];
    if (items.length === 0)
      return (
        <Empty
          image={Empty.PRESENTED_IMAGE_SIMPLE}
          description={t(empty)}
          data-testid={`content-${ref.kind}-empty`}
        />
      );
    return (
      <>
        {items.length > 1 && (
          <Typography.Paragraph type="secondary" className={styles.hint}>
            {t('admin.content.dragHint')}
          </Typography.Paragraph>
        )}
        <SortableList
          items={items}
          nameOf={nameOf}
          onReorder={(ids) => void reorder(ref, ids)}
          renderItem={(item) => row(ref.kind, item, detailOf(ref.kind, item))}
          testId={`content-${ref.kind}-list`}
        />
      </>
    );
  };

  const toolbar = (kind: ContentKind, extra?: ReactNode) => (
    <div className={styles.toolbar}>
      {extra}
      <Button
        type="primary"
        icon={<PlusIcon />}
        onClick={() => openForm(kind, null)}
        className={styles.add}
        data-testid={`content-${kind}-add`}
      >
        {t(ADD[kind])}
      </Button>
    </div>
  );

  let body: ReactNode;
  if (content.isPending) {
    body = (
      <div className={styles.center}>
        <Spin />
      </div>
    );
  } else if (content.isError) {
    body = (
      <Alert
        type="error"
        showIcon
        title={errorMessage(content.error, 'admin.content.loadError')}
        action={
          <Button icon={<ReloadIcon />} onClick={() => void content.refetch()}>
            {t('admin.filters.refresh')}
          </Button>
        }
        data-testid="content-load-error"
      />
    );
  } else {
    body = (
      <Tabs
        activeKey={part}
        onChange={(key) => setPart(key as ContentKind)}
        className={styles.parts}
        items={[
          {
            key: 'team',
            label: <span data-testid="content-part-team">{t('admin.content.team.title')}</span>,
            children: (
              <section aria-label={t('admin.content.team.title')}>
                {toolbar(
                  'team',
                  <Segmented<TeamGroup>
                    value={group}
                    onChange={setGroup}
                    options={TEAM_GROUPS.map((value) => ({
                      value,
                      label: (
                        <span data-testid={`content-group-${value}`}>
                          {t(`admin.content.group.${value}`)}{' '}
                          <span className={styles.count}>({content.data.team[value].length})</span>
                        </span>
                      ),
                    }))}
                    className={styles.groups}
                    aria-label={t('admin.content.team.group')}
                  />,
                )}
                {list(
                  { kind: 'team', group },
                  group === 'advisory'
                    ? 'admin.content.team.emptyAdvisory'
                    : 'admin.content.team.empty',
                )}
              </section>
            ),
          },
          {
            key: 'ventures',
            label: (
              <span data-testid="content-part-ventures">{t('admin.content.ventures.title')}</span>
            ),
            children: (
              <section aria-label={t('admin.content.ventures.title')}>
                {toolbar('ventures')}
                {list({ kind: 'ventures' }, 'admin.content.ventures.empty')}
              </section>
            ),
          },
          {
            key: 'partners',
            label: (
              <span data-testid="content-part-partners">{t('admin.content.partners.title')}</span>
            ),
            children: (
              <section aria-label={t('admin.content.partners.title')}>
                {toolbar('partners')}
                {list({ kind: 'partners' }, 'admin.content.partners.empty')}
              </section>
            ),
          },
        ]}
      />
    );
  }

  return (
    <div className={styles.tab} data-testid="content-tab">
      <Typography.Paragraph type="secondary" className={styles.intro}>
        {t('admin.content.intro')}
      </Typography.Paragraph>
      {body}
      {formState && (
        <ContentFormModal
          key={formState.key}
          kind={formState.kind}
          item={formState.item}
          group={formState.group}
          open={formState.open}
          onClose={() => setFormState((current) => current && { ...current, open: false })}
          onSaved={saved}
        />
      )}
    </div>
  );
}

function hostOf(url: string): string {
  try {
    return new URL(url).host;
  } catch {
    return url;
  }
}

function withoutItem(content: SiteContent, id: string): SiteContent {
  const keep = <T extends { id: string }>(items: T[]) => items.filter((item) => item.id !== id);
  return {
    team: {
      leadership: keep(content.team.leadership),
      islamic: keep(content.team.islamic),
      advisory: keep(content.team.advisory),
    },
    ventures: keep(content.ventures),
    partners: keep(content.partners),
  };
}
