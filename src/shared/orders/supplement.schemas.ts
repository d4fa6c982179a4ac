import { z } from 'zod';
import { dateTimeSchema } from '@shared/date-time';
import { SUPPLEMENT_STATUSES } from './supplement-status';

/** The order's latest supplement as its buyer, seller or an admin sees it. */
export const orderSupplementViewSchema = z
  .object({
    id: z.uuid(),
    amountCents: z.number().int(),
    status: z.enum(SUPPLEMENT_STATUSES),
    address: z.string(),
    country: z.string().nullable(),
    /** The admin's rejection note, shown to the buyer. */
    adminNotes: z.string().nullable(),
    hasProof: z.boolean(),
    /** Signed for 1 hour; for the buyer and admins only. */
    proofUrl: z.string().nullable(),
    dueAt: dateTimeSchema,
  })
  .meta({ id: 'Supplement' });
export type OrderSupplementView = z.infer<typeof orderSupplementViewSchema>;
