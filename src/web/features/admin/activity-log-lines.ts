import { formatEuros } from '@shared/money';
import { orderStatusLabels } from '@shared/orders/order-status';
import { type AdminLogEntry, adminTargetLabels } from '@shared/trust/admin-log.schemas';
import { reportDecisionLabels } from '@shared/trust/report-queue.schemas';

const text = (value: unknown) => (typeof value === 'string' && value.length > 0 ? value : null);
const labelOf = (labels: Record<string, string>, value: unknown) => {
  const key = text(value);
  return key ? (labels[key] ?? key) : null;
};

/** The details worth reading in a line, in words: a decision, a change of status, a period, an amount, a reason. */
export function detailsLine({ action, details }: AdminLogEntry): string | null {
  const period = action === 'export_accounting' && text(details.from) && text(details.to);
  const statusChange = action === 'set_order_status' && text(details.from) && text(details.to);
  const parts = [
    labelOf(reportDecisionLabels, details.decision),
    statusChange ? `${labelOf(orderStatusLabels, details.from)} → ${labelOf(orderStatusLabels, details.to)}` : null,
    period ? `du ${String(details.from)} au ${String(details.to)}` : null,
    typeof details.amountCents === 'number' ? formatEuros(details.amountCents) : null,
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
