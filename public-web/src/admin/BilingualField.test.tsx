import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Form, Row } from 'antd';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { usePreferences } from '../app/preferences';
import { BilingualPair, LanguageField, type LanguageSide } from './BilingualField';
import styles from './BilingualField.module.css';

afterEach(() => {
  cleanup();
  usePreferences.setState({ language: 'en' });
});

/** `children` in a form named "f" holding `initialValues`; its submit reports the values. */
function renderForm(children: ReactNode, initialValues: object = {}) {
  const onFinish = vi.fn();
  render(
    <Form name="f" initialValues={initialValues} onFinish={onFinish}>
      <Row>{children}</Row>
      <button type="submit" data-testid="submit" />
    </Form>,
  );
  return onFinish;
}

const LINES = { minRows: 3, maxRows: 10 };

const side = (lang: 'ar' | 'en'): LanguageSide => ({
  name: ['name', lang],
  label: `Name (${lang})`,
  testId: `name-${lang}`,
});

describe('one language', () => {
  it('writes Arabic right to left, marked as Arabic', () => {
    renderForm(<LanguageField lang="ar" {...side('ar')} />);
    const input = screen.getByTestId('name-ar');
    expect(input.tagName).toBe('INPUT');
    expect(input.getAttribute('dir')).toBe('rtl');
    expect(input.getAttribute('lang')).toBe('ar');
    expect(input.className).toContain(styles.rtlField);
  });

  it('writes English left to right, marked as English, in a text area when several lines', () => {
    renderForm(<LanguageField lang="en" {...side('en')} lines={{ minRows: 3, maxRows: 6 }} />);
    const input = screen.getByTestId('name-en');
    expect(input.tagName).toBe('TEXTAREA');
    expect(input.getAttribute('dir')).toBe('ltr');
    expect(input.getAttribute('lang')).toBe('en');
    expect(input.className).toContain(styles.ltrField);
  });

  it('counts what is typed against the longest length, and only when there is one', () => {
    renderForm(
      <>
        <LanguageField lang="ar" {...side('ar')} maxLength={10} />
        <LanguageField lang="en" {...side('en')} />
      </>,
      { name: { ar: 'نص', en: 'text' } },
    );
    expect(screen.getByTestId('name-ar').getAttribute('maxlength')).toBe('10');
    // The direction class moves to antd's wrapper, which holds the count.
    expect(screen.getByTestId('name-ar').closest(`.${styles.rtlField}`)).not.toBeNull();
    expect(screen.getByText('2 / 10')).toBeTruthy();
    fireEvent.change(screen.getByTestId('name-ar'), { target: { value: 'نص أطول' } });
    expect(screen.getByText('7 / 10')).toBeTruthy();
    expect(screen.getByTestId('name-en').hasAttribute('maxlength')).toBe(false);
    // The English side has no limit, so the Arabic count is the only one.
    expect(screen.getAllByText(/ \/ /)).toHaveLength(1);
  });

  it('reads the count as typed, then the most allowed, isolated in the interface’s digits', () => {
    usePreferences.setState({ language: 'ar' });
    renderForm(<LanguageField lang="ar" {...side('ar')} maxLength={1200} lines={LINES} />, {
      name: { ar: 'نبذة قصيرة عن العضو الجديد' },
    });
    const ar = screen.getByTestId('field-count');
    // In Arabic, read right to left: "٢٦" first, then "١٢٠٠"; a bdi, so no field reorders it.
    expect(ar.tagName).toBe('BDI');
    expect(ar.textContent).toBe('٢٦ / ١٢٠٠');
    expect(ar.getAttribute('dir')).toBe('rtl');
    cleanup();
    usePreferences.setState({ language: 'en' });
    renderForm(<LanguageField lang="ar" {...side('ar')} maxLength={1200} lines={LINES} />, {
      name: { ar: 'نبذة قصيرة عن العضو الجديد' },
    });
    const en = screen.getByTestId('field-count');
    expect(en.tagName).toBe('BDI');
    expect(en.textContent).toBe('26 / 1200');
    expect(en.getAttribute('dir')).toBe('ltr');
  });

  it('writes the count in the interface’s direction and digits, whatever the field’s', () => {
    usePreferences.setState({ language: 'en' });
    renderForm(<LanguageField lang="ar" {...side('ar')} maxLength={1200} />, {
      name: { ar: 'نص' },
    });
    // Inside the Arabic field's right-to-left wrapper, an English reader still reads "2 / 1200".
    expect(screen.getByText('2 / 1200').getAttribute('dir')).toBe('ltr');
    cleanup();
    usePreferences.setState({ language: 'ar' });
    renderForm(<LanguageField lang="en" {...side('en')} maxLength={1200} />, {
      name: { en: 'text' },
    });
    const count = screen.getByText('٤ / ١٢٠٠');
    expect(count.getAttribute('dir')).toBe('rtl');
    expect(count.getAttribute('lang')).toBe('ar');
  });
});

describe('the pair', () => {
  it('renders both languages under their names, English first and Arabic second', async () => {
    const onFinish = renderForm(<BilingualPair ar={side('ar')} en={side('en')} />);
    const [first, second] = screen.getAllByRole('textbox');
    expect(first).toBe(screen.getByTestId('name-en'));
    expect(second).toBe(screen.getByTestId('name-ar'));
    expect(first?.id).toBe('f_name_en');
    expect(second?.id).toBe('f_name_ar');
    expect(screen.getByLabelText('Name (ar)')).toBe(second);
    fireEvent.change(screen.getByTestId('name-ar'), { target: { value: 'سارة' } });
    fireEvent.change(screen.getByTestId('name-en'), { target: { value: 'Sara' } });
    await act(async () => {
      fireEvent.click(screen.getByTestId('submit'));
    });
    await waitFor(() => expect(onFinish).toHaveBeenCalled());
    expect(onFinish.mock.calls[0]?.[0]).toEqual({ name: { ar: 'سارة', en: 'Sara' } });
  });

  it('checks each side by its rules', async () => {
    const onFinish = renderForm(
      <BilingualPair
        en={{ ...side('en'), required: true, rules: [{ required: true, message: 'Needed' }] }}
        ar={side('ar')}
      />,
    );
    await act(async () => {
      fireEvent.click(screen.getByTestId('submit'));
    });
    expect(await screen.findByText('Needed')).toBeTruthy();
    expect(onFinish).not.toHaveBeenCalled();
  });
});
