import { z } from 'zod';
import { dateTimeSchema } from '@shared/date-time';
import { pageSchema } from '@shared/paging';

/** A review as shown on product pages, seller pages and the profile. */
export const reviewViewSchema = z
  .object({
    id: z.uuid(),
    rating: z.number().int().min(1).max(5),
    comment: z.string(),
    createdAt: dateTimeSchema,
    reviewer: z.object({
      id: z.uuid(),
      displayName: z.string(),
      username: z.string().nullable(),
      avatarUrl: z.string().nullable(),
    }),
    product: z.object({ id: z.uuid(), title: z.string() }).nullable(),
    orderNumber: z.string().nullable(),
  })
  .meta({ id: 'Review' });
export type ReviewView = z.infer<typeof reviewViewSchema>;

export const reviewListSchema = pageSchema(reviewViewSchema);
