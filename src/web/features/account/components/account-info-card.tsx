import { format } from 'date-fns';
import { fr } from 'date-fns/locale';
import { Download } from 'lucide-react';
import type { SessionUser } from '@shared/auth/session.schemas';
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from '@web/components/ui/card';
import { buttonVariants } from '@web/components/ui/button';
import { DeleteAccountMenu } from './delete-account-menu';

/** E-mail, creation date, the data download (right of access) and the way out. */
export function AccountInfoCard({ user }: { user: SessionUser }) {
  return (
    <Card>
      <CardHeader className="flex-row items-start justify-between gap-2">
        <CardTitle>Informations du compte</CardTitle>
        <DeleteAccountMenu />
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
