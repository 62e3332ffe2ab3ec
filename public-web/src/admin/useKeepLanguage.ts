import { useEffect } from 'react';
import { usePreferences } from '../app/preferences';
import { useAdminPreferences, useSavePreferences } from './queries';

/**
 * Keeps the admin's language in the person's preferences: the e-mails sent to them (an
 * item given to them) are written in it. Saved once the preferences are read, when the language
 * shown differs from the one kept (a switch, or a sign-in in another language).
 */
export function useKeepLanguage(): void {
  const language = usePreferences((s) => s.language);
  const preferences = useAdminPreferences();
  const save = useSavePreferences();
  const kept = preferences.data?.language;
  const ready = preferences.isSuccess;
  useEffect(() => {
    if (ready && kept !== language) void save((current) => ({ ...current, language }));
    // `save` is a new function each render; the effect runs on what it depends on.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [ready, kept, language]);
}
