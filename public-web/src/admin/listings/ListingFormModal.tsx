import { App as AntApp, Col, Form, Row, Select, Switch, Typography } from 'antd';
import type { Rule } from 'antd/es/form';
import { useRef, useState } from 'react';
import type { FieldIssue } from '@vb/shared/errors';
import type { MessageKey } from '@vb/shared/i18n';
import { DEPARTMENTS, EMPLOYMENT_TYPES, LOCATIONS, arabicLocationLabel } from '@vb/shared/options';
import { jobListingInputSchema, type JobListing } from '@vb/shared/schemas';
import { useFieldErrors, zodIssues } from '../../app/forms';
import { useT } from '../../app/i18n';
import { usePreferences } from '../../app/preferences';
import { ApiError } from '../../app/http';
import { logFailure, useAdmin, useAdminToast, useMayUse } from '../context';
import { errorMessage } from '../errorMessage';
import { BilingualPair, LanguageField, type LanguageSide } from '../BilingualField';
import {
  emptyListingValues,
  isListingField,
  listingToValues,
  listingValuesDiffer,
  valuesToInput,
  type ListingField,
  type ListingFormValues,
} from './formValues';
import { TranslationTags } from '../translationStatus/TranslationTags';
import { useKeepDraft, useOfflineDrafts } from '../drafts/OfflineDrafts';
import type { DraftEntry } from '../drafts/draftSync';
import { listingConflictOf } from '../conflicts';
import { FormDialog } from '../FormDialog';
import styles from './listings.module.css';
import { useListingTranslation } from './useListingTranslation';
import { TranslateButton } from './TranslateButton';
import { useListingConflict } from './useListingConflict';
import { ListingDraftNotice } from './ListingDraftNotice';

const TEXT_AREA_SIZE = { minRows: 3, maxRows: 12 };

/**
 * The create/edit form of a job listing (SPEC sections 2, 3 and 5) in a dialog: English and
 * Arabic fields side by side (in every bilingual form's order), the option lists, the Active switch and the two translation helpers.
 * Validated with the shared schema before sending; the server's field issues are shown at the
 * fields. On failure the dialog stays open with its values.
 */
