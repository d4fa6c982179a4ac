import { z } from 'zod';

/** The most rows any list of the API sends in one answer (decision 069). */
export const MAX_PAGE_SIZE = 50;

export const pagingMessages = {
  badCursor: 'Page introuvable : rechargez la liste',
} as const;

/** `cursor`: the `nextCursor` of the page before, opaque; `limit`: 1 to MAX_PAGE_SIZE rows. */
export const pageQuerySchema = z.object({
  cursor: z.string().max(200, pagingMessages.badCursor).optional(),
  limit: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(MAX_PAGE_SIZE),
});
export type PageQuery = z.infer<typeof pageQuerySchema>;

/** The same query for a list whose screen shows fewer rows at first (`size` ≤ MAX_PAGE_SIZE). */
export const pageQueryWithDefault = (size: number) =>
  pageQuerySchema.extend({ limit: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(size) });

/** What follows a page: the cursor to ask for the next one, null after the last. */
export const nextCursorSchema = z.string().nullable();

/** A page of a list that was an array before: its `items` and the cursor of the next page. */
export function pageSchema<T extends z.ZodType>(item: T) {
  return z.object({ items: z.array(item), nextCursor: nextCursorSchema });
}
