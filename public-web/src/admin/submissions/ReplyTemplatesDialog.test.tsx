import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { App as AntApp, ConfigProvider } from 'antd';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ar, en } from '@vb/shared/i18n';
import type { ReplyTemplate, ReplyTemplateInput, ReplyTemplateUpdate } from '@vb/shared/schemas';
import { SITE } from '@vb/shared/site-config';
import type { SubmissionKind } from '@vb/shared/status';
import { ApiError } from '../../app/http';
import { usePreferences } from '../../app/preferences';
import { ToastProvider } from '../../app/toast';
import type { AdminClient } from '../client';
import { AdminContextProvider, SignedInProvider } from '../context';
import { I18nProvider } from '../i18n';
import { ItemActivity } from './ItemActivity';
import { host, owner } from './viewTestKit';

const template = (id: number, over: Partial<ReplyTemplate> = {}): ReplyTemplate => ({
  id,
  kind: 'applications',
  name: `Template ${id}`,
  bodyAr: 'نص {name}',
  bodyEn: 'Text {name}',
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  ...over,
});

/**
 * A client whose one item (an application by Huda Hassan for Data Analyst) has no thread, and
 * whose templates are kept in memory and changed as the server would change them.
 */
function clientWith(initial: ReplyTemplate[] = []) {
  let stored = [...initial];
  let next = 100;
  const replyTemplates = vi.fn(async (_kind?: SubmissionKind) =>
    [...stored].sort((a, b) => a.name.localeCompare(b.name)),
  );
  const createReplyTemplate = vi.fn(async (input: ReplyTemplateInput) => {
    const made = template(next++, input);
    stored.push(made);
    return made;
  });
  const updateReplyTemplate = vi.fn(async (id: number, input: ReplyTemplateUpdate) => {
    const changed = { ...stored.find((t) => t.id === id)!, ...input };
    stored = stored.map((t) => (t.id === id ? changed : t));
    return changed;
  });
  const deleteReplyTemplate = vi.fn(async (id: number) => {
    stored = stored.filter((t) => t.id !== id);
  });
  const client = {
    itemDetail: vi.fn(async () => ({
      item: { id: 7, name: 'Huda Hassan', position: 'Data Analyst', language: 'en' },
      notes: [],
      history: [],
      historyTruncated: false,
      related: [],
      thread: [],
    })),
    reply: vi.fn(),
    markAnswersRead: vi.fn(async () => undefined),
    replyTemplates,
    createReplyTemplate,
    updateReplyTemplate,
    deleteReplyTemplate,
  } as unknown as AdminClient;
  return { client, replyTemplates, createReplyTemplate, updateReplyTemplate, deleteReplyTemplate };
}

function renderPanel(client: AdminClient) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <I18nProvider>
      <ConfigProvider theme={{ token: { motion: false } }}>
        <AntApp>
          <ToastProvider>
            <QueryClientProvider client={queryClient}>
              <AdminContextProvider value={{ host, client }}>
                <SignedInProvider user={owner}>
                  <ItemActivity kind="applications" id={7} />
                </SignedInProvider>
              </AdminContextProvider>
            </QueryClientProvider>
          </ToastProvider>
        </AntApp>
      </ConfigProvider>
    </I18nProvider>,
  );
}

/** Opens the dialog from the reply box, as staff do, and answers it. */
async function openDialog(cat: Record<keyof typeof en, string> = en) {
  fireEvent.click(
    await screen.findByRole('button', { name: cat['admin.templates.manage'] }, { timeout: 30_000 }),
  );
  return screen.findByRole('dialog', { name: cat['admin.templates.title.applications'] });
}
const field = (dialog: HTMLElement, label: string) =>
  within(dialog).getByLabelText(label) as HTMLInputElement | HTMLTextAreaElement;
/** The form item around a field: where its problem is told. */
const itemOf = (element: HTMLElement) => element.closest<HTMLElement>('.ant-form-item')!;
const type = (element: HTMLElement, value: string) =>
  fireEvent.change(element, { target: { value } });

/**
 * The delete confirmation, found by its text (the test environment gives every dialog the same
 * labelling id, so a second dialog cannot be found by its title).
 */
const confirmation = async () =>
  (await screen.findByText(en['admin.delete.text'])).closest<HTMLElement>('[role="dialog"]')!;
/** The footer's Close (the × is named Close too). */
const closeButton = (dialog: HTMLElement) =>
  within(dialog)
    .getAllByRole('button', { name: en['admin.templates.close'] })
    .find((button) => button.textContent === en['admin.templates.close'])!;

/** The names the reply box's template picker offers. */
async function pickerOptions() {
  const select = screen.getByTestId('reply-template');
  fireEvent.mouseDown(select.querySelector('.ant-select-content, input') ?? select);
  await waitFor(() => expect(document.querySelector('.ant-select-dropdown')).not.toBeNull());
  return [...document.querySelectorAll('.ant-select-item-option')].map((o) => o.textContent);
}

