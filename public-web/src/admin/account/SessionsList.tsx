import { Alert, Button, List, Spin, Tag, Typography } from 'antd';
import { ToneTag } from '../ToneTag';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { DATE_LOCALES } from '@vb/shared/constants';
import type { SessionInfo } from '@vb/shared/schemas';
import { errorKey, useT } from '../../app/i18n';
import { usePreferences } from '../../app/preferences';
import { logFailure, useAdmin, useAdminToast } from '../context';
import { formatMoment } from '../people/format';
import { adminKeys, useSessions } from '../queries';
import { describeUserAgent } from './userAgent';
import styles from './account.module.css';

/** The person's own sessions: device, address, last seen; each but this one can be ended. */
export function SessionsList() {
  const t = useT();
  const { client } = useAdmin();
  const toast = useAdminToast();
  const queryClient = useQueryClient();
  const locale = DATE_LOCALES[usePreferences((s) => s.language)];
  const sessions = useSessions(true);
  const [ending, setEnding] = useState<string | null>(null);

  async function end(session: SessionInfo) {
    setEnding(session.id);
    try {
      await client.endSession(session.id);
      queryClient.setQueryData<SessionInfo[]>(adminKeys.sessions, (list) =>
        (list ?? []).filter((s) => s.id !== session.id),
      );
      toast('success', 'admin.account.sessions.ended');
    } catch (error) {
      logFailure('Failed to end a session', error);
      toast('error', 'admin.toast.errorTitle', errorKey(error));
    } finally {
      setEnding(null);
    }
  }

  if (sessions.isPending) return <Spin />;
  if (sessions.isError)
    return <Alert type="error" showIcon title={t('admin.account.sessions.loadError')} />;
  return (
    <List<SessionInfo>
      size="small"
      dataSource={sessions.data}
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
                  {describeUserAgent(session.userAgent) || t('admin.account.sessions.unknown')}
                </bdi>
                {session.current && (
                  <ToneTag tone="green" data-testid="account-session-current">
                    {t('admin.account.sessions.current')}
                  </ToneTag>
                )}
                {session.kind === 'bearer' && <Tag>{t('admin.account.sessions.desktop')}</Tag>}
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
