import { useRef } from 'react';
import { AddProductLink } from '@web/features/my-products/components/add-product-link';
import { MyProductsGrid } from '@web/features/my-products/components/my-products-grid';
import { PageTitle } from '@web/components/page-title';

export function MyProductsPage() {
  const headingRef = useRef<HTMLHeadingElement>(null);

  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-6 px-4 py-6 sm:py-8">
      <PageTitle>Mes Produits — Boucles</PageTitle>
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div className="grid gap-1">
          {/* Focus lands here after a deletion, when the card that held it is gone. */}
          <h1 ref={headingRef} tabIndex={-1} className="font-display text-3xl font-semibold outline-none">
            Mes Produits
          </h1>
          <p className="text-muted-foreground">Gérez vos annonces : modifiez-les, masquez-les ou supprimez-les.</p>
        </div>
        <AddProductLink />
      </div>
      <MyProductsGrid onDeleted={() => headingRef.current?.focus()} />
    </div>
  );
}
