import { type APIRequestContext, type Locator, type Page, expect, test } from '@playwright/test';
import { messages } from '@vb/shared/i18n';
import { submissionStatusLabelKey } from '@vb/shared/submission-csv';
import type { SubmissionKind } from '@vb/shared/status';
import { adminApi, newStaffMember, opened, signInAs, unique } from './fixtures';

/**
 * A status menu chosen from twice in a row on the same item, in each place it is offered (a card,
 * the side panel over the cards, the side panel over the table), in both languages: the second
 * menu holds still under the pointer while the first change comes back from the live feed and the
 * list's reads, so a plain click (never forced) lands on it. Arabic runs with full motion, English
 * with reduced motion (the suite's default), so both kinds of popup animation are crossed.
 */
const TAB: Record<SubmissionKind, string> = {
  applications: 'applications',
  'contact-messages': 'contact',
  'investor-requests': 'investors',
};

let api: APIRequestContext;
test.beforeAll(async ({ baseURL }) => {
  api = await adminApi(baseURL!);
});
test.afterAll(async () => {
  await api.dispose();
});

async function postContact(name: string): Promise<number> {
  const res = await api.post('/api/contact', {
    data: {
      name,
      email: 'menu@example.com',
      subject: 'A question',
      message: 'A message long enough',
    },
  });
  expect(res.status()).toBe(201);
  return ((await res.json()) as { id: number }).id;
}

async function postApplication(name: string): Promise<number> {
  const pdf = Buffer.from(`%PDF-1.4\n% ${name}\ntrailer << >>\n%%EOF\n`, 'utf8');
  const res = await api.post('/api/careers/apply', {
    data: {
      name,
      email: 'menu@example.com',
      phone: '+966 55 123 4567',
      position: 'Product Designer',
      message: 'A letter',
      resumeFilename: 'cv.pdf',
      resumeData: pdf.toString('base64'),
    },
  });
  expect(res.status()).toBe(201);
  return ((await res.json()) as { id: number }).id;
}

async function setStatus(kind: SubmissionKind, id: number, status: string) {
  const res = await api.put(`/api/admin/${kind}/${id}/status`, { data: { status } });
  expect(res.status(), await res.text()).toBe(200);
}

/** A list tab, searched for `name`. */
async function listOf(page: Page, kind: SubmissionKind, name: string) {
  await page.getByTestId(`admin-tab-${TAB[kind]}`).click();
  const list = page.getByTestId(`submissions-${kind}`);
  await list.getByTestId('submissions-search').fill(name);
  return list;
}

/** The side panel's item, once its drawer has opened (each tab has a panel of its own). */
async function panelItem(page: Page, name: string) {
  const item = page.getByTestId('submission-panel-item').filter({ hasText: name });
  await opened(page.locator('.ant-drawer-content-wrapper').filter({ has: item }));
  return item;
}

/** Opens the item's status menu and chooses `status` with a plain click; the badge follows. */
async function choose(page: Page, item: Locator, status: string, label: string) {
  await item.getByTestId('status-menu').click();
  const popup = page.locator('.ant-dropdown:not(.ant-dropdown-hidden)');
  await opened(popup);
  const choice = popup.getByRole('menuitem', { name: label, exact: true });
  await expect(choice).toHaveAttribute('data-testid', `status-action-${status}`);
  await choice.click();
  await expect(popup).toHaveCount(0);
  await expect(item).toHaveAttribute('data-status', status);
}

for (const language of ['en', 'ar'] as const) {
  const t = messages[language];
  const label = (kind: SubmissionKind, status: string) =>
    t[submissionStatusLabelKey(kind, status)!];

  test.describe(language, () => {
    test.use({ reducedMotion: language === 'ar' ? 'no-preference' : 'reduce' });

    test(`two status choices in a row on a card, in its panel and over the table, in ${language}`, async ({
      page,
      baseURL,
    }) => {
      const name = unique(`Menu ${language}`);
      const message = await postContact(name);
      await setStatus('contact-messages', message, 'read');
      await postApplication(name);
      const email = await newStaffMember(api, baseURL!, {
        tag: 'menu',
        roles: ['recruiter', 'relations'],
      });
      await signInAs(page, email, language, language === 'ar' ? 'dark' : 'light');
      await expect(page.getByTestId('admin-tab-contact')).toBeVisible();

      // A contact message: on its card, then in its panel.
      const messages = await listOf(page, 'contact-messages', name);
      const card = messages.getByTestId('submission-card').filter({ hasText: name });
      await expect(card).toHaveCount(1);
      await choose(page, card, 'new', t['admin.contact.markAsUnread']);
      await choose(page, card, 'replied', t['admin.contact.markAsReplied']);
      await card.getByTestId('open-panel').click();
      const panel = await panelItem(page, name);
      await choose(page, panel, 'new', t['admin.contact.markAsUnread']);
      await choose(page, panel, 'replied', t['admin.contact.markAsReplied']);
      await expect(panel.getByTestId('status-badge')).toHaveText(
        label('contact-messages', 'replied'),
      );
      await expect(card).toHaveAttribute('data-status', 'replied');
      await page.keyboard.press('Escape');
      await expect(panel).toBeHidden();

      // An application: on its card (Escape then leaves the card as it is), then over the table.
      const applications = await listOf(page, 'applications', name);
      const application = applications.getByTestId('submission-card').filter({ hasText: name });
      await expect(application).toHaveCount(1);
      await choose(page, application, 'interviewed', label('applications', 'interviewed'));
      await choose(page, application, 'rejected', label('applications', 'rejected'));
      await page.keyboard.press('Escape');
      await expect(application.getByTestId('status-badge')).toHaveText(
        label('applications', 'rejected'),
      );
      await applications.getByTestId('layout-toggle').getByText(t['admin.layout.table']).click();
      const row = applications.getByTestId('submission-row').filter({ hasText: name });
      await row.click();
      const applicationPanel = await panelItem(page, name);
      await choose(page, applicationPanel, 'interviewed', label('applications', 'interviewed'));
      await choose(page, applicationPanel, 'rejected', label('applications', 'rejected'));
      await expect(row).toHaveAttribute('data-status', 'rejected');
      await page.keyboard.press('Escape');
      await expect(applicationPanel).toBeHidden();
      await expect(page.locator('.ant-dropdown:not(.ant-dropdown-hidden)')).toHaveCount(0);
    });
  });
}

// Escape at once after a choice in the side panel, the menu just closed: the panel closes (the
// focus is back on the menu's button, and no closing menu stands above the panel).
for (const language of ['en', 'ar'] as const) {
  test(`Escape right after a status choice closes the side panel (${language})`, async ({
    page,
    baseURL,
  }) => {
    const name = unique(`Escape ${language}`);
    await setStatus('contact-messages', await postContact(name), 'read');
    const email = await newStaffMember(api, baseURL!, { tag: 'escape', roles: ['relations'] });
    await signInAs(page, email, language, language === 'ar' ? 'dark' : 'light');
    const list = await listOf(page, 'contact-messages', name);
    await list
      .getByTestId('submission-card')
      .filter({ hasText: name })
      .getByTestId('open-panel')
      .click();
    const panel = await panelItem(page, name);
    await panel.getByTestId('status-menu').click();
    const popup = page.locator('.ant-dropdown:not(.ant-dropdown-hidden)');
    await opened(popup);
    await popup.getByTestId('status-action-new').click();
    await expect(panel.getByTestId('status-menu')).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    await expect(list.getByTestId('submission-card').filter({ hasText: name })).toHaveAttribute(
      'data-status',
      'new',
    );
  });
}
