import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { APPLICATION_DIALOG_RESET_MS } from '@vb/shared/constants';
import { en } from '@vb/shared/i18n';
import { usePreferences } from '../../app/preferences';
import {
  answerApplications,
  answerListings,
  chooseFile,
  listing,
  pdfFile,
  renderCareers,
} from './careersTestKit';

const field = (dialog: HTMLElement, label: string) =>
  within(dialog).getByLabelText(label, { exact: false }) as HTMLInputElement;
const resumeInput = (dialog: HTMLElement) =>
  within(dialog).getByTestId('resume-input') as HTMLInputElement;
const submitButton = (dialog: HTMLElement) =>
  within(dialog).getByRole('button', { name: en['careers.apply.submit'] }) as HTMLButtonElement;

function type(dialog: HTMLElement, label: string, value: string) {
  fireEvent.change(field(dialog, label), { target: { value } });
}

/** Fills the applicant's own fields. */
function fillApplicant(dialog: HTMLElement) {
  type(dialog, en['careers.apply.fullName'], 'Sara Al-Qahtani');
  type(dialog, en['careers.apply.email'], 'sara@example.test');
  type(dialog, en['careers.apply.phone'], '+966 50 123 4567');
}

/** Opens 'Send your resume' (no job: the visitor types the position). */
async function openGeneral() {
  fireEvent.click(await screen.findByRole('button', { name: en['careers.sendResume'] }));
  return screen.getByRole('dialog');
}

/** The form refused to send: its button is back and no upload progress shows. */
function expectRefusedToSend(dialog: HTMLElement, sent: unknown[]) {
  expect(submitButton(dialog).disabled).toBe(false);
  expect(within(dialog).queryByRole('progressbar')).toBeNull();
  expect(sent).toHaveLength(0);
}

