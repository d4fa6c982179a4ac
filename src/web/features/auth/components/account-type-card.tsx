import type { ReactNode } from 'react';
import { ShieldCheck, ShoppingBag, Store } from 'lucide-react';
import { toast } from 'sonner';
import type { SessionUser } from '@shared/auth/session.schemas';
import { settingsMessages } from '@shared/auth/session.schemas';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { Spinner } from '@web/components/ui/spinner';
import { refusalMessage } from '@web/lib/refusal-message';
import { useBecomeSeller } from '../api/become-seller';

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
  const becomeSeller = useBecomeSeller();
  const isSeller = user.roles.includes('seller');
  const isAdmin = user.roles.includes('admin');

  async function handleBecomeSeller() {
    try {
      await becomeSeller.mutateAsync();
      toast.success(settingsMessages.becomeSellerSuccess);
    } catch (error) {
      // The server's reason for a refusal (already a seller, address not confirmed), else the generic text.
      toast.error(refusalMessage(error, settingsMessages.becomeSellerError));
    }
  }

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
                <Button size="sm" onClick={() => void handleBecomeSeller()} disabled={becomeSeller.isPending}>
                  {becomeSeller.isPending ? (
                    <Spinner className="[&_svg]:size-4 [&_svg]:text-current" label="Demande en cours…" />
                  ) : null}
                  Devenir vendeur
                </Button>
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
