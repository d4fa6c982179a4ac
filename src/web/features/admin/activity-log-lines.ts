import { formatEuros } from '@shared/money';
import { orderStatusLabels } from '@shared/orders/order-status';
import { type AdminLogEntry, adminTargetLabels } from '@shared/trust/admin-log.schemas';
import { reportDecisionLabels } from '@shared/trust/report-queue.schemas';

const text = (value: unknown) => (typeof value === 'string' && value.length > 0 ? value : null);
const record = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
const calendarDay = (value: unknown) => {
  const day = text(value);
  return day && /^\d{4}-\d{2}-\d{2}$/.test(day) ? day.split('-').reverse().join('/') : null;
};

/**
 * What paid: the statement line (date, label, amount) or the provider's notification
 * (reference, amount) a payment validated by reconciliation carries (decisions 046 and 048).
 */
function paidBy(details: Record<string, unknown>): string | null {
  const line = record(details.line ?? details.callback);
  const parts = [
    calendarDay(line.bookedOn),
    text(line.remittance) ?? text(line.reference),
    typeof line.amountCents === 'number' ? formatEuros(line.amountCents) : null,
  ].filter((part): part is string => part !== null);
  return parts.length > 0 ? parts.join(' ') : null;
}
const labelOf = (labels: Record<string, string>, value: unknown) => {
  const key = text(value);
  return key ? (labels[key] ?? key) : null;
};

/**
 * The details worth reading in a line, in words: what a reconciled payment came from, a decision,
 * a change of status, a period, an amount, a statement line's label, a reason.
 */
export function detailsLine({ action, details }: AdminLogEntry): string | null {
  const period = action === 'export_accounting' && text(details.from) && text(details.to);
  const statusChange = action === 'set_order_status' && text(details.from) && text(details.to);
  const parts = [
    text(details.source),
    paidBy(details),
    labelOf(reportDecisionLabels, details.decision),
    statusChange ? `${labelOf(orderStatusLabels, details.from)} → ${labelOf(orderStatusLabels, details.to)}` : null,
    period ? `du ${String(details.from)} au ${String(details.to)}` : null,
    typeof details.amountCents === 'number' ? formatEuros(details.amountCents) : null,
    text(details.remittance),
    text(details.reason),
    text(details.note),
    details.via === 'cli' ? 'depuis la ligne de commande' : null,
  ].filter((part): part is string => part !== null);
  return parts.length > 0 ? parts.join(' · ') : null;
}

const accountingExports: Record<string, string> = { orders: 'commandes', ledger: 'mouvements' };

export function targetName({ targetType, targetId }: AdminLogEntry): string {
  const type = adminTargetLabels[targetType] ?? targetType;
  if (targetType === 'accounting') return `${type}, ${accountingExports[targetId] ?? targetId}`;
  return `${type} ${targetId.slice(0, 8)}`;
}
