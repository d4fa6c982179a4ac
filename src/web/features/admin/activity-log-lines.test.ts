import { describe, expect, it } from 'vitest';
import type { AdminLogEntry } from '@shared/trust/admin-log.schemas';
import { detailsLine, targetName } from './activity-log-lines';

const entry = (fields: Partial<AdminLogEntry>): AdminLogEntry => ({
  id: 1,
  action: 'handle_report',
  admin: null,
  targetType: 'product',
  targetId: 'ccaffb48-1c1f-4a43-9a8e-2f0f1b2c3d4e',
  targetLink: null,
  details: {},
  createdAt: '2026-11-24T10:00:00.000Z',
  ...fields,
});

describe('an activity log line', () => {
  it('names a report decision, a forced status and an amount in French, not by their codes', () => {
    expect(detailsLine(entry({ details: { decision: 'take_down', reason: 'Contrefaçon' } }))).toBe(
      'Retirer l’annonce · Contrefaçon',
    );
    expect(
      detailsLine(entry({ action: 'set_order_status', details: { from: 'payment_validated', to: 'cancelled' } })),
    ).toBe('Paiement validé → Annulée');
    expect(detailsLine(entry({ action: 'record_payout', details: { amountCents: 1_599, payoutId: 'x' } }))).toMatch(
      /^15,99\s€$/,
    );
  });

  it('gives an accounting export its period and names what was exported', () => {
    const exported = entry({
      action: 'export_accounting',
      targetType: 'accounting',
      targetId: 'ledger',
      details: { from: '2026-11-01', to: '2026-11-24' },
    });
    expect(detailsLine(exported)).toBe('du 2026-11-01 au 2026-11-24');
    expect(targetName(exported)).toBe('Comptabilité, mouvements');
    expect(targetName(entry({}))).toBe('Annonce ccaffb48');
  });

  it('has no line when nothing is worth reading', () => {
    expect(detailsLine(entry({ details: { orderId: 'ccaffb48' } }))).toBeNull();
  });
});
