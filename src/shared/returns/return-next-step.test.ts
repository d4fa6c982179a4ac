import { describe, expect, it } from 'vitest';
import { returnNextStepLabel } from './return-next-step';
import { RETURN_STATUSES, returnStatusLabels } from './return-status';

describe('who acts next on a return, in the same words on both sides (issue 27)', () => {
  it.each([
    ['pending', "À vous d'accepter ou de refuser le retour", 'En attente du vendeur', 'En attente du vendeur'],
    ['approved', "En attente de l'admin", "En attente de l'admin", 'À vous de valider le retour'],
    ['admin_approved', "En attente de l'acheteur", "À vous de renvoyer l'article", "En attente de l'acheteur"],
    ['shipped_back', "À vous de confirmer la réception de l'article", 'En attente du vendeur', 'En attente du vendeur'],
    ['received', "En attente de l'admin", "En attente de l'admin", "À vous de rembourser l'acheteur"],
    ['disputed', "En attente de l'admin", "En attente de l'admin", 'À vous de trancher le litige'],
    ['refunded', 'Retour clos : remboursé', 'Retour clos : remboursé', 'Retour clos : remboursé'],
    ['cancelled', 'Retour clos', 'Retour clos', 'Retour clos'],
  ] as const)('%s: seller, buyer and admin read their line', (status, seller, buyer, admin) => {
    expect(returnNextStepLabel(status, 'seller')).toBe(seller);
    expect(returnNextStepLabel(status, 'buyer')).toBe(buyer);
    expect(returnNextStepLabel(status, 'admin')).toBe(admin);
  });

  it('a refusal is closed unless the buyer may still contest it', () => {
    expect(returnNextStepLabel('rejected', 'seller')).toBe('Retour clos');
    expect(returnNextStepLabel('rejected', 'seller', true)).toBe("En attente de l'acheteur");
    expect(returnNextStepLabel('rejected', 'buyer', true)).toBe('À vous de contester le refus, si vous le souhaitez');
  });

  it('the status badge above that line never says it again', () => {
    for (const status of RETURN_STATUSES) {
      for (const viewer of ['buyer', 'seller', 'admin'] as const) {
        const line = returnNextStepLabel(status, viewer, true);
        const badge = returnStatusLabels[status];
        // The card hides a line equal to its badge; a badge that merely contains it repeats it.
        if (badge !== line)
          expect(badge.toLowerCase(), `${status} for the ${viewer}`).not.toContain(line.toLowerCase());
      }
    }
  });
});
