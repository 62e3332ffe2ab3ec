import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { App as AntApp, ConfigProvider } from 'antd';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ar, en } from '@vb/shared/i18n';
import type { ReplyTemplate, ThreadMessage } from '@vb/shared/schemas';
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

const message = (id: number, over: Partial<ThreadMessage>): ThreadMessage => ({
  id,
  direction: 'out',
  author: { id: 1, name: 'Owner' },
  language: 'en',
  body: `Reply ${id}`,
  createdAt: new Date(Date.UTC(2026, 0, id)).toISOString(),
  mailStatus: 'sent',
  sender: null,
  unread: false,
  files: [],
  ...over,
});

/**
 * A client whose item (`item`) holds `thread`; a reply is appended (queued) unless `reply` says
 * else; the kind has `templates`.
 */
function clientWith(
  thread: ThreadMessage[],
  reply?: AdminClient['reply'],
  { item = {}, templates = [] }: { item?: object; templates?: ReplyTemplate[] } = {},
) {
  const itemDetail = vi.fn(async () => ({
    item: { id: 7, name: 'Huda Hassan', ...item },
    notes: [],
    history: [],
    historyTruncated: false,
    related: [],
    thread: thread.map((m) => ({ ...m })),
  }));
  const replyCall = vi.fn(
    reply ??
      (async (_kind: string, _id: number, body: string, language?: 'ar' | 'en') => {
        const sent = message(thread.length + 1, {
          body,
          language: language ?? 'ar',
          mailStatus: 'queued',
        });
        thread.push(sent);
        return sent;
      }),
  );
  const replyTemplates = vi.fn(async (_kind: SubmissionKind) => templates);
  const markAnswersRead = vi.fn(async (_kind: SubmissionKind, _id: number) => undefined);
  const client = {
    itemDetail,
    reply: replyCall,
    replyTemplates,
    markAnswersRead,
  } as unknown as AdminClient;
  return { client, itemDetail, reply: replyCall, replyTemplates, markAnswersRead };
}

function renderPanel(client: AdminClient, kind: SubmissionKind = 'contact-messages') {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <I18nProvider>
      <ConfigProvider theme={{ token: { motion: false } }}>
        <AntApp>
          <ToastProvider>
            <QueryClientProvider client={queryClient}>
              <AdminContextProvider value={{ host, client }}>
                <SignedInProvider user={owner}>
                  <ItemActivity kind={kind} id={7} />
                  <button type="button">elsewhere</button>
                </SignedInProvider>
              </AdminContextProvider>
            </QueryClientProvider>
          </ToastProvider>
        </AntApp>
      </ConfigProvider>
    </I18nProvider>,
  );
}

const messages = async () =>
  (await screen.findAllByTestId('thread-message', {}, { timeout: 30_000 })) as HTMLElement[];
const part = (el: HTMLElement, testId: string) =>
  el.querySelector<HTMLElement>(`[data-testid="${testId}"]`)!;
const input = () => screen.getByTestId('reply-input') as HTMLTextAreaElement;

beforeEach(() => {
  act(() => usePreferences.setState({ language: 'en', theme: 'light' }));
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  document.body.innerHTML = '';
});

