// No compiled zod parsers, set before any schema is parsed: zod would probe `new Function` for
// them, which the pages' CSP (no 'unsafe-eval') refuses and the browser reports as a violation.
// Zod 4 keeps its global config (`z.config()`) in this global; seeding it here keeps zod itself
// out of the first load. Imported first by the site's and the desktop console's entries.
const zodGlobal = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
zodGlobal.__zod_globalConfig = { ...zodGlobal.__zod_globalConfig, jitless: true };

export {};
