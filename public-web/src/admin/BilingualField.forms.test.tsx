import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { usePreferences } from '../app/preferences';
import { ContentFormModal } from './content/ContentFormModal';
import { AdminProviders, setup } from './listings/listingFormKit';

afterEach(() => {
  cleanup();
  usePreferences.setState({ language: 'en' });
});

/**
 * The languages of each text's two fields, in the order they come in the form (and so on screen,
 * in the interface's direction): `pairs` names each text's English and Arabic fields.
 */
function languageOrder(pairs: [en: string, ar: string][]) {
  return pairs.map(([en, ar]) => {
    const fields = [screen.getByTestId(en), screen.getByTestId(ar)];
    fields.sort((a, b) =>
      a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1,
    );
    return fields.map((field) => field.getAttribute('lang'));
  });
}

describe('every bilingual form of the admin', { timeout: 30_000 }, () => {
  it('places English and Arabic in the same order in the team member and job listing forms', async () => {
    usePreferences.setState({ language: 'ar' });
    render(
      <AdminProviders client={{}} roles={['editor']}>
        <ContentFormModal
          kind="team"
          item={null}
          group="leadership"
          open
          onClose={() => {}}
          onSaved={() => {}}
        />
      </AdminProviders>,
    );
    await screen.findByTestId('content-bio-ar');
    const team = languageOrder([
      ['content-name-en', 'content-name-ar'],
      ['content-role-en', 'content-role-ar'],
      ['content-bio-en', 'content-bio-ar'],
    ]);
    cleanup();

    setup({});
    await screen.findByTestId('listing-titleAr');
    const listing = languageOrder([
      ['listing-title', 'listing-titleAr'],
      ['listing-description', 'listing-descriptionAr'],
      ['listing-requirements', 'listing-requirementsAr'],
    ]);

    // English first, as the article editor's language tabs and excerpts come.
    for (const order of [...team, ...listing]) expect(order).toEqual(['en', 'ar']);
  });
});
