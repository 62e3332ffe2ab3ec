import {
  forwardRef,
  useId,
  type ButtonHTMLAttributes,
  type InputHTMLAttributes,
  type ReactNode,
  type TextareaHTMLAttributes,
} from 'react';
import styles from './ui.module.css';

export { styles as ui };

const cx = (...names: (string | false | undefined)[]) => names.filter(Boolean).join(' ');

export function Container({ children, className }: { children: ReactNode; className?: string }) {
  return <div className={cx(styles.container, className)}>{children}</div>;
}

/** A home-page section with an anchor id, an optional eyebrow, title and intro. */
export function Section({
  id,
  eyebrow,
  title,
  intro,
  children,
  className,
}: {
  id?: string;
  eyebrow?: string;
  title?: string;
  intro?: string;
  children: ReactNode;
  className?: string;
}) {
  const headingId = useId();
  return (
    <section
      id={id}
      className={cx(styles.section, className)}
      aria-labelledby={title ? headingId : undefined}
    >
      <Container>
        {(title || eyebrow) && (
          <header className={styles.sectionHeader}>
            {eyebrow && <span className={styles.eyebrow}>{eyebrow}</span>}
            {title && (
              <h2 id={headingId} className={styles.sectionTitle}>
                {title}
              </h2>
            )}
            {intro && <p className={styles.sectionIntro}>{intro}</p>}
          </header>
        )}
        {children}
      </Container>
    </section>
  );
}

type Variant = 'primary' | 'secondary' | 'ghost';

/** Class names of a button, for links styled as buttons. */
export function buttonClass(variant: Variant = 'primary', size: 'md' | 'small' = 'md') {
  return cx(styles.button, styles[variant], size === 'small' && styles.small);
}

export const Button = forwardRef<
  HTMLButtonElement,
  ButtonHTMLAttributes<HTMLButtonElement> & { variant?: Variant; size?: 'md' | 'small' }
>(function Button({ variant = 'primary', size = 'md', className, type = 'button', ...rest }, ref) {
  return (
    <button ref={ref} type={type} className={cx(buttonClass(variant, size), className)} {...rest} />
  );
});

export const IconButton = forwardRef<
  HTMLButtonElement,
  ButtonHTMLAttributes<HTMLButtonElement> & { label: string }
>(function IconButton({ label, className, type = 'button', ...rest }, ref) {
  return (
    <button
      ref={ref}
      type={type}
      aria-label={label}
      className={cx(styles.iconButton, className)}
      {...rest}
    />
  );
});

export function Spinner({ label }: { label: string }) {
  return (
    <div className={styles.spinnerWrap} role="status" aria-live="polite">
      <span className={styles.spinner} aria-hidden />
      <span className="visually-hidden">{label}</span>
    </div>
  );
}

interface FieldProps {
  label: string;
  required?: boolean;
  hint?: string;
  error?: string;
}

function FieldFrame({
  id,
  label,
  required,
  hint,
  error,
  children,
}: FieldProps & { id: string; children: ReactNode }) {
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
        {required && (
          <span className={styles.required} aria-hidden>
            *
          </span>
        )}
      </label>
      {children}
      {hint && !error && (
        <span id={`${id}-hint`} className={styles.hint}>
          {hint}
        </span>
      )}
      {error && (
        <span id={`${id}-error`} className={styles.error} role="alert">
          {error}
        </span>
      )}
    </div>
  );
}

/** A field's control as its frame labels it: its id, look, whether it is required, and its
 * error (or else its hint) as what describes it. */
const controlProps = (id: string, { required, hint, error }: Omit<FieldProps, 'label'>) => ({
  id,
  className: styles.input,
  required,
  'aria-invalid': error ? true : undefined,
  'aria-describedby': error ? `${id}-error` : hint ? `${id}-hint` : undefined,
});

/** A labelled text input with its hint and its (server or client) error. */
export function TextField({
  label,
  required,
  hint,
  error,
  ...input
}: FieldProps & InputHTMLAttributes<HTMLInputElement>) {
  const generated = useId();
  const id = input.id ?? generated;
  return (
    <FieldFrame id={id} label={label} required={required} hint={hint} error={error}>
      <input
        // Explicit: checkers that read the attribute (HTML_CodeSniffer's autocomplete rule, H98)
        // take an input without one for no text field, though browsers default to text.
        type="text"
        {...controlProps(id, { required, hint, error })}
        {...input}
      />
    </FieldFrame>
  );
}

export function TextAreaField({
  label,
  required,
  hint,
  error,
  ...input
}: FieldProps & TextareaHTMLAttributes<HTMLTextAreaElement>) {
  const generated = useId();
  const id = input.id ?? generated;
  return (
    <FieldFrame id={id} label={label} required={required} hint={hint} error={error}>
      <textarea {...controlProps(id, { required, hint, error })} {...input} />
    </FieldFrame>
  );
}
