import { Col, Form, Input, Row, Select, type FormInstance } from 'antd';
import { useState, type ReactNode } from 'react';
import { CONTENT_LIMITS } from '@vb/shared/constants';
import type { MessageKey } from '@vb/shared/i18n';
import { TEAM_GROUPS, type TeamGroup } from '@vb/shared/schemas';
import { ApiError } from '../../app/http';
import { useT } from '../../app/i18n';
import { logFailure, useAdmin, useAdminToast } from '../context';
import { errorMessage } from '../errorMessage';
import { FormDialog } from '../FormDialog';
import { useDiscardPrompt } from '../useDiscardPrompt';
import {
  BilingualPair,
  directionClass,
  type FieldLanguage,
  type LanguageSide,
} from '../BilingualField';
import {
  PICTURE_FIELDS,
  contentValuesDiffer,
  issueField,
  issueMessage,
  itemToValues,
  parseInput,
  type ContentFormValues,
  type ContentItem,
  type ContentKind,
  type FieldIssue,
} from './model';
import { PictureField } from './PictureField';
import styles from './content.module.css';

const half = { xs: 24, md: 12 } as const;
/** A long text (a bio, a description) grows with what is written, up to ten lines. */
const LONG_TEXT = { minRows: 3, maxRows: 10 };

/** Fields named by path (a problem's field is only known as a path). */
type FieldList = Parameters<FormInstance<ContentFormValues>['setFields']>[0];

const TITLES: Record<ContentKind, { create: MessageKey; edit: MessageKey }> = {
  team: { create: 'admin.content.team.createTitle', edit: 'admin.content.team.editTitle' },
  ventures: {
    create: 'admin.content.ventures.createTitle',
    edit: 'admin.content.ventures.editTitle',
  },
  partners: {
    create: 'admin.content.partners.createTitle',
    edit: 'admin.content.partners.editTitle',
  },
};

/**
 * Adds or edits one team member, venture or partner in a dialog: each text in English
 * (left to right) and Arabic (right to left) side by side with its length counter, in every
 * bilingual form's order, the pictures
 * with their alt text in both languages, the LinkedIn handle or the https address. Checked with
 * the shared schema before sending; the server's problems are shown on their fields.
 */
