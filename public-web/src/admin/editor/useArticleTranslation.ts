import { App as AntApp } from 'antd';
import { type Dispatch, type SetStateAction, useRef, useState } from 'react';
import { useT } from '../../app/i18n';
import { logFailure, useAdmin, useAdminToast } from '../context';
import { errorMessage } from '../errorMessage';
import { translationFailureText } from '../translationFailure';
import type { TranslatedMarks } from '../translationStatus/translatedMarks';
import { withTitle, type ArticleDraft } from './articleDraft';
import { translateFields, type EditorLanguage, type TranslatedFields } from './translation';

/**
 * The editor's auto-translation of one language's title and content into the other: at once,
 * unless the other language holds text written by hand (not what the last translation put
 * there), which is replaced only after asking. Title and content go in one request (one call to
 * the service); it succeeds or nothing changes, and a failure says what went wrong. The language
 * written is marked for the save's translation status.
 */
export function useArticleTranslation({
  draft,
  setDraft,
  slugFollowsTitle,
  marks,
}: {
  draft: ArticleDraft;
  setDraft: Dispatch<SetStateAction<ArticleDraft>>;
  /** Whether an English title written by the translation also gives the slug. */
  slugFollowsTitle: boolean;
  marks: TranslatedMarks;
}) {
  const t = useT();
  const { client } = useAdmin();
  const toast = useAdminToast();
  const { modal } = AntApp.useApp();
  const [translating, setTranslating] = useState<EditorLanguage | null>(null);
  // What the last translation wrote into each language: text still equal to it was not written
  // by hand, and a new translation may replace it without asking.
  const machineText = useRef<Partial<Record<EditorLanguage, TranslatedFields>>>({});

  function askTranslate(from: EditorLanguage) {
    if (translating) return;
    const to: EditorLanguage = from === 'en' ? 'ar' : 'en';
    const target =
      to === 'ar'
        ? { title: draft.titleAr, content: draft.contentAr }
        : { title: draft.title, content: draft.content };
    const machine = machineText.current[to];
    const handWritten =
      (target.title.trim() !== '' || target.content.trim() !== '') &&
      !(machine && machine.title === target.title && machine.content === target.content);
    if (!handWritten) {
      void translate(from);
      return;
    }
    modal.confirm({
      title: t(to === 'ar' ? 'editor.translate.replaceArabic' : 'editor.translate.replaceEnglish'),
      content: t('editor.translate.replaceHint'),
      okText: t('editor.translate.replace'),
      cancelText: t('editor.cancel'),
      onOk: () => void translate(from),
    });
  }

  async function translate(from: EditorLanguage) {
    if (translating) return;
    const source =
      from === 'en'
        ? { title: draft.title, content: draft.content }
        : { title: draft.titleAr, content: draft.contentAr };
    setTranslating(from);
    try {
      const result = await translateFields((r) => client.translateTexts(r), source, from);
      // Both fields came back: only now do they change.
      machineText.current[from === 'en' ? 'ar' : 'en'] = result;
      marks.mark(from === 'en' ? 'ar' : 'en');
      if (from === 'en') {
        setDraft((d) => ({ ...d, titleAr: result.title, contentAr: result.content }));
      } else {
        setDraft((d) => ({
          ...withTitle(d, result.title, slugFollowsTitle),
          content: result.content,
        }));
      }
      toast(
        'success',
        'editor.toast.translationSuccessTitle',
        from === 'en' ? 'editor.toast.translatedToArabic' : 'editor.toast.translatedToEnglish',
      );
    } catch (error) {
      logFailure('Translation error', error);
      toast(
        'error',
        'editor.toast.translationErrorTitle',
        errorMessage(error, translationFailureText(error, 'editor.toast.translationErrorText')),
      );
    } finally {
      setTranslating(null);
    }
  }

  return { translating, askTranslate };
}
