import net from 'node:net';
import { type APIRequestContext, expect, test as base } from '@playwright/test';
import nodemailer from 'nodemailer';
import { messages } from '@vb/shared/i18n';
import { type TestSmtp, startSmtp } from '../api/test/smtpServer';
import { adminApi, contactCard, openPanel, signInAs, unique } from './fixtures';
import { E2E_ADMIN, type E2EServer, startE2EServer } from './global-setup';

/**
 * The person answers a reply by e-mail while staff have the list open: the item is flagged
 * "New answer" in the list as the answer arrives, its panel shows the answer set apart, marked
 * new, and once it has been shown the list's flag goes. Real SMTP both ways: replies go to a
 * loopback sink, the answer goes to the server's own listener. In both languages.
 */

/** A port free on loopback now, for the server's SMTP listener. */
const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });

const test = base.extend<
  { api: APIRequestContext },
  { mail: { server: E2EServer; sink: TestSmtp; inboundPort: number } }
>({
  mail: [
    // eslint-disable-next-line no-empty-pattern -- Playwright's fixtures take their dependencies as a pattern
    async ({}, use) => {
      const sink = await startSmtp();
      const inboundPort = await freePort();
      const server = await startE2EServer({
        SMTP_URL: sink.url,
        MAIL_FROM: 'Ruwad Ventures <no-reply@ruwad.test>',
        MAIL_REPLY_TO: 'replies@ruwad.test',
        MAIL_POLL_SECONDS: '1',
        INBOUND_SMTP_PORT: String(inboundPort),
      });
      await use({ server, sink, inboundPort });
      await server.stop();
      await sink.close();
    },
    { scope: 'worker' },
  ],
  baseURL: async ({ mail }, use) => use(mail.server.url),
  api: async ({ mail }, use) => {
    const api = await adminApi(mail.server.url);
    await use(api);
    await api.dispose();
  },
});

for (const language of ['ar', 'en'] as const) {
  test(`an answer arrives while the list is open, and is read (${language})`, async ({
    page,
    api,
    mail,
  }) => {
    test.setTimeout(120_000);
    const t = messages[language];
    const name = unique(`Answer ${language}`);
    const email = `${name.replace(/\W/g, '').toLowerCase()}@example.test`;
    const posted = await api.post('/api/contact', {
      data: { name, email, subject: 'A pitch', message: 'Do you take pitch decks?' },
    });
    expect(posted.status()).toBe(201);
    const { id } = (await posted.json()) as { id: number };
    const replied = await api.post(`/api/admin/contact-messages/${id}/replies`, {
      data: { body: 'Yes, please send it.' },
    });
    expect(replied.status()).toBe(201);
    await expect
      .poll(() => mail.sink.messages.filter((m) => JSON.stringify(m.to).includes(email)).length)
      .toBeGreaterThanOrEqual(1);
    const reply = mail.sink.messages.find(
      (m) => JSON.stringify(m.to).includes(email) && m.messageId?.startsWith('<reply-'),
    )!;

    await signInAs(
      page,
      E2E_ADMIN.email,
      language,
      language === 'ar' ? 'dark' : 'light',
      E2E_ADMIN.password,
    );
    const card = await contactCard(page, name);
    await expect(card.getByTestId('new-answer-flag')).toHaveCount(0);

    const transport = nodemailer.createTransport({
      host: '127.0.0.1',
      port: mail.inboundPort,
      secure: false,
      ignoreTLS: true,
    });
    await transport.sendMail({
      from: `${name} <${email}>`,
      to: reply.replyTo!.value[0]!.address!,
      subject: `Re: ${reply.subject}`,
      inReplyTo: reply.messageId,
      text: 'Here is the deck, thank you.\n\nOn Monday, Ruwad wrote:\n> Yes, please send it.',
    });
    transport.close();

    // The live feed brings the flag to the open list.
    await expect(card.getByTestId('new-answer-flag')).toHaveText(t['admin.thread.new']);

    const drawer = await openPanel(page, card);
    const answer = drawer.locator('[data-testid="thread-message"][data-direction="in"]');
    await expect(answer).toHaveCount(1);
    await expect(answer.getByTestId('thread-body')).toHaveText('Here is the deck, thank you.');
    await expect(answer.getByTestId('thread-author')).toHaveText(name);
    await expect(answer).toHaveAttribute('data-unread', 'true');
    await expect(answer.getByTestId('thread-status')).toHaveText(t['admin.thread.new']);

    // Shown, so read: the list's flag goes.
    await expect(card.getByTestId('new-answer-flag')).toHaveCount(0);
  });
}
