import { App as AntApp } from 'antd';
import type { FormInstance } from 'antd';
import { type RefObject, useEffect, useRef, useState } from 'react';
import { useT } from '../../app/i18n';
import { logFailure, useAdmin, useAdminToast } from '../context';
import { errorMessage } from '../errorMessage';
import { translationFailureText } from '../translationFailure';
import { translatedMarks } from '../translationStatus/translatedMarks';
import type { ListingField, ListingFormValues } from './formValues';
import {
  translateListingFields,
  translationTasks,
  type TranslatableField,
  type TranslationDirection,
} from './translation';

/**
 * The listing form's two translation helpers: a direction translates at once, unless a field it
 * would fill holds text written by hand (not what the last translation put there): then it asks
 * first, as the article editor does. What the last translation wrote is remembered per field, and
 * the languages translated since the dialog opened are marked (sent with the save, for the
 * translation status). A translation that ends after the dialog closed changes nothing.
 */
export function useListingTranslation(
  form: FormInstance<ListingFormValues>,
  {
    open,
    saving,
    asking: askingRef,
  }: {
    open: boolean;
    saving: boolean;
    /** Whether a question is being asked (shared with the close's question: one at a time). */
    asking: RefObject<boolean>;
  },
) {
  const t = useT();
  const { client } = useAdmin();
  const toast = useAdminToast();
  const { modal } = AntApp.useApp();
  const [translating, setTranslating] = useState<TranslationDirection | null>(null);
  const busy = saving || translating !== null;
  const openRef = useRef(open);
  useEffect(() => {
    openRef.current = open;
  }, [open]);

  const machineText = useRef<Partial<Record<TranslatableField, string>>>({});
  const [marks] = useState(translatedMarks);

  function askTranslate(direction: TranslationDirection) {
    if (busy || askingRef.current) return;
    const values = form.getFieldsValue(true);
    const handWritten = translationTasks(values, direction).some(({ target }) => {
      const current = values[target] ?? '';
      return current.trim() !== '' && current !== machineText.current[target];
    });
    if (!handWritten) {
      void translate(direction);
      return;
    }
    askingRef.current = true;
    modal.confirm({
      title: t(
        direction === 'enToAr'
          ? 'admin.listings.translate.replaceArabic'
          : 'admin.listings.translate.replaceEnglish',
      ),
      content: t('admin.listings.translate.replaceHint'),
      okText: t('admin.listings.translate.replace'),
      cancelText: t('admin.listings.form.cancel'),
      onOk: () => {
        askingRef.current = false;
        void translate(direction);
      },
      onCancel: () => {
        askingRef.current = false;
      },
    });
  }

  async function translate(direction: TranslationDirection) {
    const values = form.getFieldsValue(true);
    if (translationTasks(values, direction).length === 0) {
      toast(
        'info',
        'admin.listings.toast.nothingToTranslateTitle',
        direction === 'arToEn' ? 'admin.listings.toast.noArabic' : 'admin.listings.toast.noEnglish',
      );
      return;
    }
    setTranslating(direction);
    try {
      const patch = await translateListingFields(values, direction, (request) =>
        client.translateTexts(request),
      );
      if (!patch || !openRef.current) return;
      Object.assign(machineText.current, patch);
      marks.mark(direction === 'enToAr' ? 'ar' : 'en');
      form.setFields(
        Object.entries(patch).map(([name, value]) => ({
          name: name as ListingField,
          value,
          errors: [],
        })),
      );
      toast(
        'success',
        'admin.listings.toast.translationCompleteTitle',
        direction === 'arToEn'
          ? 'admin.listings.toast.translatedToEnglish'
          : 'admin.listings.toast.translatedToArabic',
      );
    } catch (error) {
      logFailure('Translation error', error);
      if (openRef.current) {
        toast(
          'error',
          'admin.listings.toast.translationErrorTitle',
          errorMessage(
            error,
            translationFailureText(error, 'admin.listings.toast.translationErrorText'),
          ),
        );
      }
    } finally {
      setTranslating(null);
    }
  }

  return { translating, marks, askTranslate };
}