beforeEach(() => {
  act(() => usePreferences.setState({ language: 'en', theme: 'light' }));
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  document.body.innerHTML = '';
});

describe('the reply templates dialog', { timeout: 60_000 }, () => {
  it('creates a template, previews it for the item, and the reply box offers it at once', async () => {
    const { client, createReplyTemplate } = clientWith();
    renderPanel(client);
    const dialog = await openDialog();
    expect(await within(dialog).findByText(en['admin.templates.empty'])).toBeTruthy();

    fireEvent.click(within(dialog).getByRole('button', { name: en['admin.templates.new'] }));
    const form = await screen.findByRole('dialog', { name: en['admin.templates.createTitle'] });
    // Every placeholder one may write is named.
    for (const placeholder of ['{name}', '{position}', '{company}'])
      expect(within(form).getByText(placeholder)).toBeTruthy();
    expect(within(form).getAllByText(en['admin.templates.previewEmpty'])).toHaveLength(2);

    const arabic = field(form, en['admin.templates.bodyAr']);
    const english = field(form, en['admin.templates.bodyEn']);
    expect([arabic.getAttribute('dir'), arabic.getAttribute('lang')]).toEqual(['rtl', 'ar']);
    expect([english.getAttribute('dir'), english.getAttribute('lang')]).toEqual(['ltr', 'en']);
    type(field(form, en['admin.templates.name']), 'Interview');
    type(arabic, 'عزيزتي {name}، ندعوك إلى مقابلة لوظيفة {position} في {company}.');
    type(english, 'Dear {name}, we invite you to an interview for {position} at {company}.');

    // Filled in as the reply box would fill it for this item.
    const arPreview = await within(form).findByText(
      `عزيزتي Huda Hassan، ندعوك إلى مقابلة لوظيفة Data Analyst في ${SITE.brandName.ar}.`,
    );
    expect(arPreview.getAttribute('dir')).toBe('rtl');
    expect(
      within(form).getByText(
        `Dear Huda Hassan, we invite you to an interview for Data Analyst at ${SITE.brandName.en}.`,
      ),
    ).toBeTruthy();

    fireEvent.click(within(form).getByRole('button', { name: en['admin.templates.create'] }));
    await waitFor(() =>
      expect(createReplyTemplate).toHaveBeenCalledWith({
        kind: 'applications',
        name: 'Interview',
        bodyAr: 'عزيزتي {name}، ندعوك إلى مقابلة لوظيفة {position} في {company}.',
        bodyEn: 'Dear {name}, we invite you to an interview for {position} at {company}.',
      }),
    );
    const list = await screen.findByRole('dialog', {
      name: en['admin.templates.title.applications'],
    });
    expect(await within(list).findByText('Interview')).toBeTruthy();
    expect(await screen.findByText(en['admin.templates.created'])).toBeTruthy();

    fireEvent.click(closeButton(list));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await pickerOptions()).toEqual(['Interview']);
  });

  it('edits a template, and a new one then starts empty', async () => {
    const { client, updateReplyTemplate } = clientWith([template(1, { name: 'Thanks' })]);
    renderPanel(client);
    const dialog = await openDialog();
    fireEvent.click(
      await within(dialog).findByRole('button', { name: 'Edit the template Thanks' }),
    );
    const form = await screen.findByRole('dialog', { name: en['admin.templates.editTitle'] });
    expect(field(form, en['admin.templates.name']).value).toBe('Thanks');
    expect(field(form, en['admin.templates.bodyEn']).value).toBe('Text {name}');
    expect(within(form).getByText('Text Huda Hassan')).toBeTruthy();

    type(field(form, en['admin.templates.name']), 'Thank you');
    fireEvent.click(within(form).getByRole('button', { name: en['admin.templates.save'] }));
    await waitFor(() =>
      expect(updateReplyTemplate).toHaveBeenCalledWith(1, {
        name: 'Thank you',
        bodyAr: 'نص {name}',
        bodyEn: 'Text {name}',
      }),
    );
    const list = await screen.findByRole('dialog', {
      name: en['admin.templates.title.applications'],
    });
    expect(await within(list).findByText('Thank you')).toBeTruthy();

    fireEvent.click(within(list).getByRole('button', { name: en['admin.templates.new'] }));
    const fresh = await screen.findByRole('dialog', { name: en['admin.templates.createTitle'] });
    expect(field(fresh, en['admin.templates.name']).value).toBe('');
    expect(field(fresh, en['admin.templates.bodyEn']).value).toBe('');
  });

  it('deletes a template only once confirmed', async () => {
    const { client, deleteReplyTemplate } = clientWith([template(1, { name: 'Old text' })]);
    renderPanel(client);
    const dialog = await openDialog();
    const remove = await within(dialog).findByRole('button', {
      name: 'Delete the template Old text',
    });

    fireEvent.click(remove);
    const question = await confirmation();
    expect(within(question).getByText('Old text')).toBeTruthy();
    fireEvent.click(within(question).getByRole('button', { name: en['admin.delete.cancel'] }));
    await waitFor(() => expect(screen.queryByText(en['admin.delete.text'])).toBeNull());
    expect(deleteReplyTemplate).not.toHaveBeenCalled();
    expect(within(dialog).getByText('Old text')).toBeTruthy();

    fireEvent.click(remove);
    const again = await confirmation();
    fireEvent.click(within(again).getByRole('button', { name: en['admin.delete.confirm'] }));
    await waitFor(() => expect(deleteReplyTemplate).toHaveBeenCalledWith(1));
    expect(await within(dialog).findByText(en['admin.templates.empty'])).toBeTruthy();
    expect(await pickerOptions()).toEqual([]);
  });

  it('shows the server’s refusal at its field, and keeps what was written', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { client, createReplyTemplate } = clientWith();
    createReplyTemplate.mockRejectedValueOnce(
      new ApiError(400, 'invalid', 'validation_failed', [
        {
          path: 'bodyEn',
          message: 'Unknown placeholder {nom}: use {name}, {position} or {company}',
        },
      ]),
    );
    renderPanel(client);
    fireEvent.click(
      within(await openDialog()).getByRole('button', { name: en['admin.templates.new'] }),
    );
    const form = await screen.findByRole('dialog', { name: en['admin.templates.createTitle'] });
    type(field(form, en['admin.templates.name']), 'Welcome');
    type(field(form, en['admin.templates.bodyAr']), 'أهلًا {name}');
    type(field(form, en['admin.templates.bodyEn']), 'Welcome {name}');
    fireEvent.click(within(form).getByRole('button', { name: en['admin.templates.create'] }));

    expect(await within(form).findByRole('alert')).toHaveProperty(
      'textContent',
      expect.stringContaining(en['error.validation_failed']),
    );
    const english = itemOf(field(form, en['admin.templates.bodyEn']));
    await waitFor(() =>
      expect(english.textContent).toContain('Unknown placeholder \u2066{nom}\u2069.'),
    );
    expect(field(form, en['admin.templates.bodyEn']).value).toBe('Welcome {name}');

    // Another refusal (this person may not change the kind's templates): said in the dialog.
    createReplyTemplate.mockRejectedValueOnce(new ApiError(403, 'forbidden', 'forbidden'));
    fireEvent.click(within(form).getByRole('button', { name: en['admin.templates.create'] }));
    await waitFor(() =>
      expect(within(form).getByRole('alert').textContent).toBe(
        `${en['admin.templates.saveFailed']} ${en['error.forbidden']}`,
      ),
    );
    expect(screen.getByRole('dialog', { name: en['admin.templates.createTitle'] })).toBe(form);
  });

  it('in Arabic: checks before sending, and asks before dropping unsaved edits', async () => {
    act(() => usePreferences.setState({ language: 'ar' }));
    const { client, createReplyTemplate } = clientWith();
    renderPanel(client);
    fireEvent.click(
      within(await openDialog(ar)).getByRole('button', { name: ar['admin.templates.new'] }),
    );
    const form = await screen.findByRole('dialog', { name: ar['admin.templates.createTitle'] });
    type(field(form, ar['admin.templates.name']), 'ترحيب');
    type(field(form, ar['admin.templates.bodyAr']), 'أهلًا {الاسم}');
    fireEvent.click(within(form).getByRole('button', { name: ar['admin.templates.create'] }));
    const arabic = itemOf(field(form, ar['admin.templates.bodyAr']));
    await waitFor(() => expect(arabic.textContent).toContain('المتغيّر \u2066{الاسم}\u2069'));
    expect(itemOf(field(form, ar['admin.templates.bodyEn'])).textContent).toContain(
      ar['admin.templates.error.bodyEn'],
    );
    expect(createReplyTemplate).not.toHaveBeenCalled();

    // Closing asks first; kept, the edits are still there.
    fireEvent.click(within(form).getByRole('button', { name: 'Close' }));
    fireEvent.click(await screen.findByRole('button', { name: ar['admin.discard.keep'] }));
    await waitFor(() => expect(screen.queryByText(ar['admin.discard.title'])).toBeNull());
    expect(field(form, ar['admin.templates.name']).value).toBe('ترحيب');
    fireEvent.click(within(form).getByRole('button', { name: 'Close' }));
    fireEvent.click(await screen.findByRole('button', { name: ar['admin.discard.confirm'] }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
