import { BadgeCheck, Clock, ShieldAlert } from 'lucide-react';
import { Link } from 'react-router';
import { VERIFICATION_DOCUMENT_RETENTION_DAYS, type MyVerification } from '@shared/trust/verification.schemas';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { Skeleton } from '@web/components/ui/skeleton';
import { useMyVerification } from '../api/my-verification';
import { useMySellerStatus } from '../api/seller-status';
import { VerificationForm } from './verification-form';

function Status({ verification }: { verification: MyVerification }) {
  switch (verification.state) {
    case 'pending':
      return (
        <p role="status" className="flex items-start gap-2 text-sm">
          <Clock className="mt-0.5 size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
          Votre demande est en cours d’examen. Vous serez prévenu·e dès qu’elle sera traitée.
        </p>
      );
    case 'verified':
      return (
        <p role="status" className="flex items-start gap-2 text-sm font-medium text-success">
          <BadgeCheck className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          Votre compte est vérifié : le badge apparaît sur vos annonces et votre profil.
        </p>
      );
    case 'refused':
    case 'revoked':
      return (
        <div role="status" className="flex items-start gap-2 rounded-xl bg-destructive/10 p-3 text-sm">
          <ShieldAlert className="mt-0.5 size-4 shrink-0 text-destructive" aria-hidden="true" />
          <p>
            <span className="font-medium">
              {verification.state === 'refused' ? 'Vérification refusée' : 'Vérification retirée'}
            </span>
            {verification.reason ? <span className="block">Motif : {verification.reason}</span> : null}
            {verification.decision ? (
              <>
                <span className="block">Fondement : {verification.decision.groundLabel}</span>
                <Link
                  to={`/decisions/${verification.decision.id}`}
                  className="block font-medium text-primary underline underline-offset-4"
                >
                  Voir les motifs et contester
                </Link>
              </>
            ) : null}
            <span className="block text-muted-foreground">Vous pouvez envoyer une nouvelle demande.</span>
          </p>
        </div>
      );
    default:
      return null;
  }
}

/** The seller's verification: where it stands, and the request form when one may be sent. */
export function VerificationCard() {
  const query = useMyVerification();
  const sellerStatus = useMySellerStatus();
  const verification = query.data;
  const canAsk = verification?.isSeller && ['not_requested', 'refused', 'revoked'].includes(verification.state);
  return (
    <Card id="verification" role="region" aria-labelledby="verification-title">
      <CardHeader>
        <CardTitle id="verification-title">Vérification vendeur</CardTitle>
        <CardDescription>
          Le badge « vérifié » rassure les acheteurs. Votre document reste privé, visible de l’équipe seulement, et est
          supprimé {VERIFICATION_DOCUMENT_RETENTION_DAYS} jours après la décision.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {!verification ? (
          query.isError ? (
            <p className="text-sm text-destructive">Erreur lors du chargement du profil</p>
          ) : (
            <Skeleton className="h-24 rounded-xl" />
          )
        ) : !verification.isSeller ? (
          <p className="text-sm">
            La vérification est réservée aux vendeurs.{' '}
            <Link to="/settings" className="font-medium text-primary hover:underline">
              Devenir vendeur
            </Link>
          </p>
        ) : (
          <>
            <Status verification={verification} />
            {canAsk ? (
              <VerificationForm
                key={`${sellerStatus.data?.status ?? ''}-${sellerStatus.data?.details?.siret ?? ''}`}
                sellerStatus={sellerStatus.data}
              />
            ) : null}
          </>
        )}
      </CardContent>
    </Card>
  );
}
