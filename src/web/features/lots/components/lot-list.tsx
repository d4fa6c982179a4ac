import { Link } from 'react-router';
import { ChevronRight } from 'lucide-react';
import { NextPageButton } from '@web/components/show-more';
import { Button } from '@web/components/ui/button';
import { Spinner } from '@web/components/ui/spinner';
import { errorMessage } from '@web/lib/api-client';
import { lotPath, useLots } from '../api/lots';

/** 'Mes lots': one open lot per seller, each opening its lot screen. */
export function LotList() {
  const query = useLots();
  if (query.isPending) return <Spinner className="[&_svg]:size-6" label="Chargement…" />;
  if (query.isError) {
    return (
      <div className="flex flex-col items-start gap-3">
        <p className="text-muted-foreground">{errorMessage(query.error)}</p>
        <Button variant="outline" onClick={() => void query.refetch()}>
          Réessayer
        </Button>
      </div>
    );
  }
  const lots = query.data.pages.flatMap((page) => page.lots);
  if (lots.length === 0) {
    return (
      <p className="text-muted-foreground">
        Aucun lot en cours. Sur la page d’une annonce ou d’un vendeur, « Ajouter au lot » réunit plusieurs articles du
        même vendeur en une commande, avec un seul envoi.
      </p>
    );
  }
  return (
    <div className="grid gap-3">
      <ul className="grid gap-2">
        {lots.map((lot) => (
          <li key={lot.seller.id}>
            <Link
              to={lotPath(lot.seller.id)}
              className="flex items-center gap-3 rounded-2xl border border-border bg-card p-4 font-medium hover:bg-muted"
            >
              <span className="min-w-0 flex-1 break-words">{lot.label}</span>
              <ChevronRight className="size-5 shrink-0 text-muted-foreground" aria-hidden="true" />
            </Link>
          </li>
        ))}
      </ul>
      <NextPageButton pages={query} />
    </div>
  );
}
