import {
  articleAnswerSchema,
  contactPayloadSchema,
  publicArticlesSchema,
  publicJobListingsSchema,
  siteContentSchema,
} from '@vb/shared/schemas';

// The public site's zod schemas: a module of its own, loaded with the first read (`./queries`)
// or the first contact submission, so zod is not part of the home page's first load.

export {
  publicArticlesSchema as articlesSchema,
  articleAnswerSchema as articleSchema,
  publicJobListingsSchema as jobListingsSchema,
};
/** GET /api/content: the team, ventures and partners. */
export { contactPayloadSchema, siteContentSchema };
