import { ACCOUNT_LABELS, type ExportRange } from '@shared/accounting/accounting.schemas';
import type { LedgerKind } from '@server/db/schema';
import type { Db } from '@server/db/connection';
import { sql } from 'kysely';
import { CSV_BATCH_ROWS, csvChunks, frenchDateTime, frenchDecimal } from './csv';
import { keysetBatches, mapBatches } from '@server/platform/keyset-batches';
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

type Row = Awaited<ReturnType<ReturnType<typeof periodLines>['execute']>>[number];

function periodLines(db: Db, range: ExportRange) {
  const { start, end } = rangeBounds(range);
  return db
    .selectFrom('ledger_entries as l')
    .leftJoin('profiles as party', 'party.id', 'l.party_id')
    .leftJoin('orders as o', 'o.id', 'l.order_id')
    .select([
      'l.id',
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
    .orderBy('l.id');
}

function fields(row: Row): string[] {
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
}

/** Every ledger line of the period, movement by movement (each movement sums to zero), a batch at a time. */
export function exportLedger(db: Db, range: ExportRange, batchRows = CSV_BATCH_ROWS): AsyncGenerator<string> {
  const batches = keysetBatches<Row>(async (after, size) => {
    let query = periodLines(db, range);
    // The last line's own key, read back by its id: PostgreSQL's microseconds, not JavaScript's milliseconds.
    if (after) {
      query = query.where(
        sql<boolean>`(l.created_at, l.id) > (select k.created_at, k.id from ledger_entries as k where k.id = ${after.id})`,
      );
    }
    return query.limit(size).execute();
  }, batchRows);
  return csvChunks(HEADER, mapBatches(batches, fields));
}
