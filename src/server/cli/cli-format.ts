/** Moments for the operator, unambiguous whatever the machine's zone: `26/11/2026 09:05 UTC`. */
export function formatMoment(moment: Date | string | null | undefined): string {
  if (moment === null || moment === undefined) return '—';
  const iso = new Date(moment).toISOString();
  return `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)} ${iso.slice(11, 16)} UTC`;
}

export const yesNo = (value: boolean) => (value ? 'oui' : 'non');

/** `3 commandes`, `1 commande`, `0 commande` (French: 0 and 1 take the singular). */
export const countOf = (count: number, word: string) => `${count} ${word}${count > 1 ? 's' : ''}`;
