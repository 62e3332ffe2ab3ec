/** The Arabic public catalog as a chunk of its own (loaded by ../catalogs.ts; the server preloads it). */
export { arPublic as catalog } from '@vb/shared/i18n/ar/public';
