import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ar, en } from '@vb/shared/i18n';
import { usePreferences } from '../../app/preferences';
import { I18nProvider } from '../i18n';
import { NewAnswerFlag } from './NewAnswerFlag';

afterEach(cleanup);

describe('the new-answer flag of a list item', () => {
  it.each([
    ['en', en],
    ['ar', ar],
  ] as const)('says a new answer came, in the reader’s language (%s)', (language, catalog) => {
    act(() => usePreferences.setState({ language }));
    render(
      <I18nProvider>
        <NewAnswerFlag count={2} />
      </I18nProvider>,
    );
    const flag = screen.getByTestId('new-answer-flag');
    expect(flag.textContent).toBe(catalog['admin.thread.new']);
    expect(flag.getAttribute('data-count')).toBe('2');
  });

  it('shows nothing while every answer has been read', () => {
    render(
      <I18nProvider>
        <NewAnswerFlag count={0} />
        <NewAnswerFlag count={undefined} />
      </I18nProvider>,
    );
    expect(screen.queryByTestId('new-answer-flag')).toBeNull();
  });
});
