import { z } from 'zod';
import { dateTimeSchema } from '@shared/date-time';
import type { ShippingClockView } from './shipping-clock';

/** The order view's clock (shipping-clock.ts says what each field means); apart, so that the clock's texts need no zod. */
export const shippingClockViewSchema = z.object({
  kind: z.enum(['ship', 'transit', 'claim']),
  at: dateTimeSchema,
  extended: z.boolean(),
  canExtend: z.boolean(),
  canReportNotReceived: z.boolean(),
}) satisfies z.ZodType<ShippingClockView>;
