import { sellerStatusLabels } from '@shared/trust/seller-status';
import { sellerStatusMessages } from '@shared/trust/seller-status.schemas';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { Skeleton } from '@web/components/ui/skeleton';
import { useMySellerStatus } from '../api/seller-status';
import { SellerStatusForm } from './seller-status-form';

/** The seller's status, shown on every offer, and a professional's legal details (decision 060). */
export function SellerStatusCard() {
  const query = useMySellerStatus();
  const current = query.data;
  return (
    <Card id="statut-vendeur" role="region" aria-labelledby="seller-status-title">
      <CardHeader>
        <CardTitle id="seller-status-title">Statut de vendeur</CardTitle>
        <CardDescription>
          Vos annonces indiquent si vous vendez en particulier ou en professionnel. Un professionnel donne ses
          informations légales, affichées sur sa page publique.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {!current ? (
          query.isError ? (
            <p className="text-sm text-destructive">Erreur lors du chargement du statut</p>
          ) : (
            <Skeleton className="h-24 rounded-xl" />
          )
        ) : (
          <>
            <p className="text-sm">
              Statut actuel : <strong>{sellerStatusLabels[current.status]}</strong>
            </p>
            {current.canPublish ? null : (
              <p role="alert" className="text-sm font-medium text-destructive">
                {sellerStatusMessages.detailsMissing}
              </p>
            )}
            <SellerStatusForm key={`${current.status}-${current.details?.certifiedAt ?? ''}`} current={current} />
          </>
        )}
      </CardContent>
    </Card>
  );
}