describe('the item thread', { timeout: 60_000 }, () => {
  const thread = () => [
    message(1, { language: 'ar', body: 'شكرًا لتواصلك', mailStatus: 'sent' }),
    message(2, { language: 'en', body: 'Following up', mailStatus: 'failed' }),
    message(3, { language: 'en', author: null, mailStatus: 'queued' }),
  ];

  it.each([
    ['en', en],
    ['ar', ar],
  ] as const)('shows each message, its e-mail’s language and its state (%s)', async (lang, cat) => {
    act(() => usePreferences.setState({ language: lang }));
    renderPanel(clientWith(thread()).client);
    const shown = await messages();
    expect(shown.map((m) => part(m, 'thread-body').textContent)).toEqual([
      'شكرًا لتواصلك',
      'Following up',
      'Reply 3',
    ]);
    // Each text takes its own direction, whatever the interface's (the browser test sees it).
    for (const m of shown) expect(part(m, 'thread-body').getAttribute('dir')).toBe('auto');
    expect(shown.map((m) => m.textContent?.includes(cat['admin.thread.inArabic']))).toEqual([
      true,
      false,
      false,
    ]);
    expect(shown.map((m) => part(m, 'thread-status').textContent)).toEqual([
      cat['admin.thread.sent'],
      cat['admin.thread.failed'],
      cat['admin.thread.queued'],
    ]);
    expect(part(shown[0]!, 'thread-author').textContent).toBe('Owner');
    expect(part(shown[2]!, 'thread-author').textContent).toBe(cat['admin.activity.removedAccount']);
    // The box is labelled in the interface's language.
    expect(screen.getByLabelText(cat['admin.thread.replyLabel'])).toBe(input());
  });

  it.each([
    ['en', en],
    ['ar', ar],
  ] as const)(
    'shows the person’s answers by their name, a new one marked (%s)',
    async (lang, cat) => {
      act(() => usePreferences.setState({ language: lang }));
      const answer = (id: number, over: Partial<ThreadMessage>) =>
        message(id, { direction: 'in', author: null, mailStatus: null, ...over });
      const { client, markAnswersRead } = clientWith([
        message(1, { body: 'Would Tuesday suit you?' }),
        answer(2, { body: 'Tuesday works.', sender: { name: 'Huda Hassan', email: 'h@x.test' } }),
        answer(3, { body: 'يناسبني', sender: { name: null, email: 'h@x.test' }, unread: true }),
      ]);
      renderPanel(client);
      const shown = await messages();
      expect(shown.map((m) => m.getAttribute('data-direction'))).toEqual(['out', 'in', 'in']);
      expect(shown.map((m) => part(m, 'thread-author').textContent)).toEqual([
        'Owner',
        'Huda Hassan',
        'h@x.test',
      ]);
      expect(shown.map((m) => part(m, 'thread-status').textContent)).toEqual([
        cat['admin.thread.sent'],
        cat['admin.thread.received'],
        cat['admin.thread.new'],
      ]);
      expect(shown.map((m) => m.getAttribute('data-unread'))).toEqual([null, null, 'true']);
      // Shown, so read: the server is told once; the view keeps the mark.
      await waitFor(() => expect(markAnswersRead).toHaveBeenCalledWith('contact-messages', 7));
      expect(markAnswersRead).toHaveBeenCalledTimes(1);
    },
  );

  it('sends the text and the chosen language, then clears the box and reads the thread again', async () => {
    const { client, reply, itemDetail } = clientWith([]);
    renderPanel(client);
    expect(await screen.findByText(en['admin.thread.empty'], {}, { timeout: 30_000 })).toBeTruthy();

    // The person's own language by default: no language sent.
    fireEvent.change(input(), { target: { value: '  Thank you, we will call.  ' } });
    fireEvent.click(screen.getByTestId('reply-send'));
    await waitFor(() =>
      expect(reply).toHaveBeenCalledWith(
        'contact-messages',
        7,
        'Thank you, we will call.',
        undefined,
      ),
    );
    await waitFor(() => expect(input().value).toBe(''));
    await waitFor(() => expect(itemDetail).toHaveBeenCalledTimes(2));
    expect((await messages()).map((m) => part(m, 'thread-status').textContent)).toEqual([
      en['admin.thread.queued'],
    ]);

    // English chosen: sent with it, and the box writes left to right.
    fireEvent.mouseDown(
      screen.getByTestId('reply-language').querySelector('.ant-select-content, input') ??
        screen.getByTestId('reply-language'),
    );
    fireEvent.click(await screen.findByText('English', { selector: '.ant-select-item-option *' }));
    await waitFor(() => expect(input().getAttribute('dir')).toBe('ltr'));
    fireEvent.change(input(), { target: { value: 'Second' } });
    fireEvent.click(screen.getByTestId('reply-send'));
    await waitFor(() =>
      expect(reply).toHaveBeenLastCalledWith('contact-messages', 7, 'Second', 'en'),
    );
    await waitFor(() => expect(screen.getAllByTestId('thread-message')).toHaveLength(2));
  });

  it('shows why a reply failed and keeps the text', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { client } = clientWith([], async () => {
      throw new ApiError(409, 'no address', 'reply_no_address');
    });
    renderPanel(client);
    await screen.findByTestId('reply-input', {}, { timeout: 30_000 });
    fireEvent.change(input(), { target: { value: 'Hello' } });
    fireEvent.click(screen.getByTestId('reply-send'));
    expect(
      await screen.findByText(en['error.reply_no_address'], {}, { timeout: 30_000 }),
    ).toBeTruthy();
    expect(input().value).toBe('Hello');
  });

  it('puts the cursor in the box on r, but not while typing elsewhere', async () => {
    renderPanel(clientWith([]).client);
    await screen.findByTestId('reply-input', {}, { timeout: 30_000 });
    const other = screen.getByText('elsewhere');
    other.focus();
    fireEvent.keyDown(other, { key: 'r', code: 'KeyR' });
    expect(document.activeElement).toBe(input());

    // Typing "r" in a field is text, not the shortcut.
    const field = document.createElement('input');
    document.body.append(field);
    field.focus();
    fireEvent.keyDown(field, { key: 'r', code: 'KeyR' });
    expect(document.activeElement).toBe(field);

    // On an Arabic layout the same key types ق.
    other.focus();
    fireEvent.keyDown(other, { key: 'ق', code: 'KeyR' });
    expect(document.activeElement).toBe(input());
  });
});

