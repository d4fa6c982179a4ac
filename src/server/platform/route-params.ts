import { z } from 'zod';

/** The `:id` path parameter of a route; a malformed id reads as "not found", in French. */
export const idParams = (notFoundMessage: string) => z.object({ id: z.uuid({ error: notFoundMessage }) });
