import type { ReactNode } from 'react';
import { messages } from '@vb/shared/i18n';
import { provideCatalogs, provideFormatter } from '../app/catalogs';
import { I18nProvider as SiteI18nProvider } from '../app/i18n';
import { formatWithIntl } from '../app/intlFormatter';

provideCatalogs(messages);
provideFormatter(formatWithIntl);

export { useT } from '../app/i18n';

/**
 * The i18n of the admin module's hosts (`@vb/public-web/i18n`, used by the desktop console): the
 * site's provider with every catalog, the admin's included.
 */
export function I18nProvider({ children }: { children: ReactNode }) {
  return <SiteI18nProvider messages={messages}>{children}</SiteI18nProvider>;
}
