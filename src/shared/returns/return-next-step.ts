import type { ReturnActor, ReturnStatus } from './return-status';

/** Who must act for the return to move on; null once it is closed. */
export function returnNextActor(status: ReturnStatus, disputable: boolean): ReturnActor | null {
  switch (status) {
    case 'pending':
    case 'ordered':
    case 'shipped_back':
      return 'seller';
    case 'approved':
    case 'received':
    case 'disputed':
      return 'admin';
    case 'admin_approved':
      return 'buyer';
    case 'rejected':
      return disputable ? 'buyer' : null;
    case 'refunded':
    case 'cancelled':
      return null;
  }
}

const waitingFor: Record<ReturnActor, string> = {
  buyer: "En attente de l'acheteur",
  seller: 'En attente du vendeur',
  admin: "En attente de l'admin",
};

const yourTurn: Partial<Record<ReturnStatus, string>> = {
  pending: "À vous d'accepter ou de refuser le retour",
  ordered: "À vous d'accepter le retour ordonné par l'admin",
  shipped_back: "À vous de confirmer la réception de l'article",
  approved: 'À vous de valider le retour',
  received: "À vous de rembourser l'acheteur",
  disputed: 'À vous de trancher le litige',
  admin_approved: "À vous de renvoyer l'article",
  rejected: 'À vous de contester le refus, si vous le souhaitez',
};

/**
 * Issue 27: every screen says who acts next in the same words on both sides: the one whose
 * turn it is reads 'À vous de …', the others read 'En attente de …' naming them.
 */
export function returnNextStepLabel(status: ReturnStatus, viewer: ReturnActor, disputable = false): string {
  const actor = returnNextActor(status, disputable);
  if (actor === null) return status === 'refunded' ? 'Retour clos : remboursé' : 'Retour clos';
  if (actor !== viewer) return waitingFor[actor];
  return yourTurn[status] ?? waitingFor[actor];
}
