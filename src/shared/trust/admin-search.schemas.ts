import { z } from 'zod';
import { text } from '../text';
import { SELLER_STATUSES } from './seller-status';

export const adminSearchMessages = {
  queryTooShort: 'Saisissez au moins 2 caractères',
  dateInvalid: 'Date invalide',
  rangeInvalid: 'La date de début doit précéder la date de fin',
  noUsers: 'Aucun utilisateur trouvé',
  noOrders: 'Aucune commande trouvée',
} as const;

export const USER_SEARCH_LIMIT = 20;

export const userSearchQuerySchema = z.object({
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
export const adminUserListSchema = z.object({ users: z.array(adminUserSchema) });
