import { toast } from 'sonner';
import { settingsMessages } from '@shared/auth/session.schemas';
import { useBecomeSeller } from '@web/features/auth/api/become-seller';
import { useSession } from '@web/lib/session';
import { useCreateProduct } from '@web/features/product-form/api/create-product';
import { ProductForm } from '@web/features/product-form/components/product-form';
import { SellerRequiredCard } from '@web/features/product-form/components/seller-required-card';
import { refusalMessage } from '@web/lib/refusal-message';
import { PageTitle } from '@web/components/page-title';

export function AddProductPage() {
  // RequireAuth has already waited for the session and ensured a user.
  const { hasRole } = useSession();
  const becomeSeller = useBecomeSeller();
  const create = useCreateProduct();

  async function handleBecomeSeller() {
    try {
      await becomeSeller.mutateAsync();
    } catch (error) {
      // 409 'Vous êtes déjà vendeur' (the refreshed session then shows the form), 403 an unconfirmed address.
      toast.error(refusalMessage(error, settingsMessages.becomeSellerError));
      return;
    }
    toast.success(settingsMessages.becomeSellerSuccess);
  }

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
      ) : (
        <SellerRequiredCard onBecomeSeller={() => void handleBecomeSeller()} isPending={becomeSeller.isPending} />
      )}
    </div>
  );
}