describe('reply templates in the reply box', { timeout: 60_000 }, () => {
  const template = (id: number, over: Partial<ReplyTemplate>): ReplyTemplate => ({
    id,
    kind: 'applications',
    name: `Template ${id}`,
    bodyAr: 'نص {name}',
    bodyEn: 'Text {name}',
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    ...over,
  });
  /** Opens one of the box's selects and picks the option showing `label`. */
  const pick = async (testId: string, label: string) => {
    const select = screen.getByTestId(testId);
    fireEvent.mouseDown(select.querySelector('.ant-select-content, input') ?? select);
    const options = await screen.findAllByText(label, { selector: '.ant-select-item-option *' });
    fireEvent.click(options.at(-1)!);
  };

  it('fills the chosen template in the person’s language, then follows the language until edited', async () => {
    const { client, reply, replyTemplates } = clientWith(
      [message(1, { language: 'ar', body: 'تسلّمنا طلبك' })],
      undefined,
      {
        item: { position: 'Data Analyst', language: 'en' },
        templates: [
          template(1, {
            name: 'Interview',
            bodyAr: 'عزيزتي {name}، ندعوك إلى مقابلة لوظيفة {position} في {company}.',
            bodyEn: 'Dear {name}, we invite you to an interview for {position} at {company}.',
          }),
          template(2, { name: 'Not this time' }),
        ],
      },
    );
    renderPanel(client, 'applications');
    await messages();
    expect(replyTemplates).toHaveBeenCalledWith('applications', expect.anything());

    // The person applied in English (the item says so, whatever the last reply's language): the
    // English text, the name and job filled in as typed; the box names the language, so the
    // e-mail's words match the text.
    await pick('reply-template', 'Interview');
    const english = `Dear Huda Hassan, we invite you to an interview for Data Analyst at ${SITE.brandName.en}.`;
    await waitFor(() => expect(input().value).toBe(english));
    expect(screen.getByTestId('reply-language').textContent).toContain('English');

    // Arabic chosen while the text is untouched: the Arabic text.
    await pick('reply-language', en['language.arabic']);
    const arabic = `عزيزتي Huda Hassan، ندعوك إلى مقابلة لوظيفة Data Analyst في ${SITE.brandName.ar}.`;
    await waitFor(() => expect(input().value).toBe(arabic));
    expect(input().getAttribute('dir')).toBe('rtl');

    // Edited, it is the writer's: another language leaves it as it is.
    fireEvent.change(input(), { target: { value: `${arabic}\nمع التحية` } });
    await pick('reply-language', 'English');
    await waitFor(() => expect(input().getAttribute('dir')).toBe('ltr'));
    expect(input().value).toBe(`${arabic}\nمع التحية`);

    fireEvent.click(screen.getByTestId('reply-send'));
    await waitFor(() =>
      expect(reply).toHaveBeenCalledWith('applications', 7, `${arabic}\nمع التحية`, 'en'),
    );
    await waitFor(() => expect(input().value).toBe(''));
  });

  it('asks before replacing what was written; before any message, writes and sends Arabic', async () => {
    const { client, reply } = clientWith([], undefined, {
      // A contact's "position" would be theirs, never a job of ours: left out.
      item: { position: 'CEO' },
      templates: [
        template(3, {
          kind: 'contact-messages',
          name: 'Thanks',
          bodyAr: 'شكرًا يا {name} على رسالتك إلى {company}.{position}',
          bodyEn: 'Thank you, {name}.',
        }),
      ],
    });
    renderPanel(client);
    await screen.findByTestId('reply-input', {}, { timeout: 30_000 });
    fireEvent.change(input(), { target: { value: 'My own words' } });

    await pick('reply-template', 'Thanks');
    fireEvent.click(await screen.findByText(en['admin.thread.templateKeep']));
    await waitFor(() => expect(document.querySelector('.ant-modal-confirm')).toBeNull());
    expect(input().value).toBe('My own words');

    await pick('reply-template', 'Thanks');
    fireEvent.click(await screen.findByTestId('reply-template-replace'));
    const filled = `شكرًا يا Huda Hassan على رسالتك إلى ${SITE.brandName.ar}.`;
    await waitFor(() => expect(input().value).toBe(filled));
    // Neither the item nor a reply tells the person's language: Arabic, named in the box.
    expect(screen.getByTestId('reply-language').textContent).toContain(en['language.arabic']);
    expect(input().getAttribute('dir')).toBe('rtl');

    fireEvent.click(screen.getByTestId('reply-send'));
    await waitFor(() => expect(reply).toHaveBeenCalledWith('contact-messages', 7, filled, 'ar'));
  });

  it('says when the templates could not be read, and the box still works', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { client, replyTemplates, reply } = clientWith([]);
    replyTemplates.mockRejectedValue(new ApiError(500, 'down', 'internal_error'));
    renderPanel(client);
    expect(
      await screen.findByText(en['admin.thread.templateLoadFailed'], {}, { timeout: 30_000 }),
    ).toBeTruthy();
    fireEvent.change(input(), { target: { value: 'Hello' } });
    fireEvent.click(screen.getByTestId('reply-send'));
    await waitFor(() =>
      expect(reply).toHaveBeenCalledWith('contact-messages', 7, 'Hello', undefined),
    );
  });
});
