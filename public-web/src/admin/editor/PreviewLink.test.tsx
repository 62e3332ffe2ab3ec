/** The preview link's controls: a link made, then every link of the article revoked. */
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { messages } from '@vb/shared/i18n';
import { usePreferences } from '../../app/preferences';
import type { AdminClient } from '../client';
import { AdminProviders } from '../listings/listingFormKit';
import { PreviewLink } from './PreviewLink';

const en = messages.en;

const link = {
  token: '7.3.1900000000.' + 'a'.repeat(43),
  path: `/news/preview/7.3.1900000000.${'a'.repeat(43)}`,
  expiresAt: '2030-03-17T12:00:00.000Z',
};

describe('the preview link', () => {
  beforeEach(() => usePreferences.setState({ language: 'en', theme: 'light' }));
  afterEach(cleanup);

  it('is made on request, and revoking the links hides it and says so', async () => {
    const client: Partial<AdminClient> = {
      createPreviewLink: vi.fn(async () => link),
      revokePreviewLinks: vi.fn(async () => undefined),
    };
    render(
      <AdminProviders client={client} roles={['editor']}>
        <PreviewLink articleId={7} />
      </AdminProviders>,
    );
    await act(async () => fireEvent.click(screen.getByTestId('editor-preview-link-create')));
    const url = (await screen.findByTestId('editor-preview-link-url')) as HTMLInputElement;
    expect(url.value).toBe(`http://localhost/en${link.path}`);

    fireEvent.click(screen.getByTestId('editor-preview-link-revoke'));
    await waitFor(() => expect(client.revokePreviewLinks).toHaveBeenCalledWith(7));
    await waitFor(() => expect(screen.queryByTestId('editor-preview-link-url')).toBeNull());
    expect(await screen.findByText(en['editor.previewLink.revoked'])).toBeTruthy();
    // A new one can be made again.
    expect(screen.getByTestId('editor-preview-link-create')).toBeTruthy();
  });

  it('offers neither before the article is first saved', () => {
    render(
      <AdminProviders client={{}} roles={['editor']}>
        <PreviewLink articleId={undefined} />
      </AdminProviders>,
    );
    expect(screen.queryByTestId('editor-preview-link-revoke')).toBeNull();
    expect((screen.getByTestId('editor-preview-link-create') as HTMLButtonElement).disabled).toBe(
      true,
    );
  });
});
