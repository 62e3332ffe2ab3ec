/**
 * The reply templates of one submission kind, managed from the reply box of an item of that kind:
 * the kind's templates by name, each to edit or delete, and a form for a new one or the one being
 * edited (its name, its Arabic and English texts, the placeholders it may hold, and each text
 * filled in for the item open, as the reply box would fill it). The list is the reply box's own
 * query, so a change shows in the box's template picker at once.
 */
import { Button, Col, Form, Input, Row, Spin, Typography, type FormInstance } from 'antd';
import type { Rule } from 'antd/es/form';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import type { Language } from '@vb/shared/options';
import {
  fillTemplate,
  replyTemplateUpdateSchema,
  REPLY_TEMPLATE_NAME_MAX,
  TEMPLATE_PLACEHOLDERS,
  templateValues,
  UNSUPPORTED_CHARACTERS_MESSAGE,
  type ReplyTemplate,
  type ReplyTemplateUpdate,
} from '@vb/shared/schemas';
import type { SubmissionKind } from '@vb/shared/status';
import { ApiError } from '../../app/http';
import { useT } from '../../app/i18n';
import { LanguageField } from '../BilingualField';
import { logFailure, useAdmin, useAdminToast } from '../context';
import { errorMessage } from '../errorMessage';
import { FormDialog } from '../FormDialog';
import { FormError } from '../FormError';
import { DeleteIcon, EditIcon, PlusIcon } from '../icons';
import { useDiscardPrompt } from '../useDiscardPrompt';
import { DeleteConfirm } from './DeleteConfirm';
import { templatesKey, useReplyTemplates } from './useReplyTemplates';
import styles from './replyTemplates.module.css';

/** Whom the item open answers: the values its preview fills in. */
export interface TemplateRecipient {
  name: string;
  position: string | null;
}

type Field = keyof ReplyTemplateUpdate;
const FIELDS: readonly Field[] = ['name', 'bodyAr', 'bodyEn'];
const EMPTY: ReplyTemplateUpdate = { name: '', bodyAr: '', bodyEn: '' };
const TEXT_LINES = { minRows: 4, maxRows: 12 };

/**
 * The placeholders as one left-to-right run, isolated (LRI … PDI) so that inside Arabic text
 * its braces and commas are not reordered.
 */
const ALLOWED = `\u2066${TEMPLATE_PLACEHOLDERS.map((p) => `{${p}}`).join(', ')}\u2069`;

/** The values a template's form opens with (a new one's are empty). */
const valuesOf = (template: ReplyTemplate | null): ReplyTemplateUpdate =>
  template ? { name: template.name, bodyAr: template.bodyAr, bodyEn: template.bodyEn } : EMPTY;

/** A failed request for a template the server no longer has (deleted meanwhile). */
const isGone = (error: unknown) => error instanceof ApiError && error.status === 404;

