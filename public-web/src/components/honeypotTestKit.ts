/** The public forms' tests: what a form's honeypot must be, short of layout (e2e/spam.spec.ts). */
import { within } from '@testing-library/react';
import { expect } from 'vitest';
import { HONEYPOT_FIELD } from '@vb/shared/constants';

/**
 * `form` holds exactly one empty honeypot field, out of the tab order and of autofill, whose
 * wrapper hides it (and its `label`) from assistive technology: no textbox of that name is exposed.
 */
export function expectHiddenHoneypot(form: HTMLElement, label: string) {
  const inputs = form.querySelectorAll<HTMLInputElement>(`input[name="${HONEYPOT_FIELD}"]`);
  expect(inputs).toHaveLength(1);
  const input = inputs[0]!;
  expect(input.getAttribute('tabindex')).toBe('-1');
  expect(input.getAttribute('autocomplete')).toBe('off');
  expect(input.value).toBe('');
  const wrapper = within(form).getByTestId('honeypot');
  expect(wrapper.contains(input)).toBe(true);
  expect(wrapper.getAttribute('aria-hidden')).toBe('true');
  expect(wrapper.querySelector('label')?.textContent).toBe(label);
  // The field has that name, but only the hidden part of the tree has it.
  expect(within(form).getByRole('textbox', { name: label, hidden: true })).toBe(input);
  expect(within(form).queryByRole('textbox', { name: label })).toBeNull();
}
