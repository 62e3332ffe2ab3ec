import { Alert, Button, List, Spin, Tag, Typography } from 'antd';
import { ToneTag } from '../ToneTag';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { DATE_LOCALES } from '@vb/shared/constants';
import type { SessionInfo } from '@vb/shared/schemas';
import { useT } from '../../app/i18n';
import { usePreferences } from '../../app/preferences';
import { logFailure, useAdmin, useAdminToast } from '../context';
import { errorMessage } from '../errorMessage';
import { formatMoment } from '../people/format';
import { sessionsKey, useSessions } from '../queries';
import { describeUserAgent, isDesktop } from './userAgent';
import styles from './account.module.css';
import { ConfirmPassword, needsPassword } from './ConfirmPassword';

/**
 * Live sessions with device, address and last seen: the signed-in person's own, or (owners) those
 * of the person `personId`. Each can be ended, except the one this page is signed in with.
 */
export function SessionsList({
  personId,
  emptyText,
}: {
  personId?: number;
  /** What an empty list says (one's own list always holds this session). */
  emptyText?: string;
}) {
  const t = useT();
  const { client } = useAdmin();
  const toast = useAdminToast();
  const queryClient = useQueryClient();
  const locale = DATE_LOCALES[usePreferences((s) => s.language)];
  const sessions = useSessions(true, personId);
  const [ending, setEnding] = useState<string | null>(null);

  async function end(session: SessionInfo) {
    setEnding(session.id);
    try {
      await (personId === undefined
        ? client.endSession(session.id)
        : client.endSessionOf(personId, session.id));
      queryClient.setQueryData<SessionInfo[]>(sessionsKey(personId), (list) =>
        (list ?? []).filter((s) => s.id !== session.id),
      );
      toast('success', 'admin.account.sessions.ended');
    } catch (error) {
      logFailure('Failed to end a session', error);
      toast('error', 'admin.toast.errorTitle', errorMessage(error));
    } finally {
      setEnding(null);
    }
  }

  if (sessions.isPending) return <Spin />;
  if (sessions.isError && personId === undefined && needsPassword(sessions.error))
    return <ConfirmPassword onConfirmed={() => void sessions.refetch()} />;
  if (sessions.isError)
    return (
      <Alert
        type="error"
        showIcon
        title={errorMessage(
          sessions.error,
          personId === undefined
            ? 'admin.account.sessions.loadError'
            : 'admin.people.sessionsLoadError',
        )}
      />
    );
  return (
    <List<SessionInfo>
      size="small"
      dataSource={sessions.data}
      locale={emptyText ? { emptyText } : undefined}
      data-testid="account-sessions"
      renderItem={(session) => (
        <List.Item
          data-testid="account-session"
          data-current={session.current}
          actions={
            session.current
              ? []
              : [
                  <Button
                    key="end"
                    size="small"
                    danger
                    loading={ending === session.id}
                    onClick={() => void end(session)}
                    data-testid="account-session-end"
                  >
                    {t('admin.account.sessions.end')}
                  </Button>,
                ]
          }
        >
          <List.Item.Meta
            title={
              <span className={styles.device}>
                <bdi>
                  {describeUserAgent(session.userAgent, t('admin.account.sessions.desktop')) ||
                    t('admin.account.sessions.unknown')}
                </bdi>
                {session.current && (
                  <ToneTag tone="green" data-testid="account-session-current">
                    {t('admin.account.sessions.current')}
                  </ToneTag>
                )}
                {/* A token that is not the desktop console's (a script's, say) is told apart. */}
                {session.kind === 'bearer' && !isDesktop(session.userAgent) && (
                  <Tag>{t('admin.account.sessions.token')}</Tag>
                )}
              </span>
            }
            description={
              <Typography.Text type="secondary">
                {session.ip && (
                  <>
                    <bdi>{session.ip}</bdi>
                    {' · '}
                  </>
                )}
                {t('admin.account.sessions.lastSeen', {
                  date: formatMoment(session.lastSeenAt, locale),
                })}
              </Typography.Text>
            }
          />
        </List.Item>
      )}
    />
  );
}
