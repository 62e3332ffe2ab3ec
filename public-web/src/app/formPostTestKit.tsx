/**
 * A page with a plain form as the browser meets it: the server's HTML in the document (with the
 * form state it embeds, as the page handler does), before anything runs, then its hydration.
 * Shared by the no-JavaScript tests of the public forms.
 */
import { act } from '@testing-library/react';
import type { ReactNode } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { FORM_POST_ELEMENT_ID, type FormPostState } from '@vb/shared/render';

export interface ServerRenderedPage {
  /** The server's HTML of `page` in the document; its form (found by test id). */
  show(page: ReactNode, form: FormPostState | undefined, testId: string): HTMLFormElement;
  /** The browser's hydration of that HTML (the state comes from the page, not a provider). */
  hydrate(page: ReactNode): Promise<void>;
  /** What hydration had to recover from (a mismatch between server and browser). */
  recoverable: unknown[];
  container(): HTMLDivElement;
  remove(): void;
}

export function serverRenderedPage(): ServerRenderedPage {
  let container: HTMLDivElement | undefined;
  let root: Root | undefined;
  const recoverable: unknown[] = [];
  return {
    recoverable,
    show(page, form, testId) {
      container = document.createElement('div');
      container.innerHTML = renderToString(page);
      document.body.appendChild(container);
      if (form) {
        const embedded = document.createElement('script');
        embedded.type = 'application/json';
        embedded.id = FORM_POST_ELEMENT_ID;
        embedded.textContent = JSON.stringify(form);
        document.body.appendChild(embedded);
      }
      return container.querySelector<HTMLFormElement>(`[data-testid="${testId}"]`)!;
    },
    async hydrate(page) {
      await act(async () => {
        root = hydrateRoot(container!, page, {
          onRecoverableError: (error) => recoverable.push(error),
        });
      });
    },
    container: () => container!,
    remove() {
      act(() => root?.unmount());
      root = undefined;
      container?.remove();
      document.getElementById(FORM_POST_ELEMENT_ID)?.remove();
    },
  };
}

/** A form's field by its name (what the browser posts). */
export const named = (form: HTMLFormElement, name: string) =>
  form.elements.namedItem(name) as HTMLInputElement | HTMLTextAreaElement;
