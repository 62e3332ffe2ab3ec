import { Typography } from 'antd';
import type { ReactNode } from 'react';
import type { MessageKey } from '@vb/shared/i18n';
import { ApiError } from '../app/http';
import { errorKey, useT } from '../app/i18n';
import styles from './errorMessage.module.css';

/**
 * The reference worth quoting with a failure: the request id (its log lines carry it) of a
 * server failure (5xx) or of an answer that is not one of the API's errors (a proxy's page, an
 * unknown status). What the message itself explains (a field's problem, a conflict, a sign-in, a
 * limit, something gone) has none, so staff are not sent to report what is expected.
 */
export function errorReference(error: unknown): string | undefined {
  if (!(error instanceof ApiError) || !error.requestId) return undefined;
  return error.status >= 500 || !error.code ? error.requestId : undefined;
}

/**
 * "Reference: <id>", selectable, with a button that copies the id alone. The id is isolated
 * (FSI … PDI) so that inside Arabic text its dashes and digits are not reordered.
 */
export function ErrorReference({ id }: { id: string }) {
  const t = useT();
  return (
    <Typography.Text
      className={styles.reference}
      copyable={{
        text: id,
        tooltips: [t('admin.error.copyReference'), t('admin.error.referenceCopied')],
      }}
      data-testid="error-reference"
    >
      {t('admin.error.reference', { ref: `\u2068${id}\u2069` })}
    </Typography.Text>
  );
}

/**
 * A text already written (or none: a toast with a title only) followed by the error's reference
 * when it has one worth quoting.
 */
export function withReference(error: unknown, text: ReactNode): ReactNode {
  const id = errorReference(error);
  if (!id) return text;
  return (
    <>
      {text}
      <ErrorReference id={id} />
    </>
  );
}

function ErrorText({ error, text }: { error: unknown; text: MessageKey }) {
  const t = useT();
  return withReference(error, t(text));
}

/**
 * A failure's message for staff, wherever the admin shows one (a toast, an alert, a banner): the
 * catalog's text (`key`, else the error's own, `errorKey`) and, for a failure worth reporting,
 * its reference. An element, translated as it renders, so a change of language reaches it too.
 */
export function errorMessage(error: unknown, key: MessageKey = errorKey(error)): ReactNode {
  return <ErrorText error={error} text={key} />;
}
