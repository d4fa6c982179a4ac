import { describe, expect, it } from 'vitest';
import {
  ADMIN_ACTIONS,
  type AdminLogEntry,
  adminActionLabels,
  adminLogQuerySchema,
  adminTargetLabels,
} from '@shared/trust/admin-log.schemas';
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

  it('says what paid a payment validated by reconciliation: the bank statement line, or the provider’s notification', () => {
    const imported = entry({
      action: 'approve_payment',
      targetType: 'payment',
      details: {
        orderId: 'ccaffb48',
        source: 'Rapprochement bancaire',
        line: {
          bookedOn: '2026-11-25',
          amountCents: 3_000,
          remittance: 'VIR SEPA RF18CMD2026000123',
          debtorName: 'Awa',
        },
      },
    });
    expect(`${adminActionLabels.approve_payment} · ${detailsLine(imported)}`).toMatch(
      /^Paiement validé · Rapprochement bancaire · 25\/11\/2026 VIR SEPA RF18CMD2026000123 30,00\s€$/,
    );
    const called = entry({
      action: 'approve_payment',
      targetType: 'payment',
      details: { source: 'Wave', callback: { amountCents: 1_250, currency: 'EUR', reference: 'CMD-2026-000124' } },
    });
    expect(detailsLine(called)).toMatch(/^Wave · CMD-2026-000124 12,50\s€$/);
  });

  it('names the decisions on a statement line in French, with the line and the note, and lets the log be filtered by them', () => {
    const refunded = entry({
      action: 'reconciliation_to_refund',
      targetType: 'bank_statement_line',
      details: {
        note: 'Rendu à la cliente',
        amountCents: 2_900,
        remittance: 'VIR CMD-2026-000125',
        reason: 'Montant différent',
      },
    });
    expect(adminActionLabels.reconciliation_to_refund).toBe('Virement reçu : à rembourser');
    expect(adminActionLabels.reconciliation_dismiss).toBe('Virement reçu : ignoré');
    expect(detailsLine(refunded)).toMatch(/^29,00\s€ · VIR CMD-2026-000125 · Montant différent · Rendu à la cliente$/);
    expect(targetName(refunded)).toBe('Ligne de relevé ccaffb48');
    expect(adminTargetLabels.bank_statement_line).toBe('Ligne de relevé');
    expect(ADMIN_ACTIONS).toContain('reconciliation_dismiss');
    expect(adminLogQuerySchema.parse({ action: 'reconciliation_to_refund' }).action).toBe('reconciliation_to_refund');
  });

  it('has no line when nothing is worth reading', () => {
    expect(detailsLine(entry({ details: { orderId: 'ccaffb48' } }))).toBeNull();
  });
});
