import { z } from 'zod';
import { text } from '../text';
import { SELLER_STATUSES } from './seller-status';
import { nextCursorSchema, pageQuerySchema } from '@shared/paging';

export const adminSearchMessages = {
  queryTooShort: 'Saisissez au moins 2 caractères',
  dateInvalid: 'Date invalide',
  rangeInvalid: 'La date de début doit précéder la date de fin',
  noUsers: 'Aucun utilisateur trouvé',
  noOrders: 'Aucune commande trouvée',
} as const;

export const userSearchQuerySchema = pageQuerySchema.extend({
  q: text({ error: adminSearchMessages.queryTooShort })
    .trim()
    .min(2, adminSearchMessages.queryTooShort)
    .max(100, adminSearchMessages.queryTooShort),
});

export const adminUserSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  username: z.string().nullable(),
  email: z.string(),
  referralCode: z.string(),
  roles: z.array(z.enum(['seller', 'admin'])),
  isVerified: z.boolean(),
  /** 'Particulier' or 'Professionnel' (decision 060). */
  sellerStatus: z.enum(SELLER_STATUSES),
  suspended: z.boolean(),
  suspensionReason: z.string().nullable(),
  listingCount: z.number().int(),
  orderCount: z.number().int(),
  createdAt: z.iso.datetime({ offset: true }),
});
export type AdminUser = z.infer<typeof adminUserSchema>;
/** A page of the users found, by name then id (decision 075), and how many were found in all. */
export const adminUserListSchema = z.object({
  users: z.array(adminUserSchema),
  nextCursor: nextCursorSchema,
  total: z.number().int(),
});
export type AdminUserList = z.infer<typeof adminUserListSchema>;
export type UserSearchQuery = z.infer<typeof userSearchQuerySchema>;
