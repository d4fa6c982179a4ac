/**
 * A free note (an admin's reason) as one sentence inside ours: trimmed, with a full stop
 * unless it already ends a sentence, so '…235,99 €).' never becomes '…235,99 €)..'.
 */
export function asSentence(note: string): string {
  const trimmed = note.trim();
  return /[.!?…]$/.test(trimmed) ? trimmed : `${trimmed}.`;
}
