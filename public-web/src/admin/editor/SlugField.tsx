import { useQuery } from '@tanstack/react-query';
import { Button, ConfigProvider, Form, Input } from 'antd';
import { useEffect, useState } from 'react';
import { slugify } from '@vb/shared/text';
import { useT } from '../../app/i18n';
import { useAdmin } from '../context';
import { adminKeys } from '../queries';
import styles from './editor.module.css';

/** How long the slug rests before its address is checked (a request per pause, not per key). */
const CHECK_AFTER_MS = 400;

interface SlugFieldProps {
  /** The slug as typed (or following the English title). */
  value: string;
  /** The article being edited: its own address is free for it. */
  articleId?: number;
  /** The address the article will have on the site (shown under the field). */
  siteAddress: string;
  /** A refusal from the last save (`slug_taken`, a validation message). */
  error?: string;
  onChange(slug: string): void;
  onBlur(): void;
  /** The person picked the suggested free address. */
  onSuggestion(slug: string): void;
}

/**
 * The English tab's URL slug (SPEC section 2), checked while it is typed: a taken
 * address is said at once, with the first free numbered one (`-2`, `-3`, …) offered in a click.
 */
export function SlugField({
  value,
  articleId,
  siteAddress,
  error,
  onChange,
  onBlur,
  onSuggestion,
}: SlugFieldProps) {
  const t = useT();
  const { client } = useAdmin();
  const wanted = slugify(value);
  const [checked, setChecked] = useState(wanted);
  useEffect(() => {
    const timer = setTimeout(() => setChecked(wanted), CHECK_AFTER_MS);
    return () => clearTimeout(timer);
  }, [wanted]);

  // Under the news key: a save (which reloads the news) checks again.
  const check = useQuery({
    queryKey: [...adminKeys.news, 'slug-check', checked, articleId ?? null],
    queryFn: ({ signal }) => client.checkSlug(checked, articleId, signal),
    enabled: checked !== '',
    staleTime: 30_000,
    retry: false,
  });
  // An answer about an address no longer in the field says nothing.
  const answer = check.data && check.data.slug === wanted ? check.data : undefined;
  const taken = answer?.available === false;
  const message = error ?? (taken ? t('error.slug_taken') : undefined);
  const suggestion = taken || error ? answer?.suggestion : null;

  return (
    <Form.Item
      label={t('editor.fields.slug')}
      htmlFor="editor-slug"
      validateStatus={message ? 'error' : undefined}
      help={
        message && (
          <span className={styles.slugHelp} data-testid="editor-slug-error">
            <span>{message}</span>
            {suggestion && (
              <Button
                type="link"
                size="small"
                className={styles.slugSuggestion}
                onClick={() => onSuggestion(suggestion)}
                data-testid="editor-slug-suggestion"
              >
                {t('editor.slug.useSuggestion', { slug: `\u2066${suggestion}\u2069` })}
              </Button>
            )}
          </span>
        )
      }
      extra={
        <>
          <span className={styles.address}>
            {/* The address is isolated so that it reads left to right in Arabic text. */}
            {t('editor.fields.articleAddress', { url: `\u2066${siteAddress}\u2069` })}
          </span>
          <span>{t('editor.fields.slugHint')}</span>
        </>
      }
    >
      <ConfigProvider direction="ltr">
        <Input
          id="editor-slug"
          dir="ltr"
          value={value}
          onChange={(e) => onChange(e.target.value)}
          onBlur={onBlur}
          placeholder={t('editor.fields.slugPlaceholder')}
          status={message ? 'error' : undefined}
          aria-invalid={message ? true : undefined}
          data-testid="editor-slug"
        />
      </ConfigProvider>
    </Form.Item>
  );
}
