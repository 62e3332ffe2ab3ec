import { Button, Card, Tag, Typography } from 'antd';
import { DATE_LOCALES } from '@vb/shared/constants';
import type { StaffMember } from '@vb/shared/schemas';
import { DisableIcon, EditIcon, EnableIcon, SessionsIcon, TwoFactorIcon } from '../icons';
import { useT } from '../../app/i18n';
import { usePreferences } from '../../app/preferences';
import type { Tone } from '../palette';
import { ToneTag } from '../ToneTag';
import { formatDateTime } from '../submissions/format';
import { formatMoment } from './format';
import styles from './people.module.css';

export type PersonStatus = 'active' | 'invited' | 'disabled';

/** Disabled wins over invited: a disabled invitation cannot be accepted either. */
export const personStatus = (person: StaffMember): PersonStatus =>
  person.disabled ? 'disabled' : person.invited ? 'invited' : 'active';

const STATUS_COLORS: Record<PersonStatus, Tone> = {
  active: 'green',
  invited: 'gold',
  disabled: 'red',
};

/**
 * One staff account: name, e-mail, roles, status, whether they sign in with a second factor,
 * last seen; edit and disable or enable.
 */
export function PersonCard({
  person,
  isSelf,
  busy,
  onEdit,
  onSessions,
  onToggleDisabled,
}: {
  person: StaffMember;
  /** The signed-in person's own account (which they may not disable from here). */
  isSelf: boolean;
  busy: boolean;
  onEdit(): void;
  onSessions(): void;
  onToggleDisabled(): void;
}) {
  const t = useT();
  const language = usePreferences((s) => s.language);
  const status = personStatus(person);
  const color = STATUS_COLORS[status];

  return (
    <Card
      size="small"
      className={`${styles.card} ${person.disabled ? styles.disabled : ''}`}
      data-testid="person-card"
      data-person-id={person.id}
      data-email={person.email}
      data-status={status}
    >
      <div className={styles.cardBody}>
        <div className={styles.cardHead}>
          <div className={styles.who}>
            <Typography.Title level={5} className={styles.name}>
              {person.name ? (
                <span dir="auto">{person.name}</span>
              ) : (
                <bdi dir="ltr">{person.email}</bdi>
              )}
              {isSelf && (
                <Typography.Text type="secondary" className={styles.self}>
                  {' '}
                  {t('admin.people.you')}
                </Typography.Text>
              )}
            </Typography.Title>
            {/* Without a name the e-mail is the title: not twice. */}
            {person.name && (
              <Typography.Text type="secondary" className={styles.email}>
                <bdi dir="ltr">{person.email}</bdi>
              </Typography.Text>
            )}
          </div>
          <div className={styles.headTags}>
            <ToneTag tone={color} className={styles.statusTag} data-testid="person-status">
              {t(`admin.people.status.${status}`)}
            </ToneTag>
            {/* An invitee has chosen no password yet: there is no sign-in to say this of. */}
            {!person.invited &&
              (person.twoFactor ? (
                <ToneTag
                  tone="green"
                  icon={<TwoFactorIcon />}
                  className={styles.statusTag}
                  data-testid="person-two-factor"
                  data-on="true"
                >
                  {t('admin.people.twoFactorOn')}
                </ToneTag>
              ) : (
                <Tag className={styles.statusTag} data-testid="person-two-factor" data-on="false">
                  {t('admin.people.twoFactorOff')}
                </Tag>
              ))}
          </div>
        </div>
        <div
          className={styles.tags}
          aria-label={t('admin.people.roles')}
          data-testid="person-roles"
        >
          {person.roles.map((role) => (
            <Tag key={role} data-role={role}>
              {t(`admin.people.role.${role}`)}
            </Tag>
          ))}
        </div>
        <div className={styles.foot}>
          <Typography.Text
            type="secondary"
            title={
              person.lastSeenAt
                ? formatDateTime(person.lastSeenAt, DATE_LOCALES[language])
                : undefined
            }
          >
            {person.lastSeenAt
              ? t('admin.people.lastSeen', {
                  date: formatMoment(person.lastSeenAt, DATE_LOCALES[language]),
                })
              : t('admin.people.neverSeen')}
          </Typography.Text>
          <div className={styles.actions}>
            <Button
              size="small"
              icon={<EditIcon />}
              onClick={onEdit}
              disabled={busy}
              data-testid="person-edit"
            >
              {t('admin.people.edit')}
            </Button>
            {!person.invited && (
              <Button
                size="small"
                icon={<SessionsIcon />}
                onClick={onSessions}
                data-testid="person-sessions"
              >
                {t('admin.people.sessions')}
              </Button>
            )}
            {!isSelf && (
              <Button
                size="small"
                danger={!person.disabled}
                icon={person.disabled ? <EnableIcon /> : <DisableIcon />}
                onClick={onToggleDisabled}
                loading={busy}
                data-testid={person.disabled ? 'person-enable' : 'person-disable'}
              >
                {t(person.disabled ? 'admin.people.enable' : 'admin.people.disable')}
              </Button>
            )}
          </div>
        </div>
      </div>
    </Card>
  );
}