export function ReplyTemplatesDialog({
  kind,
  recipient,
  open,
  onClose,
}: {
  kind: SubmissionKind;
  recipient: TemplateRecipient;
  open: boolean;
  onClose(): void;
}) {
  const t = useT();
  const { client } = useAdmin();
  const toast = useAdminToast();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<ReplyTemplateUpdate>();
  // The template whose form is shown (null: a new one's), or undefined: the list is.
  const [editing, setEditing] = useState<ReplyTemplate | null | undefined>();
  const [saving, setSaving] = useState(false);
  const [problem, setProblem] = useState<ReactNode>(null);
  const [deleting, setDeleting] = useState<ReplyTemplate | null>(null);
  const [removing, setRemoving] = useState(false);
  const templates = useReplyTemplates(kind, open);

  const changed = () => {
    if (editing === undefined) return false;
    const values: Partial<ReplyTemplateUpdate> = form.getFieldsValue(true);
    return FIELDS.some((field) => (values[field] ?? '') !== valuesOf(editing)[field]);
  };
  const close = () => {
    setEditing(undefined);
    setProblem(null);
    onClose();
  };
  const requestClose = useDiscardPrompt({
    changed,
    busy: saving,
    onClose: close,
    text: 'admin.templates.discardText',
  });
  const requestBack = useDiscardPrompt({
    changed,
    busy: saving,
    onClose: () => {
      setEditing(undefined);
      setProblem(null);
    },
    text: 'admin.templates.discardText',
  });

  function startEditing(template: ReplyTemplate | null) {
    setProblem(null);
    // The store outlives the form (a form's initial values yield to what it holds): the values of
    // the template opened, or a new one's, are put in it before the form shows.
    form.setFieldsValue(valuesOf(template));
    setEditing(template);
  }

  /** A field's problem in the interface's language (the schema's and the API's are English). */
  function issueText(field: Field, message: string): string {
    const unknown = /^Unknown placeholder (.+?): /.exec(message)?.[1];
    if (unknown)
      return t('admin.templates.error.placeholder', {
        placeholder: `\u2066${unknown}\u2069`,
        allowed: ALLOWED,
      });
    const max = /^At most (\d+) characters$/.exec(message)?.[1];
    if (max) return t('validation.maxLength', { max: Number(max) });
    if (message === UNSUPPORTED_CHARACTERS_MESSAGE) return t('validation.unsupportedCharacters');
    // What remains of a field's checks is its being empty.
    return t(`admin.templates.error.${field}`);
  }

  /** Checked as the API will check it, so most problems show before anything is sent. */
  const schemaRule = (field: Field): Rule => ({
    validator: async (_rule, value: unknown) => {
      const result = replyTemplateUpdateSchema.shape[field].safeParse(value ?? '');
      if (!result.success) throw new Error(issueText(field, result.error.issues[0]?.message ?? ''));
    },
  });

  /** What failed, then why (the error's own text, with its reference when worth quoting). */
  const failure = (what: 'saveFailed' | 'deleteFailed', error: unknown) => (
    <>
      {t(`admin.templates.${what}`)} {errorMessage(error)}
    </>
  );

  const refresh = () => queryClient.invalidateQueries({ queryKey: templatesKey(kind) });

  async function save(values: ReplyTemplateUpdate) {
    if (editing === undefined) return;
    const input: ReplyTemplateUpdate = { ...EMPTY, ...values };
    setProblem(null);
    setSaving(true);
    try {
      if (editing) await client.updateReplyTemplate(editing.id, input);
      else await client.createReplyTemplate({ kind, ...input });
      await refresh();
      toast(
        'success',
        editing ? 'admin.templates.updated' : 'admin.templates.created',
        'admin.templates.inReplyBox',
      );
      setEditing(undefined);
    } catch (error) {
      logFailure('The reply template could not be saved', error);
      if (isGone(error)) {
        setProblem(t('admin.templates.notFound'));
        void refresh();
        return;
      }
      const issues = error instanceof ApiError ? error.issues : [];
      const fields = FIELDS.flatMap((field) => {
        const issue = issues.find((i) => i.path.split('.')[0] === field);
        return issue ? [{ name: field, errors: [issueText(field, issue.message)] }] : [];
      });
      form.setFields(fields);
      // Field problems are told at their fields; the alert says what to do about them.
      setProblem(fields.length > 0 ? errorMessage(error) : failure('saveFailed', error));
    } finally {
      setSaving(false);
    }
  }

  async function remove(template: ReplyTemplate) {
    setProblem(null);
    setRemoving(true);
    try {
      await client.deleteReplyTemplate(template.id);
      toast('success', 'admin.templates.deleted', 'admin.templates.inReplyBox');
    } catch (error) {
      logFailure('The reply template could not be deleted', error);
      setProblem(isGone(error) ? t('admin.templates.notFound') : failure('deleteFailed', error));
    } finally {
      setRemoving(false);
      setDeleting(null);
      await refresh();
    }
  }

  const list = (
    <div data-testid="templates-list">
      <div className={styles.listHead}>
        <Typography.Paragraph type="secondary" className={styles.intro}>
          {t('admin.templates.intro')}
        </Typography.Paragraph>
        <Button
          type="primary"
          icon={<PlusIcon />}
          onClick={() => startEditing(null)}
          disabled={!templates.isSuccess}
          data-testid="templates-new"
        >
          {t('admin.templates.new')}
        </Button>
      </div>
      <FormError error={problem} />
      {templates.isPending ? (
        <div className={styles.state}>
          <Spin aria-label={t('admin.templates.loading')} />
        </div>
      ) : templates.isError ? (
        <FormError
          error={
            <span className={styles.failure}>
              {errorMessage(templates.error, 'admin.templates.loadFailed')}
              <Button size="small" onClick={() => void templates.refetch()}>
                {t('admin.templates.retry')}
              </Button>
            </span>
          }
        />
      ) : templates.data.length === 0 ? (
        <p className={styles.empty} data-testid="templates-empty">
          {t('admin.templates.empty')}
        </p>
      ) : (
        <ul className={styles.list}>
          {templates.data.map((template) => (
            <li key={template.id} className={styles.row} data-testid="template-row">
              <div className={styles.rowText}>
                {/* In the interface's direction, the name isolated within it. */}
                <span className={styles.rowName}>
                  <bdi data-testid="template-name">{template.name}</bdi>
                </span>
                <span className={styles.rowExcerpt} dir="rtl" lang="ar">
                  {template.bodyAr}
                </span>
                <span className={styles.rowExcerpt} dir="ltr" lang="en">
                  {template.bodyEn}
                </span>
              </div>
              <div className={styles.rowActions}>
                <Button
                  icon={<EditIcon />}
                  onClick={() => startEditing(template)}
                  aria-label={t('admin.templates.editNamed', { name: template.name })}
                  data-testid="template-edit"
                >
                  {t('admin.templates.edit')}
                </Button>
                <Button
                  danger
                  icon={<DeleteIcon />}
                  onClick={() => setDeleting(template)}
                  aria-label={t('admin.templates.deleteNamed', { name: template.name })}
                  data-testid="template-delete"
                >
                  {t('admin.templates.delete')}
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
    </div>
  );

  return (
    <>
      <FormDialog
        open={open}
        title={
          editing === undefined
            ? t(`admin.templates.title.${kind}`)
            : t(editing ? 'admin.templates.editTitle' : 'admin.templates.createTitle')
        }
        width={editing === undefined ? 640 : 920}
        centered
        saving={saving}
        onCancel={requestClose}
        onSubmit={() => form.submit()}
        cancelLabel={t('admin.templates.cancel')}
        submitLabel={t(editing ? 'admin.templates.save' : 'admin.templates.create')}
        submitTestId="template-save"
        footer={
          editing !== undefined ? (
            <div className={styles.footer}>
              <Button onClick={requestBack} disabled={saving} data-testid="template-back">
                {t('admin.templates.cancel')}
              </Button>
              <Button
                type="primary"
                loading={saving}
                onClick={() => form.submit()}
                data-testid="template-save"
              >
                {t(editing ? 'admin.templates.save' : 'admin.templates.create')}
              </Button>
            </div>
          ) : (
            <Button onClick={close} data-testid="templates-close">
              {t('admin.templates.close')}
            </Button>
          )
        }
        data-testid="templates-dialog"
      >
        {editing !== undefined ? (
          <Form<ReplyTemplateUpdate>
            key={editing?.id ?? 'new'}
            form={form}
            name={`reply-template-${kind}`}
            layout="vertical"
            initialValues={valuesOf(editing)}
            onFinish={(values) => void save(values)}
            disabled={saving}
            scrollToFirstError
            data-testid="template-form"
          >
            <FormError error={problem} />
            <Form.Item
              name="name"
              label={t('admin.templates.name')}
              extra={t('admin.templates.nameHint')}
              rules={[schemaRule('name')]}
              required
            >
              {/* Staff's own label, in whichever language they write it. */}
              <Input
                dir="auto"
                maxLength={REPLY_TEMPLATE_NAME_MAX}
                data-testid="template-name-input"
              />
            </Form.Item>
            <Placeholders />
            <Row gutter={[16, 0]}>
              {(['ar', 'en'] as const).map((lang) => {
                const field = lang === 'ar' ? 'bodyAr' : 'bodyEn';
                return (
                  <Col xs={24} md={12} key={lang}>
                    <LanguageField
                      lang={lang}
                      name={field}
                      label={t(`admin.templates.${field}`)}
                      testId={`template-${field}`}
                      rules={[schemaRule(field)]}
                      required
                      // No length counter: antd sets it over the field's problem, and a
                      // text this long is refused by the schema's rule with its own words.
                      lines={TEXT_LINES}
                    />
                    <Preview form={form} field={field} lang={lang} recipient={recipient} />
                  </Col>
                );
              })}
            </Row>
          </Form>
        ) : (
          list
        )}
      </FormDialog>
      <DeleteConfirm
        open={deleting !== null}
        name={deleting?.name ?? ''}
        deleting={removing}
        onConfirm={() => deleting && void remove(deleting)}
        onCancel={() => setDeleting(null)}
      />
    </>
  );
}

/** The placeholders a text may hold, each with what it is replaced by. */
function Placeholders() {
  const t = useT();
  return (
    <div className={styles.placeholders} data-testid="template-placeholders">
      <span>{t('admin.templates.placeholders')}</span>
      <ul className={styles.placeholderList}>
        {TEMPLATE_PLACEHOLDERS.map((placeholder) => (
          <li key={placeholder}>
            <Typography.Text code>
              <bdi dir="ltr">{`{${placeholder}}`}</bdi>
            </Typography.Text>{' '}
            {t(`admin.templates.placeholder.${placeholder}`)}
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * One language's text filled in for the item open, as the reply box fills it when the template is
 * chosen: with the same values, in the text's own direction.
 */
function Preview({
  form,
  field,
  lang,
  recipient,
}: {
  form: FormInstance<ReplyTemplateUpdate>;
  field: 'bodyAr' | 'bodyEn';
  lang: Language;
  recipient: TemplateRecipient;
}) {
  const t = useT();
  const body = Form.useWatch(field, form) ?? '';
  const filled = fillTemplate(body, templateValues(lang, recipient));
  return (
    <section className={styles.preview} data-testid={`template-preview-${lang}`}>
      <h5 className={styles.previewTitle}>
        {t('admin.templates.preview', { name: `\u2068${recipient.name}\u2069` })}
      </h5>
      {filled.trim() === '' ? (
        <p className={styles.previewEmpty}>{t('admin.templates.previewEmpty')}</p>
      ) : (
        <p className={styles.previewText} dir={lang === 'ar' ? 'rtl' : 'ltr'} lang={lang}>
          {filled}
        </p>
      )}
    </section>
  );
}
