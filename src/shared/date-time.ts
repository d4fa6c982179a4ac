import { z } from 'zod';

/**
 * An instant as the API answers it (`Date.toISOString()`): documented as `format: date-time`,
 * and checked when the answer is serialised.
 */
export const dateTimeSchema = z.iso.datetime({ offset: true });
