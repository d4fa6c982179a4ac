import type { ReactNode } from 'react';
import { ShieldCheck, ShoppingBag, Store } from 'lucide-react';
import type { SessionUser } from '@shared/auth/session.schemas';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { BecomeSellerDialog } from './become-seller-dialog';

function RoleRow({ icon, title, text, action }: { icon: ReactNode; title: string; text: string; action: ReactNode }) {
  return (
    <li className="flex items-center gap-3 py-3">
      <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-primary/10 text-primary [&_svg]:size-5">
        {icon}
      </span>
      <div className="min-w-0 flex-1">
        <p className="font-medium">{title}</p>
        <p className="text-sm text-muted-foreground">{text}</p>
      </div>
      {action}
    </li>
  );
}

export function AccountTypeCard({ user }: { user: SessionUser }) {
  const isSeller = user.roles.includes('seller');
  const isAdmin = user.roles.includes('admin');

  const active = <Badge variant="success">Actif</Badge>;

  return (
    <Card>
      <CardHeader>
        <CardTitle>Type de compte</CardTitle>
        <CardDescription>Tout compte peut acheter ; devenez vendeur pour publier des annonces.</CardDescription>
      </CardHeader>
      <CardContent>
        <ul className="divide-y divide-border">
          <RoleRow
            icon={<ShoppingBag aria-hidden="true" />}
            title="Acheteur"
            text="Acheter et suivre vos commandes"
            action={active}
          />
          <RoleRow
            icon={<Store aria-hidden="true" />}
            title="Vendeur"
            text="Publier et vendre vos produits"
            action={
              isSeller ? (
                active
              ) : (
                <BecomeSellerDialog user={user}>
                  <Button size="sm">Devenir vendeur</Button>
                </BecomeSellerDialog>
              )
            }
          />
          {isAdmin ? (
            <RoleRow
              icon={<ShieldCheck aria-hidden="true" />}
              title="Admin"
              text="Gestion de la plateforme"
              action={<Badge>Admin</Badge>}
            />
          ) : null}
        </ul>
      </CardContent>
    </Card>
  );
}
