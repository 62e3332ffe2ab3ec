import { useId, type ChangeEvent } from 'react';
import { HONEYPOT_FIELD } from '@vb/shared/constants';
import { useT } from '../app/i18n';
import styles from './Honeypot.module.css';

/**
 * The spam trap of the public forms: a text field rendered off-screen, hidden from assistive
 * technology and out of the tab order, so only a robot fills it in. The API answers such a
 * submission like a success and stores nothing.
 */
export function Honeypot({ value, onChange }: { value: string; onChange(value: string): void }) {
  const t = useT();
  const id = useId();
  return (
    <div className={styles.honeypot} aria-hidden="true" data-testid="honeypot">
      <label htmlFor={id}>{t('form.honeypot')}</label>
      <input
        id={id}
        type="text"
        name={HONEYPOT_FIELD}
        tabIndex={-1}
        autoComplete="off"
        value={value}
        onChange={(event: ChangeEvent<HTMLInputElement>) => onChange(event.target.value)}
      />
    </div>
  );
}
