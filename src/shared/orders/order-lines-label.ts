/** How an order's lines are named wherever one name stands for the order (decision 065). */

const SHORT_TITLE = 24;
const NAMED_TITLES = 3;

/** 'Lot de 3 articles': what a lot is called on its card. */
export const lotLabel = (count: number) => `Lot de ${count} articles`;

/** A title cut at a word before SHORT_TITLE characters, with '…'; short titles stay whole. */
export function shortTitle(title: string): string {
  if (title.length <= SHORT_TITLE) return title;
  const cut = title.slice(0, SHORT_TITLE);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > 0 ? cut.slice(0, lastSpace) : cut).replace(/[\s,;:.–-]+$/, '')}…`;
}

/**
 * One line: its title, as before lots. Several: 'Lot de 3 articles (Perruque…, Colle…, Bonnet…)',
 * the first three titles shortened, then '…' when there are more.
 */
export function orderItemsName(titles: readonly string[]): string {
  if (titles.length <= 1) return titles[0] ?? '';
  const named = titles.slice(0, NAMED_TITLES).map(shortTitle);
  const more = titles.length > NAMED_TITLES ? ', …' : '';
  return `${lotLabel(titles.length)} (${named.join(', ')}${more})`;
}
