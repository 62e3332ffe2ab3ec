/**
 * The web unit tests render components as the server does: both public catalogs and the ICU
 * formatter at hand (the browser loads them on demand, see src/app/catalogs.ts, tested there).
 */
import { arPublic } from '@vb/shared/i18n/ar/public';
import { enPublic } from '@vb/shared/i18n/en/public';
import { provideCatalogs, provideFormatter } from './app/catalogs';
import { formatWithIntl } from './app/intlFormatter';

provideCatalogs({ ar: arPublic, en: enPublic });
provideFormatter(formatWithIntl);
