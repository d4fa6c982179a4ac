import { AdminTabs } from '@web/features/admin/components/admin-tabs';
import { StatCards } from '@web/features/admin/components/stat-cards';

export function AdminPage() {
  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-6 px-4 py-6 sm:py-8">
      <title>Dashboard Admin — Boucles</title>
      <h1 className="font-display text-3xl font-semibold">Dashboard Admin</h1>
      <StatCards />
      <AdminTabs />
    </div>
  );
}
