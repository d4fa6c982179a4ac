import { format } from 'date-fns';
import { fr } from 'date-fns/locale';
import { KeyRound } from 'lucide-react';
import { Badge } from '@web/components/ui/badge';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '@web/components/ui/card';
import { Skeleton } from '@web/components/ui/skeleton';
import { useFactors } from '../api/factors';
import { EnrolFactorDialog } from './enrol-factor-dialog';
import { RemoveFactorDialog } from './remove-factor-dialog';

export function TwoFactorCard() {
  const { data: factors, isPending } = useFactors();
  const hasVerified = (factors ?? []).some((factor) => factor.status === 'verified');

  return (
    <Card>
      <CardHeader>
        <CardTitle>Double authentification</CardTitle>
        <CardDescription>
          {hasVerified
            ? 'Activée : la connexion demande un code de votre application en plus du mot de passe.'
            : 'Protégez votre compte : à la connexion, un code de votre téléphone sera demandé en plus du mot de passe.'}
        </CardDescription>
      </CardHeader>
      <CardContent>
        {isPending ? <Skeleton className="h-12 w-full" /> : null}
        {factors && factors.length > 0 ? (
          <ul className="divide-y divide-border" aria-label="Vos facteurs">
            {factors.map((factor) => (
              <li key={factor.id} className="flex items-center gap-3 py-3">
                <KeyRound className="size-5 shrink-0 text-muted-foreground" aria-hidden="true" />
                <div className="min-w-0 flex-1">
                  <p className="flex flex-wrap items-center gap-2 font-medium">
                    {factor.friendlyName}
                    {factor.status === 'verified' ? (
                      <Badge variant="success">Vérifié</Badge>
                    ) : (
                      <Badge variant="outline">Non vérifié</Badge>
                    )}
                  </p>
                  <p className="text-sm text-muted-foreground">
                    Application d'authentification · ajoutée le{' '}
                    {format(new Date(factor.createdAt), 'd MMMM yyyy', { locale: fr })}
                  </p>
                </div>
                <RemoveFactorDialog factor={factor} />
              </li>
            ))}
          </ul>
        ) : null}
      </CardContent>
      <CardFooter className="empty:hidden">
        <EnrolFactorDialog canStart={!isPending && !hasVerified} />
      </CardFooter>
    </Card>
  );
}
