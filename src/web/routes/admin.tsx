import { Link } from 'react-router';
import { ShieldAlert } from 'lucide-react';
import { buttonVariants } from '@web/components/ui/button';
import { AdminTabs } from '@web/features/admin/components/admin-tabs';
import { StatCards } from '@web/features/admin/components/stat-cards';
import { PageTitle } from '@web/components/page-title';

export function AdminPage() {
  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-6 px-4 py-6 sm:py-8">
      <PageTitle>Dashboard Admin — Boucles</PageTitle>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="font-display text-3xl font-semibold">Dashboard Admin</h1>
        <Link to="/admin/messages" className={buttonVariants({ variant: 'outline' })}>
          <ShieldAlert aria-hidden="true" />
          Conversations à vérifier
        </Link>
      </div>
      <StatCards />
      <AdminTabs />
    </div>
  );
}
