// Without zod: shop cards show seller ratings on the shop's first screen.
import { formatFrenchNumber } from '../french-number';

/** Average rating as shown beside '(n avis)': one decimal, French comma ("4,5"). */
export function formatAverageRating(average: number): string {
  return formatFrenchNumber(average, { minFractionDigits: 1, maxFractionDigits: 1 });
}