export function ContentFormModal({
  kind,
  item,
  group,
  open,
  onClose,
  onSaved,
}: {
  kind: ContentKind;
  item: ContentItem | null;
  /** A new member's group. */
  group?: TeamGroup;
  open: boolean;
  onClose(): void;
  onSaved(): void;
}) {
  const t = useT();
  const { client } = useAdmin();
  const toast = useAdminToast();
  const [form] = Form.useForm<ContentFormValues>();
  const [initialValues] = useState(() => itemToValues(kind, item, group));
  const [saving, setSaving] = useState(false);
  const creating = item === null;
  const requestClose = useDiscardPrompt({
    changed: () => contentValuesDiffer(kind, initialValues, form.getFieldsValue(true)),
    busy: saving,
    onClose,
    text: 'admin.content.discardText',
  });

  function showIssues(issues: FieldIssue[]) {
    const seen = new Set<string>();
    const fields = issues.flatMap((issue) => {
      const name = issueField(issue.path);
      const key = name.join('.');
      if (name.length === 0 || seen.has(key)) return [];
      seen.add(key);
      const { key: messageKey, values } = issueMessage(issue.message);
      return [{ name, errors: [t(messageKey, values)] }];
    });
    form.setFields(fields as FieldList);
    const first = fields[0];
    if (first) form.scrollToField(first.name, { block: 'center' });
  }

  async function save() {
    // Errors from an earlier try are cleared; this try's are set below.
    form.setFields(
      Object.keys(form.getFieldsValue(true)).flatMap((name) => [
        { name, errors: [] },
        { name: [name, 'ar'], errors: [] },
        { name: [name, 'en'], errors: [] },
      ]) as FieldList,
    );
    const parsed = parseInput(kind, form.getFieldsValue(true));
    if (!parsed.ok) {
      showIssues(parsed.issues);
      return;
    }
    setSaving(true);
    try {
      await client.saveContentItem(kind, parsed.input, item?.id);
      toast(
        'success',
        creating ? 'admin.content.toast.createdTitle' : 'admin.content.toast.updatedTitle',
        'admin.content.toast.savedText',
      );
      onSaved();
    } catch (error) {
      logFailure('The site content could not be saved', error);
      if (error instanceof ApiError && error.issues.length) showIssues(error.issues);
      toast(
        'error',
        'admin.toast.errorTitle',
        errorMessage(error, 'admin.content.toast.saveFailed'),
      );
    } finally {
      setSaving(false);
    }
  }

  /** One language's side of a text: named by field and language, labelled with the language. */
  const side = (
    field: string,
    label: MessageKey,
    lang: FieldLanguage,
    testName = field,
  ): LanguageSide => ({
    name: [field, lang],
    label: t(label, { language: t(`admin.content.language.${lang}`) }),
    testId: `content-${testName}-${lang}`,
    required: true,
  });

  /** One text in both languages: English left to right, Arabic right to left. */
  const bilingual = (
    field: 'name' | 'role' | 'bio' | 'description',
    label: MessageKey,
    max: number,
    long = false,
  ) => (
    <BilingualPair
      en={side(field, label, 'en')}
      ar={side(field, label, 'ar')}
      maxLength={max}
      lines={long ? LONG_TEXT : undefined}
    />
  );

  const pictures: ReactNode = PICTURE_FIELDS[kind].map((picture) => (
    <Form.Item key={picture.name} noStyle shouldUpdate>
      {() => {
        const present = Boolean(form.getFieldValue(picture.name));
        const alt = `${picture.name}Alt`;
        return (
          <>
            <Form.Item
              name={picture.name}
              className={styles.pictureItem}
              label={t(`admin.content.picture.${picture.name}`)}
            >
              <PictureField
                kind={picture.kind}
                dark={picture.name === 'logoDark'}
                testId={`content-${picture.name}`}
              />
            </Form.Item>
            {present && picture.described && (
              <Row gutter={[16, 0]}>
                <BilingualPair
                  // The hint under the first of the two, where the pair is read from.
                  en={{
                    ...side(alt, 'admin.content.picture.alt', 'en', `${picture.name}-alt`),
                    extra: t('admin.content.picture.altHint'),
                  }}
                  ar={side(alt, 'admin.content.picture.alt', 'ar', `${picture.name}-alt`)}
                  maxLength={CONTENT_LIMITS.alt}
                />
              </Row>
            )}
          </>
        );
      }}
    </Form.Item>
  ));

  return (
    <FormDialog
      open={open}
      title={t(creating ? TITLES[kind].create : TITLES[kind].edit)}
      width={880}
      centered
      saving={saving}
      onCancel={requestClose}
      onSubmit={() => form.submit()}
      cancelLabel={t('admin.content.form.cancel')}
      submitLabel={t(creating ? 'admin.content.form.create' : 'admin.content.form.save')}
      cancelTestId="content-cancel"
      submitTestId="content-save"
    >
      <Form<ContentFormValues>
        form={form}
        name={`content-${kind}`}
        layout="vertical"
        initialValues={initialValues}
        onFinish={() => void save()}
        disabled={saving}
        data-testid="content-form"
      >
        <Row gutter={[16, 0]}>
          {kind === 'team' && (
            <Col {...half}>
              <Form.Item name="group" label={t('admin.content.team.group')} required>
                <Select
                  options={TEAM_GROUPS.map((value) => ({
                    value,
                    label: t(`admin.content.group.${value}`),
                  }))}
                  data-testid="content-group"
                />
              </Form.Item>
            </Col>
          )}
          {kind === 'team' && (
            <Col {...half}>
              <Form.Item
                name="linkedin"
                label={t('admin.content.team.linkedin')}
                extra={t('admin.content.team.linkedinHint')}
              >
                <Input
                  dir="ltr"
                  className={directionClass('ltr')}
                  prefix={
                    <bdi dir="ltr" className={styles.inputPrefix}>
                      linkedin.com/in/
                    </bdi>
                  }
                  maxLength={CONTENT_LIMITS.url}
                  data-testid="content-linkedin"
                />
              </Form.Item>
            </Col>
          )}
          {bilingual('name', 'admin.content.form.name', CONTENT_LIMITS.name)}
          {kind === 'team' && bilingual('role', 'admin.content.form.role', CONTENT_LIMITS.name)}
          {kind === 'team' && bilingual('bio', 'admin.content.form.bio', CONTENT_LIMITS.bio, true)}
          {kind === 'ventures' &&
            bilingual(
              'description',
              'admin.content.form.description',
              CONTENT_LIMITS.description,
              true,
            )}
          {kind !== 'team' && (
            <Col xs={24}>
              <Form.Item
                name="url"
                label={t('admin.content.form.url')}
                extra={t('admin.content.form.urlHint')}
                required
              >
                <Input
                  dir="ltr"
                  type="url"
                  inputMode="url"
                  className={directionClass('ltr')}
                  maxLength={CONTENT_LIMITS.url}
                  data-testid="content-url"
                />
              </Form.Item>
            </Col>
          )}
        </Row>
        {pictures}
      </Form>
    </FormDialog>
  );
}
