import { OrdersTabs } from '@web/features/orders/components/orders-tabs';

export function OrdersPage() {
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-4 px-4 py-6 sm:py-8">
      <title>Mes Commandes — Boucles</title>
      <div className="grid gap-1">
        <h1 className="font-display text-3xl font-semibold">Mes Commandes</h1>
      </div>
      <OrdersTabs />
    </div>
  );
}
