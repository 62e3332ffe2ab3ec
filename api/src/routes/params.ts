/** The path parameters the routes share. */
import { z } from 'zod';
import { idParamSchema, slugParamSchema } from '@vb/shared/schemas';

export const idParams = z.object({ id: idParamSchema });
export const slugParams = z.object({ slug: slugParamSchema });