export function ListingFormModal({
  open,
  listing,
  onClose,
  onSaved,
  pending,
}: {
  open: boolean;
  /** The listing being edited, or null for a new one. */
  listing: JobListing | null;
  /**
   * An edit kept on this computer while the server could not be reached, loaded over
   * the listing (which, in conflict, is their version).
   */
  pending?: DraftEntry;
  onClose(): void;
  onSaved(listing: JobListing, created: boolean): void;
}) {
  const t = useT();
  const language = usePreferences((s) => s.language);
  const { client } = useAdmin();
  const toast = useAdminToast();
  const { modal } = AntApp.useApp();
  const localize = useFieldErrors();
  const [form] = Form.useForm<ListingFormValues>();
  const [saving, setSaving] = useState(false);
  const [initialValues] = useState(() => ({
    ...(listing ? listingToValues(listing) : emptyListingValues()),
    ...(pending?.draft.fields as Partial<ListingFormValues> | undefined),
  }));
  // ── desktop offline drafts ──
  const drafts = useOfflineDrafts();
  const keepDraft = useKeepDraft();
  const [itemId] = useState(
    () => (listing ? String(listing.id) : pending?.draft.itemId) ?? `new-${crypto.randomUUID()}`,
  );
  const { theirs, theirSave, saveBase, setChangedMeanwhile } = useListingConflict(listing, pending);
  const creating = listing === null;
  // One question at a time: a second Esc or click while it is asked does not ask again.
  const askingRef = useRef(false);
  const { translating, marks, askTranslate } = useListingTranslation(form, {
    open,
    saving,
    asking: askingRef,
  });
  const busy = saving || translating !== null;

  /** Esc, × and Cancel: closes at once when nothing changed, else asks before dropping the edits. */
  function requestClose() {
    if (saving || askingRef.current) return;
    if (!listingValuesDiffer(initialValues, form.getFieldsValue(true))) {
      onClose();
      return;
    }
    askingRef.current = true;
    modal.confirm({
      title: t('admin.discard.title'),
      content: t('admin.listings.discard.text'),
      okText: t('admin.discard.confirm'),
      cancelText: t('admin.discard.keep'),
      okButtonProps: { danger: true },
      onOk: () => {
        askingRef.current = false;
        onClose();
      },
      onCancel: () => {
        askingRef.current = false;
      },
    });
  }

  /** A field rule backed by the shared schema, with the catalog's text for its problem. */
  const schemaRule = (field: ListingField): Rule => ({
    validator: async (_rule, value: unknown) => {
      const result = jobListingInputSchema.shape[field].safeParse(value);
      if (!result.success) {
        const message = result.error.issues[0]?.message ?? '';
        throw new Error(localize([{ path: field, message }])[field]);
      }
    },
  });

  /**
   * One language's side of a listing text, checked as the schema field it writes; the English
   * side is the required one.
   */
  const side = (field: ListingField, label: MessageKey, required?: true): LanguageSide => ({
    name: field,
    label: t(label),
    testId: `listing-${field}`,
    rules: [schemaRule(field)],
    required,
  });

  function showIssues(issues: FieldIssue[]) {
    const errors = localize(issues);
    form.setFields(
      Object.entries(errors)
        .filter(([name]) => isListingField(name))
        .map(([name, error]) => ({ name: name as ListingField, errors: [error] })),
    );
  }

  async function save() {
    const pending = marks.pending();
    const parsed = jobListingInputSchema.safeParse({
      ...valuesToInput(form.getFieldsValue(true)),
      ...(pending.languages.length ? { translated: pending.languages } : {}),
    });
    if (!parsed.success) {
      showIssues(zodIssues(parsed.error));
      return;
    }
    setSaving(true);
    try {
      const saved = await client.saveJobListing(
        listing && saveBase ? { ...parsed.data, baseUpdatedAt: saveBase } : parsed.data,
        listing?.id,
      );
      pending.saved();
      if (drafts?.entryFor('listing', itemId)) void drafts.sync.discard('listing', itemId);
      toast(
        'success',
        creating ? 'admin.listings.toast.createdTitle' : 'admin.listings.toast.updatedTitle',
        creating ? 'admin.listings.toast.createdText' : 'admin.listings.toast.updatedText',
      );
      onSaved(saved, creating);
    } catch (error) {
      // The server could not be reached; on the desktop the edit is kept here.
      const values: ListingFormValues = form.getFieldsValue(true);
      const kept = await keepDraft(error, {
        kind: 'listing',
        itemId,
        fields: { ...values },
        base: saveBase ? { updatedAt: saveBase } : {},
        title: values.title.trim() || values.titleAr.trim(),
      });
      if (kept === 'kept') {
        onClose();
        return;
      }
      if (kept === 'not-kept') return;
      logFailure('An error occurred while saving the job listing', error);
      const current = listing ? listingConflictOf(error) : undefined;
      if (current) {
        setChangedMeanwhile(current);
        toast('error', 'admin.listings.toast.saveErrorTitle', 'error.listing_changed');
        return;
      }
      if (error instanceof ApiError && error.issues.length) showIssues(error.issues);
      toast(
        'error',
        'admin.listings.toast.saveErrorTitle',
        errorMessage(error, 'admin.listings.toast.saveErrorText'),
      );
    } finally {
      setSaving(false);
    }
  }

  const mayTranslate = useMayUse('translation');

  const half = { xs: 24, md: 12 } as const;

  return (
    <FormDialog
      open={open}
      title={t(creating ? 'admin.listings.createTitle' : 'admin.listings.editTitle')}
      width={960}
      centered
      className={styles.modal}
      saving={saving}
      onCancel={requestClose}
      onSubmit={() => form.submit()}
      cancelLabel={t('admin.listings.form.cancel')}
      submitLabel={
        saving
          ? t('admin.listings.form.saving')
          : t(creating ? 'admin.listings.form.create' : 'admin.listings.form.save')
      }
      cancelTestId="listing-cancel"
      submitTestId="listing-save"
      submitDisabled={translating !== null}
    >
      {mayTranslate && (
        <div className={styles.translateBar}>
          <div className={styles.translateButtons}>
            <TranslateButton
              direction="arToEn"
              busy={busy}
              translating={translating}
              onClick={askTranslate}
            />
            <TranslateButton
              direction="enToAr"
              busy={busy}
              translating={translating}
              onClick={askTranslate}
            />
          </div>
          <Typography.Text type="secondary" className={styles.translateHint}>
            {t('admin.listings.translateHint')}
          </Typography.Text>
        </div>
      )}
      <ListingDraftNotice kept={pending !== undefined} theirs={theirs} theirSave={theirSave} />
      {listing?.translation && (
        <div className={styles.translationStatus}>
          <TranslationTags translation={listing.translation} />
        </div>
      )}
      <Form<ListingFormValues>
        form={form}
        name="job-listing"
        layout="vertical"
        initialValues={initialValues}
        onFinish={() => void save()}
        onValuesChange={(changed: Partial<ListingFormValues>) => {
          // Choosing a location fills the Arabic location with the option's Arabic label (SPEC 5).
          if (changed.location !== undefined) {
            form.setFields([
              {
                name: 'locationAr',
                value: arabicLocationLabel(changed.location) ?? '',
                errors: [],
              },
            ]);
          }
        }}
        disabled={saving}
        scrollToFirstError
        data-testid="listing-form"
      >
        <Row gutter={[16, 0]}>
          <BilingualPair
            en={side('title', 'admin.listings.form.title', true)}
            ar={side('titleAr', 'admin.listings.form.titleAr')}
          />
          <Col {...half}>
            <Form.Item
              name="department"
              label={t('admin.listings.form.department')}
              required
              rules={[schemaRule('department')]}
            >
              <Select
                placeholder={t('admin.listings.form.departmentPlaceholder')}
                options={DEPARTMENTS.map((value) => ({ value, label: t(`department.${value}`) }))}
                data-testid="listing-department"
              />
            </Form.Item>
          </Col>
          <Col {...half}>
            <Form.Item
              name="employmentType"
              label={t('admin.listings.form.employmentType')}
              required
              rules={[schemaRule('employmentType')]}
            >
              <Select
                placeholder={t('admin.listings.form.employmentTypePlaceholder')}
                options={EMPLOYMENT_TYPES.map((value) => ({
                  value,
                  label: t(`employmentType.${value}`),
                }))}
                data-testid="listing-employmentType"
              />
            </Form.Item>
          </Col>
          <Col {...half}>
            <Form.Item
              name="location"
              label={t('admin.listings.form.location')}
              required
              rules={[schemaRule('location')]}
            >
              <Select
                placeholder={t('admin.listings.form.locationPlaceholder')}
                options={LOCATIONS.map((option) => ({
                  value: option.value,
                  label: language === 'ar' ? option.labelAr : option.value,
                }))}
                data-testid="listing-location"
              />
            </Form.Item>
          </Col>
          <Col {...half}>
            <LanguageField lang="ar" {...side('locationAr', 'admin.listings.form.locationAr')} />
          </Col>
          <BilingualPair
            lines={TEXT_AREA_SIZE}
            en={side('description', 'admin.listings.form.description', true)}
            ar={side('descriptionAr', 'admin.listings.form.descriptionAr')}
          />
          <BilingualPair
            lines={TEXT_AREA_SIZE}
            en={side('requirements', 'admin.listings.form.requirements', true)}
            ar={side('requirementsAr', 'admin.listings.form.requirementsAr')}
          />
          <Col span={24}>
            <Form.Item
              name="isActive"
              label={t('admin.listings.form.isActive')}
              valuePropName="checked"
              extra={t('admin.listings.activeHint')}
            >
              <Switch data-testid="listing-isActive" />
            </Form.Item>
          </Col>
        </Row>
      </Form>
    </FormDialog>
  );
}
