import { Store } from 'lucide-react';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { Spinner } from '@web/components/ui/spinner';

type SellerRequiredCardProps = {
  onBecomeSeller: () => void;
  isPending: boolean;
};

/** Shown instead of the form to a signed-in user without the seller role: the server would refuse the product. */
export function SellerRequiredCard({ onBecomeSeller, isPending }: SellerRequiredCardProps) {
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
      <CardContent>
        <Button onClick={onBecomeSeller} disabled={isPending} className="w-full sm:w-auto">
          {isPending ? <Spinner className="[&_svg]:size-4 [&_svg]:text-current" label="Demande en cours…" /> : null}
          Devenir vendeur
        </Button>
      </CardContent>
    </Card>
  );
}
