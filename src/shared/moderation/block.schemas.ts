import { z } from 'zod';
import { pageSchema } from '../paging';

export const blockedUserSchema = z.object({
  id: z.uuid(),
  displayName: z.string(),
  avatarUrl: z.string().nullable(),
  blockedAt: z.iso.datetime({ offset: true }),
});
export type BlockedUser = z.infer<typeof blockedUserSchema>;

export const hiddenListingSchema = z.object({
  id: z.uuid(),
  title: z.string(),
  hiddenAt: z.iso.datetime({ offset: true }),
});
export type HiddenListing = z.infer<typeof hiddenListingSchema>;

/** Pages of Settings' two lists, newest first (decision 076). */
export const blockedUserListSchema = pageSchema(blockedUserSchema);
export const hiddenListingListSchema = pageSchema(hiddenListingSchema);
