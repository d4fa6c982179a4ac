import { useState } from 'react';
import { Download } from 'lucide-react';
import { formatEuros } from '@shared/money';
import { type Dac7SellerStatus, parisYear } from '@shared/tax/dac7';
import { NextPageButton } from '@web/components/show-more';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { FormField } from '@web/components/ui/form-field';
import { NativeSelect } from '@web/components/ui/native-select';
import { Skeleton } from '@web/components/ui/skeleton';
import { dac7XmlUrl, useDac7Sellers } from '../api/admin-tax-reports';

const badgeVariant: Record<Dac7SellerStatus, 'destructive' | 'default' | 'secondary'> = {
  details_missing: 'destructive',
  to_report: 'default',
  below_thresholds: 'secondary',
};

/** The yearly DAC7 report (decision 063): the sellers and their status, and the DPI XML to send. */
export function Dac7Report() {
  const current = parisYear(new Date());
  const [year, setYear] = useState(current - 1);
  const query = useDac7Sellers(year);
  const first = query.data?.pages[0];
  const sellers = query.data?.pages.flatMap((page) => page.sellers) ?? [];
  const years = [current, current - 1, current - 2].map((value) => ({ value: String(value), label: String(value) }));
  const missing = first?.detailsMissing ?? 0;

  return (
    <section aria-labelledby="dac7-report" className="mt-4 grid grid-cols-1 gap-3 rounded-2xl border bg-card p-4">
      <h2 id="dac7-report" className="text-lg font-semibold">
        Déclaration fiscale DAC7
      </h2>
      <p className="text-sm text-muted-foreground">
        Vendeurs ayant réalisé au moins 30 ventes ou plus de 2 000 € sur l’année civile (article 242 bis du code général
        des impôts). Le fichier XML ne contient que les vendeurs « à déclarer » ; relancez ceux dont les informations
        manquent avant le 31 janvier.
      </p>
      <div className="flex flex-wrap items-end gap-3">
        <FormField id="dac7-year" label="Année" className="w-32">
          <NativeSelect
            id="dac7-year"
            options={years}
            placeholder="Année"
            value={String(year)}
            onChange={(event) => setYear(Number(event.target.value) || current - 1)}
          />
        </FormField>
        <Button asChild variant="outline" className="h-auto min-h-9 py-2 whitespace-normal">
          <a href={dac7XmlUrl(year)} download>
            <Download aria-hidden="true" />
            Exporter la déclaration (XML)
          </a>
        </Button>
      </div>
      {query.isError ? (
        <p className="text-sm text-muted-foreground">Impossible de charger les vendeurs.</p>
      ) : !first ? (
        <Skeleton className="h-32 rounded-xl" />
      ) : first.total === 0 ? (
        <p className="text-sm text-muted-foreground">Aucune vente payée en {year}.</p>
      ) : (
        <>
          {missing > 0 ? (
            <p role="status" className="text-sm font-medium text-destructive">
              {missing} vendeur{missing > 1 ? 's' : ''} à déclarer sans informations fiscales (versements suspendus).
            </p>
          ) : null}
          <p className="text-sm text-muted-foreground">
            {first.total} vendeur{first.total > 1 ? 's' : ''} en {year}
          </p>
          <ul className="grid gap-2">
            {sellers.map((seller) => (
              <li
                key={seller.sellerId}
                className="flex flex-wrap items-center gap-x-3 gap-y-1 rounded-xl border p-3 text-sm"
              >
                <span className="min-w-0 flex-1 font-medium break-words">
                  {seller.name} {seller.isProfessional ? '(professionnel)' : ''}
                </span>
                <span>
                  {seller.sales} vente{seller.sales > 1 ? 's' : ''} · {formatEuros(seller.considerationCents)}
                </span>
                <Badge variant={badgeVariant[seller.status]}>{seller.statusLabel}</Badge>
              </li>
            ))}
          </ul>
          <NextPageButton pages={query} />
        </>
      )}
    </section>
  );
}
