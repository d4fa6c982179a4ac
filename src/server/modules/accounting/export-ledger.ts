import { ACCOUNT_LABELS, type ExportRange } from '@shared/accounting/accounting.schemas';
import type { LedgerKind } from '@server/db/schema';
import type { Db } from '@server/db/connection';
import { frenchDateTime, frenchDecimal, toCsv } from './csv';
import { rangeBounds } from './export-range';

const kindLabels: Record<LedgerKind, string> = {
  payment_received: 'Paiement reçu',
  seller_share_released: 'Part vendeur libérée',
  refund_to_buyer: "Remboursement de l'acheteur",
  referral_bonus_payable: 'Bonus de parrainage dû',
  referral_bonus_paid: 'Bonus de parrainage payé',
  payout_to_seller: 'Versement au vendeur',
  supplement_received: 'Supplément de livraison reçu',
};

const HEADER = ['Date (UTC)', 'Mouvement', 'Opération', 'Compte', 'Tiers', 'N° commande', 'Débit', 'Crédit'];

/** Every ledger line of the period, movement by movement (each movement sums to zero). */
export async function exportLedger(db: Db, range: ExportRange): Promise<string> {
  const { start, end } = rangeBounds(range);
  const rows = await db
    .selectFrom('ledger_entries as l')
    .leftJoin('profiles as party', 'party.id', 'l.party_id')
    .leftJoin('orders as o', 'o.id', 'l.order_id')
    .select([
      'l.created_at',
      'l.movement_id',
      'l.kind',
      'l.account',
      'party.full_name as party',
      'o.order_number',
      'l.amount_cents',
    ])
    .where('l.created_at', '>=', start)
    .where('l.created_at', '<', end)
    .orderBy('l.created_at')
    .orderBy('l.id')
    .execute();
  return toCsv(
    HEADER,
    rows.map((row) => {
      const cents = Number(row.amount_cents);
      return [
        frenchDateTime(new Date(row.created_at)),
        row.movement_id,
        kindLabels[row.kind],
        ACCOUNT_LABELS[row.account],
        row.party ?? '',
        row.order_number ?? '',
        cents > 0 ? frenchDecimal(cents) : '',
        cents < 0 ? frenchDecimal(-cents) : '',
      ];
    }),
  );
}
