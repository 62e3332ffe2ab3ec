/** The English public catalog as a chunk of its own (loaded by ../catalogs.ts; the server preloads it). */
export { enPublic as catalog } from '@vb/shared/i18n/en/public';
