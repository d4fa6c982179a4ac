// Without zod: shop cards show seller ratings on the shop's first screen.

const ratingFormat = new Intl.NumberFormat('fr-FR', { minimumFractionDigits: 1, maximumFractionDigits: 1 });

/** Average rating as shown beside '(n avis)': one decimal, French comma ("4,5"). */
export function formatAverageRating(average: number): string {
  return ratingFormat.format(average);
}
