/** Characters of a description a shop card receives; it shows two lines of them. */
export const SHOP_CARD_DESCRIPTION_MAX = 160;

/** The description cut for a card: whole words, then an ellipsis, when it is longer than the card needs. */
export function cardDescription(description: string): string {
  const text = description.replace(/\s+/g, ' ').trim();
  if (text.length <= SHOP_CARD_DESCRIPTION_MAX) return text;
  const cut = text.slice(0, SHOP_CARD_DESCRIPTION_MAX);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > SHOP_CARD_DESCRIPTION_MAX / 2 ? cut.slice(0, lastSpace) : cut).replace(/[\s,.;:!?-]+$/, '')}…`;
}
