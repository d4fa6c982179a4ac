import { sql } from 'kysely';
import type { AdminStats } from '@shared/orders/order-view.schemas';
import type { Db } from '@server/db/connection';
import { accountBalances, movementsBalance } from '../ledger/ledger-balances';

/** The dashboard's cards: counts from the tables' indexes, money from the ledger's kept totals (decision 069). */
export async function adminStats(db: Db): Promise<AdminStats> {
  const counts = await db
    .selectNoFrom((eb) => [
      eb
        .selectFrom('profiles')
        .select(sql<number>`count(*)`.as('n'))
        .where('anonymized_at', 'is', null)
        .as('users'),
      eb
        .selectFrom('products')
        .select(sql<number>`count(*)`.as('n'))
        .where('is_available', '=', true)
        .where('hidden_by_admin', '=', false)
        .where('deleted_at', 'is', null)
        .where('stock_quantity', '>', 0)
        .as('products'),
      eb
        .selectFrom('orders')
        .select(sql<number>`count(*)`.as('n'))
        .as('orders'),
      eb
        .selectFrom('orders')
        .select(sql<number>`count(*)`.as('n'))
        .where('status', 'in', ['pending_payment', 'payment_submitted'])
        .as('pending'),
      eb
        .selectFrom('ledger_totals')
        .select(sql<number>`coalesce(sum(amount_cents), 0)`.as('n'))
        .where('account', '=', 'platform_cash')
        .where('kind', 'in', ['payment_received', 'supplement_received', 'refund_to_buyer'])
        .as('revenue'),
    ])
    .executeTakeFirstOrThrow();
  const balances = await accountBalances(db);
  return {
    totalUsers: Number(counts.users),
    activeProducts: Number(counts.products),
    totalOrders: Number(counts.orders),
    pendingOrders: Number(counts.pending),
    totalRevenueCents: Number(counts.revenue),
    totalCommissionCents: -balances.commission_revenue,
    ledger: {
      heldInEscrowCents: -balances.seller_escrow,
      owedToSellersCents: -balances.seller_payable,
      commissionEarnedCents: -balances.commission_revenue,
      platformCashCents: balances.platform_cash,
      balanced: await movementsBalance(db),
    },
  };
}
