import { useState } from 'react';
import { Download } from 'lucide-react';
import { balancesQuerySchema, exportRangeSchema } from '@shared/accounting/accounting.schemas';
import { formatEuros } from '@shared/money';
import { Button } from '@web/components/ui/button';
import { FieldError, FormField, fieldAria } from '@web/components/ui/form-field';
import { Input } from '@web/components/ui/input';
import { Skeleton } from '@web/components/ui/skeleton';
import { useBalancesAt } from '../api/admin-balances';

const today = () => new Date().toISOString().slice(0, 10);
const firstOfMonth = () => `${today().slice(0, 8)}01`;

/** Orders and ledger lines of a period as CSV files for a French spreadsheet. */
function ExportForm() {
  const [from, setFrom] = useState(firstOfMonth);
  const [to, setTo] = useState(today);
  const parsed = exportRangeSchema.safeParse({ from, to });
  const error = parsed.success ? undefined : parsed.error.issues[0]?.message;
  const query = `from=${encodeURIComponent(from)}&to=${encodeURIComponent(to)}`;
  const links = [
    { href: `/api/admin/accounting/orders.csv?${query}`, label: 'Exporter les commandes (CSV)' },
    { href: `/api/admin/accounting/ledger.csv?${query}`, label: 'Exporter les mouvements (CSV)' },
  ];
  return (
    <section aria-labelledby="accounting-exports" className="grid grid-cols-1 gap-3 rounded-2xl border bg-card p-4">
      <h2 id="accounting-exports" className="text-lg font-semibold">
        Exports comptables
      </h2>
      <p className="text-sm text-muted-foreground">
        Fichiers CSV (UTF-8, séparateur « ; », virgule décimale), dates en UTC, jours inclus.
      </p>
      <div className="grid gap-3 sm:grid-cols-2">
        <FormField id="export-from" label="Du">
          <Input {...fieldAria('export-from', {})} type="date" value={from} onChange={(e) => setFrom(e.target.value)} />
        </FormField>
        <FormField id="export-to" label="Au">
          <Input
            {...fieldAria('export-to', { error })}
            type="date"
            value={to}
            onChange={(e) => setTo(e.target.value)}
          />
        </FormField>
      </div>
      {error ? <FieldError id="export-to-error">{error}</FieldError> : null}
      <div className="flex flex-wrap gap-2">
        {links.map((link) =>
          parsed.success ? (
            <Button key={link.href} asChild variant="outline">
              <a href={link.href} download>
                <Download aria-hidden="true" />
                {link.label}
              </a>
            </Button>
          ) : (
            <Button key={link.href} variant="outline" disabled>
              <Download aria-hidden="true" />
              {link.label}
            </Button>
          ),
        )}
      </div>
    </section>
  );
}

/** The platform's balances at the end of a chosen day, from the ledger. */
function BalancesAtDay() {
  const [day, setDay] = useState(today);
  const valid = balancesQuerySchema.safeParse({ at: day });
  const error = valid.success ? undefined : valid.error.issues[0]?.message;
  const { data, isError } = useBalancesAt(valid.success ? day : null);
  return (
    <section aria-labelledby="accounting-balances" className="grid grid-cols-1 gap-3 rounded-2xl border bg-card p-4">
      <h2 id="accounting-balances" className="text-lg font-semibold">
        Soldes à une date
      </h2>
      <FormField id="balances-at" label="Fin de journée du" error={error} className="sm:max-w-xs">
        <Input
          {...fieldAria('balances-at', { error })}
          type="date"
          value={day}
          onChange={(e) => setDay(e.target.value)}
        />
      </FormField>
      {isError ? (
        <p className="text-sm text-muted-foreground">Impossible de charger les soldes.</p>
      ) : !valid.success ? null : !data ? (
        <Skeleton className="h-40 rounded-xl" />
      ) : (
        <>
          <dl className="grid gap-1 text-sm">
            {data.accounts.map((account) => (
              <div key={account.account} className="flex justify-between gap-4">
                <dt className="text-muted-foreground">{account.label}</dt>
                {/* Credit balances (owed, earned) are negative in the ledger; shown as amounts. */}
                <dd>
                  {formatEuros(Math.abs(account.balanceCents))}
                  {account.balanceCents < 0 ? ' (crédit)' : ''}
                </dd>
              </div>
            ))}
          </dl>
          <p className="text-sm">{data.balanced ? 'Grand livre équilibré' : 'Attention : grand livre déséquilibré'}</p>
        </>
      )}
    </section>
  );
}

export function AccountingExports() {
  return (
    <div className="grid gap-4">
      <ExportForm />
      <BalancesAtDay />
    </div>
  );
}
