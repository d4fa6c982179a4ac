import { format } from 'date-fns';
import { fr } from 'date-fns/locale';
import { Download } from 'lucide-react';
import type { SessionUser } from '@shared/auth/session.schemas';
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from '@web/components/ui/card';
import { buttonVariants } from '@web/components/ui/button';

/** E-mail, creation date and the data download (right of access); the way out is the danger zone. */
export function AccountInfoCard({ user }: { user: SessionUser }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Informations du compte</CardTitle>
      </CardHeader>
      <CardContent>
        <dl className="grid gap-3 text-sm">
          <div>
            <dt className="text-muted-foreground">Email</dt>
            <dd className="font-medium break-all">{user.email}</dd>
          </div>
          <div>
            <dt className="text-muted-foreground">Membre depuis</dt>
            <dd className="font-medium">{format(new Date(user.createdAt), 'd MMMM yyyy', { locale: fr })}</dd>
          </div>
        </dl>
      </CardContent>
      <CardFooter>
        {/* A plain link: the server answers with a file to save (Content-Disposition). */}
        <a href="/api/me/export" download className={buttonVariants({ variant: 'outline' })}>
          <Download aria-hidden="true" />
          Télécharger mes données
        </a>
      </CardFooter>
    </Card>
  );
}
