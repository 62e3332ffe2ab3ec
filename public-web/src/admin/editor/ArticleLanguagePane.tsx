import { Button, ConfigProvider, Form, Input } from 'antd';
import { memo } from 'react';
import type { NewsArticle } from '@vb/shared/schemas';
import { slugify } from '@vb/shared/text';
import { TranslateIcon } from '../icons';
import { useT } from '../../app/i18n';
import { usePreferences } from '../../app/preferences';
import { TranslationTag } from '../translationStatus/TranslationTags';
import { ArticlePreview } from './ArticlePreview';
import type { ArticleDraft, DraftField } from './articleDraft';
import { MarkupEditor } from './MarkupEditor';
import { SlugField } from './SlugField';
import type { EditorLanguage } from './translation';
import styles from './editor.module.css';
import { articlePath, readablePath } from '@vb/shared/paths';

/**
 * One language's tab of the article editor: its title, the slug (on the English tab), and its
 * content with the toolbar, the translation button and the live preview. The fields follow their
 * language; the Arabic tab is laid out right to left whatever the interface language, the English
 * one follows the interface.
 */
export const ArticleLanguagePane = memo(function ArticleLanguagePane({
  lang,
  title,
  content,
  slug,
  errors,
  missing,
  preview,
  imageSrc,
  articleId,
  siteUrl,
  translating,
  onTranslate,
  onTitle,
  onChange,
  onSlugTyped,
}: {
  lang: EditorLanguage;
  /** The tab's own title and content. */
  title: string;
  content: string;
  /** The address's slug (the English tab shows it). */
  slug: string | undefined;
  errors: Partial<Record<DraftField, string>>;
  /** The required fields found empty by the last save. */
  missing: readonly DraftField[];
  preview: boolean;
  imageSrc: string | null;
  articleId: number | undefined;
  siteUrl: string;
  /** The language being translated from, if any; undefined when the person may not translate. */
  translating: EditorLanguage | null | undefined;
  onTranslate(from: EditorLanguage): void;
  /** The English title changed (it may carry the slug along). */
  onTitle(title: string): void;
  onChange(patch: Partial<ArticleDraft>): void;
  /** A slug typed or picked: it no longer follows the title. */
  onSlugTyped(slug: string): void;
}) {
  const t = useT();
  const language = usePreferences((s) => s.language);
  const ar = lang === 'ar';
  const dir = ar ? 'rtl' : 'ltr';
  const layoutDir = ar || language === 'ar' ? 'rtl' : 'ltr';
  const titleField: DraftField = ar ? 'titleAr' : 'title';
  const contentField: DraftField = ar ? 'contentAr' : 'content';
  const titleError =
    errors[titleField] ?? (!ar && missing.includes('title') ? t('validation.required') : undefined);
  const contentError =
    errors[contentField] ??
    (!ar && missing.includes('content') ? t('validation.required') : undefined);
  const siteAddress = `${siteUrl}${readablePath(articlePath((slug ?? '').trim() || '…'))}`;
  return (
    <ConfigProvider direction={layoutDir}>
      <div dir={layoutDir} className={styles.pane} data-testid={`editor-pane-${lang}`}>
        <Form layout="vertical" component="div" requiredMark={!ar}>
          <Form.Item
            label={t('editor.fields.title')}
            htmlFor={`editor-title-${lang}`}
            required={!ar}
            validateStatus={titleError ? 'error' : undefined}
            help={titleError}
          >
            <ConfigProvider direction={dir}>
              <Input
                id={`editor-title-${lang}`}
                dir={dir}
                lang={lang}
                size="large"
                value={title}
                onChange={(e) =>
                  ar ? onChange({ titleAr: e.target.value }) : onTitle(e.target.value)
                }
                placeholder={t(
                  ar ? 'editor.fields.titlePlaceholderAr' : 'editor.fields.titlePlaceholderEn',
                )}
                data-testid={`editor-title-${lang}`}
              />
            </ConfigProvider>
          </Form.Item>
          {!ar && slug !== undefined && (
            <SlugField
              value={slug}
              articleId={articleId}
              siteAddress={siteAddress}
              error={errors.slug}
              onChange={onSlugTyped}
              onBlur={() => {
                // Shows the slug as it will be stored.
                const normalized = slugify(slug);
                if (normalized !== slug) onChange({ slug: normalized });
              }}
              onSuggestion={onSlugTyped}
            />
          )}
          <Form.Item
            label={t('editor.fields.content')}
            htmlFor={`editor-content-${lang}`}
            required={!ar}
            validateStatus={contentError ? 'error' : undefined}
            help={contentError}
            className={styles.contentItem}
          >
            <div className={preview ? styles.writeWithPreview : styles.write}>
              <MarkupEditor
                id={`editor-content-${lang}`}
                language={lang}
                value={content}
                onChange={(value) => onChange(ar ? { contentAr: value } : { content: value })}
                placeholder={t(
                  ar ? 'editor.fields.contentPlaceholderAr' : 'editor.fields.contentPlaceholderEn',
                )}
                invalid={Boolean(contentError)}
                extra={
                  translating !== undefined && (
                    <ArticleTranslateButton
                      from={lang}
                      empty={!title.trim() || !content.trim()}
                      translating={translating}
                      onClick={onTranslate}
                    />
                  )
                }
              />
              {preview && (
                <ArticlePreview
                  language={lang}
                  title={title}
                  content={content}
                  imageSrc={imageSrc}
                />
              )}
            </div>
          </Form.Item>
        </Form>
      </div>
    </ConfigProvider>
  );
});

/** The button that translates a language's title and content into the other language. */
function ArticleTranslateButton({
  from,
  empty,
  translating,
  onClick,
}: {
  from: EditorLanguage;
  /** The language's title or content is empty: nothing to translate. */
  empty: boolean;
  translating: EditorLanguage | null;
  onClick(from: EditorLanguage): void;
}) {
  const t = useT();
  return (
    <Button
      icon={<TranslateIcon />}
      onClick={() => onClick(from)}
      disabled={empty || translating !== null}
      loading={translating === from}
      data-testid={`editor-translate-${from}`}
    >
      {translating === from
        ? t('editor.translate.translating')
        : t(from === 'en' ? 'editor.translate.toArabic' : 'editor.translate.toEnglish')}
    </Button>
  );
}

/** A language's tab: its name, and its translation status unless complete. */
export function LanguageTabLabel({
  lang,
  translation,
}: {
  lang: EditorLanguage;
  translation: NewsArticle['translation'];
}) {
  const t = useT();
  return (
    <span className={styles.tabLabel}>
      <span data-testid={`editor-tab-${lang}`}>
        {t(lang === 'en' ? 'editor.tabs.english' : 'editor.tabs.arabic')}
      </span>
      {translation && translation[lang] !== 'present' && (
        <TranslationTag language={lang} state={translation[lang]} short />
      )}
    </span>
  );
}
