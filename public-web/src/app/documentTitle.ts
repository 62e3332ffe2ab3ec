import { useEffect } from 'react';

/**
 * Sets the tab's title while a page is shown. Every page sets its own (none puts a previous one
 * back), so a title never outlives its page after in-site navigation.
 */
export function useDocumentTitle(title: string | undefined) {
  useEffect(() => {
    if (title) document.title = title;
  }, [title]);
}
