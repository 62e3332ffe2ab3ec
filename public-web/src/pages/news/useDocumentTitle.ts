import { useEffect } from 'react';

/** Sets the document title while the page is shown and puts the previous one back when it goes. */
export function useDocumentTitle(title: string | undefined) {
  useEffect(() => {
    if (!title) return;
    const previous = document.title;
    document.title = title;
    return () => {
      document.title = previous;
    };
  }, [title]);
}
