import type { FormNotice as Notice } from '../app/formPost';
import styles from './FormNotice.module.css';

/**
 * What a public form says above its fields after a plain HTML post (`usePublicForm`'s notice):
 * its confirmation (a status), or the summary of the fields to correct, or why it was refused
 * (an alert). `labels` name the fields, in the form's order; each problem in the summary links to
 * its field, so a visitor without the script (whose focus nothing moves) goes straight to it.
 */
export function FormNotice({
  notice,
  labels,
  fieldId,
}: {
  notice: Notice | undefined;
  labels: Record<string, string>;
  /** The id of a field's control: each problem of a labelled field links to it. */
  fieldId: (field: string) => string;
}) {
  if (!notice) return null;
  if (notice.kind === 'sent') {
    return (
      <div role="status" className={`${styles.notice} ${styles.sent}`} data-testid="form-notice">
        <p className={styles.title}>{notice.title}</p>
        <p className={styles.text}>{notice.text}</p>
      </div>
    );
  }
  // The form's fields in its order, then any problem of no field (an unknown one).
  const listed =
    notice.kind === 'invalid'
      ? [...Object.keys(labels), ...Object.keys(notice.errors)].filter(
          (field, at, all) => notice.errors[field] && all.indexOf(field) === at,
        )
      : [];
  return (
    <div role="alert" className={`${styles.notice} ${styles.problem}`} data-testid="form-notice">
      <p className={styles.title}>{notice.title}</p>
      {notice.kind === 'refused' ? (
        <p className={styles.text}>{notice.text}</p>
      ) : (
        <ul className={styles.list}>
          {listed.map((field) => (
            <li key={field}>
              {labels[field] ? (
                <a href={`#${fieldId(field)}`} className={styles.link}>
                  <span className={styles.label}>{labels[field]}: </span>
                  {notice.errors[field]}
                </a>
              ) : (
                notice.errors[field]
              )}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