let errors: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  usePreferences.setState({ language: 'en' });
  errors = vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  cleanup();
  errors.mockRestore();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('ApplicationDialog', () => {
  it('applying from the details prefills a read-only position', async () => {
    answerListings([listing(3)]);
    renderCareers();
    const card = (await screen.findByText('Engineer 3')).closest('article')!;
    fireEvent.click(within(card).getByRole('button', { name: en['careers.card.details'] }));
    fireEvent.click(
      within(screen.getByRole('dialog')).getByRole('button', { name: en['careers.details.apply'] }),
    );
    const dialog = screen.getByRole('dialog');
    const title = en['careers.apply.title'].replace('{position}', 'Engineer 3');
    expect(within(dialog).getByRole('heading', { name: title })).toBeTruthy();
    const position = field(dialog, en['careers.apply.position']);
    expect(position.value).toBe('Engineer 3');
    expect(position.readOnly).toBe(true);
    type(dialog, en['careers.apply.position'], 'Engineer 3changed');
    expect(position.value).toBe('Engineer 3');
    expect(field(dialog, en['careers.apply.email']).type).toBe('email');
    expect(resumeInput(dialog).getAttribute('accept')).toBe('.pdf,.doc,.docx');
  });

  it("'Send your resume' asks for a position, and nothing is sent without one", async () => {
    answerListings([]);
    const sent = answerApplications(201, { success: true, id: 1 });
    renderCareers();
    const dialog = await openGeneral();
    expect(
      within(dialog).getByRole('heading', { name: en['careers.apply.generalTitle'] }),
    ).toBeTruthy();
    const position = field(dialog, en['careers.apply.position']);
    expect(position.value).toBe('');
    expect(position.readOnly).toBe(false);
    fillApplicant(dialog);
    chooseFile(resumeInput(dialog), pdfFile());
    fireEvent.click(submitButton(dialog));
    await waitFor(() => expect(position.getAttribute('aria-invalid')).toBe('true'));
    expect(within(dialog).getByText(en['validation.required'])).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(position));
    expectRefusedToSend(dialog, sent);
  });

  it("submitting without a résumé says 'Please upload your resume' and sends nothing", async () => {
    answerListings([listing(8)]);
    const sent = answerApplications(201, { success: true, id: 1 });
    renderCareers();
    const card = (await screen.findByText('Engineer 8')).closest('article')!;
    fireEvent.click(within(card).getByRole('button', { name: en['careers.card.apply'] }));
    const dialog = screen.getByRole('dialog');
    fillApplicant(dialog);
    fireEvent.click(submitButton(dialog));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      en['careers.apply.resumeRequired'],
    );
    expectRefusedToSend(dialog, sent);
  });

  it('refuses a file of another type and clears the choice; a valid one replaces the error', async () => {
    answerListings([]);
    renderCareers();
    const dialog = await openGeneral();
    const input = resumeInput(dialog);
    chooseFile(input, new File(['hello'], 'cv.txt', { type: 'text/plain' }));
    expect(within(dialog).getByRole('alert').textContent).toBe(
      en['careers.apply.resumeInvalidType'],
    );
    expect(within(dialog).queryByTestId('resume-selected')).toBeNull();
    expect(input.files).toHaveLength(0);

    chooseFile(input, pdfFile());
    expect(within(dialog).getByTestId('resume-selected').textContent).toContain('cv.pdf');
    expect(within(dialog).queryByRole('alert')).toBeNull();
  });

  it('refuses a file above 10 MB with the error toast and clears the choice', async () => {
    answerListings([]);
    renderCareers();
    const dialog = await openGeneral();
    const input = resumeInput(dialog);
    const big = new File([new Uint8Array(11 * 1024 * 1024)], 'big.pdf', {
      type: 'application/pdf',
    });
    chooseFile(input, big);
    expect(await screen.findByText(en['careers.apply.resumeTooLarge'])).toBeTruthy();
    expect(within(dialog).queryByTestId('resume-selected')).toBeNull();
    expect(input.files).toHaveLength(0);
  });

  it('a refusal from the server shows the error toast with its reason and keeps what was entered', async () => {
    answerListings([]);
    // The server's answer to bytes that are not the document their name says (api/test/uploads).
    const sent = answerApplications(400, {
      code: 'resume_invalid_type',
      message: 'Only PDF and Word documents (.pdf, .doc, .docx) are accepted: this is not a PDF',
      issues: [{ path: 'resumeFilename', message: en['careers.apply.resumeInvalidType'] }],
    });
    renderCareers();
    const dialog = await openGeneral();
    fillApplicant(dialog);
    type(dialog, en['careers.apply.position'], 'Product Designer');
    chooseFile(resumeInput(dialog), pdfFile());
    fireEvent.click(submitButton(dialog));

    const title = await screen.findByText(en['careers.apply.toast.errorTitle']);
    const toast = title.closest('li')!;
    expect(toast.textContent).toContain(en['error.resume_invalid_type']);
    expect(toast.getAttribute('data-variant')).toBe('destructive');
    expect(sent).toHaveLength(1);
    expect(field(dialog, en['careers.apply.fullName']).value).toBe('Sara Al-Qahtani');
    expect(field(dialog, en['careers.apply.email']).value).toBe('sara@example.test');
    expect(field(dialog, en['careers.apply.position']).value).toBe('Product Designer');
    expect(within(dialog).getByTestId('resume-selected').textContent).toContain('cv.pdf');
    expect(within(dialog).queryByTestId('application-success')).toBeNull();
    await waitFor(() => expect(submitButton(dialog).disabled).toBe(false));
    expect(errors).toHaveBeenCalledWith(en['failure.sendJobApplication'], expect.anything());
  });

  it('after a success, the closed dialog is fresh the next time: no name, no résumé', async () => {
    answerListings([listing(9)]);
    const sent = answerApplications(201, { success: true, id: 1 });
    renderCareers();
    const card = (await screen.findByText('Engineer 9')).closest('article')!;
    fireEvent.click(within(card).getByRole('button', { name: en['careers.card.apply'] }));
    let dialog = screen.getByRole('dialog');
    fillApplicant(dialog);
    chooseFile(resumeInput(dialog), pdfFile());
    fireEvent.click(submitButton(dialog));
    const success = await within(dialog).findByTestId('application-success');
    expect(success.textContent).toContain(en['careers.apply.successTitle']);
    expect(sent).toEqual([
      expect.objectContaining({ name: 'Sara Al-Qahtani', position: 'Engineer 9', jobListingId: 9 }),
    ]);

    vi.useFakeTimers();
    fireEvent.click(within(success).getByRole('button', { name: en['careers.apply.close'] }));
    expect(screen.queryByRole('dialog')).toBeNull();
    act(() => vi.advanceTimersByTime(APPLICATION_DIALOG_RESET_MS));
    fireEvent.click(screen.getByRole('button', { name: en['careers.sendResume'] }));
    dialog = screen.getByRole('dialog');
    expect(field(dialog, en['careers.apply.fullName']).value).toBe('');
    expect(within(dialog).queryByTestId('resume-selected')).toBeNull();
  });
});
