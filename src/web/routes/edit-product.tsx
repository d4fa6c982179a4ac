import { useEffect } from 'react';
import { useNavigate, useParams } from 'react-router';
import { toast } from 'sonner';
import { productPageMessages } from '@shared/catalogue/product-page-messages';
import { PageLoader } from '@web/components/page-loader';
import { Button } from '@web/components/ui/button';
import { useProductToEdit } from '@web/features/product-form/api/get-product-to-edit';
import { useUpdateProduct } from '@web/features/product-form/api/update-product';
import { ProductForm } from '@web/features/product-form/components/product-form';
import { ApiError } from '@web/lib/api-client';
import { PageTitle } from '@web/components/page-title';

/** A missing product, someone else's, or a malformed id: the same answer, so nothing leaks. */
function isNotFound(error: unknown): boolean {
  return error instanceof ApiError && [400, 403, 404].includes(error.status);
}

export function EditProductPage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const query = useProductToEdit(id);
  const update = useUpdateProduct(id);
  const notFound = (query.isError && isNotFound(query.error)) || query.data?.viewer.isOwner === false;

  useEffect(() => {
    if (!notFound) return;
    // An id, so React's double effects in development do not show it twice.
    toast.error(productPageMessages.notFound, { id: 'edit-product-not-found' });
    void navigate('/my-products', { replace: true });
  }, [notFound, navigate]);

  let content;
  if (query.isPending || notFound) {
    content = <PageLoader />;
  } else if (query.isError) {
    content = (
      <div className="flex flex-col items-center gap-3 rounded-2xl border border-border bg-card px-4 py-10 text-center">
        <p className="font-medium">Erreur lors du chargement du produit</p>
        <Button variant="outline" onClick={() => void query.refetch()}>
          Réessayer
        </Button>
      </div>
    );
  } else {
    // Keyed by id: going from one product's edit page to another starts a fresh form.
    content = <ProductForm key={query.data.id} mode="edit" product={query.data} save={update.mutateAsync} />;
  }

  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-6 px-4 py-6 sm:py-8">
      <PageTitle>Modifier le produit — Boucles</PageTitle>
      <h1 className="font-display text-3xl font-semibold">Modifier le produit</h1>
      {content}
    </div>
  );
}
