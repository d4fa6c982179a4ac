import { z } from 'zod';

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

export const blockedUserListSchema = z.object({ items: z.array(blockedUserSchema) });
export const hiddenListingListSchema = z.object({ items: z.array(hiddenListingSchema) });
