import { useSession } from '@web/lib/session';
import { Button } from '@web/components/ui/button';
import { BecomeSellerDialog } from '@web/features/auth/components/become-seller-dialog';
import { useCreateProduct } from '@web/features/product-form/api/create-product';
import { ProductForm } from '@web/features/product-form/components/product-form';
import { SellerRequiredCard } from '@web/features/product-form/components/seller-required-card';
import { PageTitle } from '@web/components/page-title';

export function AddProductPage() {
  // RequireAuth has already waited for the session and ensured a user.
  const { user, hasRole } = useSession();
  const create = useCreateProduct();

  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-6 px-4 py-6 sm:py-8">
      <PageTitle>Ajouter un produit — Boucles</PageTitle>
      <div className="grid gap-1">
        <h1 className="font-display text-3xl font-semibold">Ajouter un produit</h1>
        <p className="text-muted-foreground">
          Décrivez votre article et ajoutez de belles photos : elles font la vente.
        </p>
      </div>
      {hasRole('seller') ? (
        <ProductForm mode="add" save={create.mutateAsync} />
      ) : user ? (
        <SellerRequiredCard
          action={
            <BecomeSellerDialog user={user}>
              <Button className="w-full sm:w-auto">Devenir vendeur</Button>
            </BecomeSellerDialog>
          }
        />
      ) : null}
    </div>
  );
}
