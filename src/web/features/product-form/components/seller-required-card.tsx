import type { ReactNode } from 'react';
import { Store } from 'lucide-react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';

type SellerRequiredCardProps = {
  /** The 'Devenir vendeur' action. */
  action: ReactNode;
};

/** Shown instead of the form to a signed-in user without the seller role: the server would refuse the product. */
export function SellerRequiredCard({ action }: SellerRequiredCardProps) {
  return (
    <Card>
      <CardHeader className="items-start gap-3">
        <span className="flex size-12 items-center justify-center rounded-xl bg-primary/10 text-primary">
          <Store className="size-6" aria-hidden="true" />
        </span>
        <CardTitle>Devenez vendeur pour publier une annonce</CardTitle>
        <CardDescription>
          Votre compte permet déjà d'acheter. Pour mettre en vente des perruques, tissages, extensions ou accessoires,
          activez le rôle vendeur : c'est gratuit, et une commission de 5&nbsp;% s'applique seulement sur chaque vente.
        </CardDescription>
      </CardHeader>
      <CardContent>{action}</CardContent>
    </Card>
  );
}
