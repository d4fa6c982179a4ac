import { ADMIN_LOG_PAGE_SIZE, type AdminLogPage, type AdminLogQuery } from '@shared/trust/admin-log.schemas';
import type { Db } from '@server/db/connection';
import { splitPage } from '@server/platform/paging';

/** Where the admin opens an entry's target; the dashboard tab for what lives there. */
function targetLink(type: string, id: string, details: Record<string, unknown>): string | null {
  const orderId = typeof details.orderId === 'string' ? details.orderId : null;
  switch (type) {
    case 'product':
      return `/product/${id}`;
    case 'profile':
    case 'user':
      return `/admin?onglet=recherche&q=${encodeURIComponent(id)}`;
    case 'order':
      return `/admin?onglet=commandes&q=${encodeURIComponent(id)}`;
    case 'payment':
      return orderId ? `/admin?onglet=commandes&q=${encodeURIComponent(orderId)}` : '/admin?onglet=paiements';
    case 'return':
      // The order shows where its return stands, once closed too (the returns tab lists open ones).
      return orderId ? `/admin?onglet=commandes&q=${encodeURIComponent(orderId)}` : '/admin?onglet=retours';
    case 'referral':
      return '/admin?onglet=parrainages';
    case 'bank_statement_line':
      return '/admin?onglet=rapprochement';
    default:
      return null;
  }
}

/** The 20 latest entries, or the 20 before `before`, filtered by action and by target. */
export async function listAdminLogs(db: Db, query: AdminLogQuery): Promise<AdminLogPage> {
  let select = db
    .selectFrom('admin_logs as l')
    .leftJoin('profiles as a', 'a.id', 'l.admin_id')
    .select([
      'l.id',
      'l.action',
      'l.admin_id',
      'a.full_name as admin_name',
      'l.target_type',
      'l.target_id',
      'l.details',
      'l.created_at',
    ])
    .orderBy('l.id', 'desc')
    .limit(ADMIN_LOG_PAGE_SIZE + 1);
  if (query.action) select = select.where('l.action', '=', query.action);
  if (query.targetType) select = select.where('l.target_type', '=', query.targetType);
  if (query.targetId) select = select.where('l.target_id', '=', query.targetId);
  if (query.before) select = select.where('l.id', '<', query.before);
  const rows = await select.execute();
  const { page, hasMore } = splitPage(rows, ADMIN_LOG_PAGE_SIZE);
  return {
    items: page.map((row) => ({
      id: Number(row.id),
      action: row.action,
      admin: row.admin_id ? { id: row.admin_id, name: row.admin_name ?? '' } : null,
      targetType: row.target_type,
      targetId: row.target_id,
      targetLink: targetLink(row.target_type, row.target_id, row.details),
      details: row.details,
      createdAt: row.created_at.toISOString(),
    })),
    nextBefore: hasMore ? Number(page.at(-1)?.id) : null,
  };
}
