import { format } from 'date-fns';
import { fr } from 'date-fns/locale/fr';
import { Check } from 'lucide-react';
import { toast } from 'sonner';
import { formatEuros } from '@shared/money';
import { type AdminReferral, type ReferralStatus, referralMessages } from '@shared/referrals/referral-view.schemas';
import { Button } from '@web/components/ui/button';
import { refusalMessage } from '@web/lib/refusal-message';
import { useAdminReferrals, usePayReferral } from '../api/admin-referrals';
import { AdminListSection } from './admin-list-section';

const formatDate = (iso: string) => format(new Date(iso), 'd MMM yyyy', { locale: fr });

const sections: { status: ReferralStatus; title: string; empty: string }[] = [
  { status: 'pending', title: 'Bonus à payer', empty: 'Aucun bonus de parrainage en attente' },
  { status: 'paid', title: 'Bonus payés', empty: 'Aucun bonus payé pour le moment' },
  { status: 'cancelled', title: 'Bonus annulés', empty: 'Aucun bonus annulé' },
];

function ReferralRow({ referral }: { referral: AdminReferral }) {
  const pay = usePayReferral();
  const waitingId = `referral-${referral.id}-waiting`;

  // Awaited: the refreshed list drops this row before mutate()'s callbacks would run.
  async function markPaid() {
    try {
      await pay.mutateAsync(referral.id);
    } catch (error) {
      toast.error(refusalMessage(error, 'Erreur lors de la mise à jour'));
      return;
    }
    toast.success(referralMessages.markedPaid);
  }

  return (
    <li
      aria-label={`Bonus de ${referral.referrer.displayName}`}
      className="grid gap-3 rounded-2xl border border-border bg-card p-4 shadow-sm sm:grid-cols-[1fr_auto] sm:items-center"
    >
      <div className="grid gap-1 text-sm">
        <p>
          <span className="font-medium">{referral.referrer.displayName}</span> a parrainé{' '}
          <span className="font-medium">{referral.referred.displayName}</span>
        </p>
        <p>
          <span className="font-semibold">{formatEuros(referral.amountCents)}</span> · Commande{' '}
          <span className="font-mono">{referral.orderNumber}</span> ·{' '}
          {referral.status === 'cancelled' ? (
            <>Annulé : commande annulée ou remboursée</>
          ) : referral.paidAt ? (
            <>
              Payé le <time dateTime={referral.paidAt}>{formatDate(referral.paidAt)}</time>
            </>
          ) : (
            <>
              Depuis le <time dateTime={referral.createdAt}>{formatDate(referral.createdAt)}</time>
            </>
          )}
        </p>
      </div>
      {referral.status === 'pending' ? (
        <div className="grid gap-1 sm:justify-items-end">
          <Button
            onClick={() => void markPaid()}
            disabled={pay.isPending || !referral.payable}
            aria-describedby={referral.payable ? undefined : waitingId}
          >
            <Check aria-hidden="true" />
            Marquer comme payé
          </Button>
          {referral.payable ? null : (
            <p id={waitingId} className="text-xs text-muted-foreground">
              {referralMessages.notYetPayable}
            </p>
          )}
        </div>
      ) : null}
    </li>
  );
}

function ReferralSection({ status, title, empty }: (typeof sections)[number]) {
  const query = useAdminReferrals(status);
  return (
    <AdminListSection
      headingId={`referrals-${status}`}
      title={title}
      empty={empty}
      items={query.data?.pages.flatMap((page) => page.referrals)}
      total={query.data?.pages[0]?.total}
      loadMore={query.hasNextPage ? () => void query.fetchNextPage() : undefined}
      failed={query.isError}
      onRetry={() => void query.refetch()}
      renderItem={(referral) => <ReferralRow key={referral.id} referral={referral} />}
    />
  );
}

/** Spec §2 Admin: the referral bonuses, 50 a page ('Voir plus'), pending ones marked paid with the date. */
export function ReferralBonuses() {
  return (
    <div className="grid gap-6">
      {sections.map((section) => (
        <ReferralSection key={section.status} {...section} />
      ))}
    </div>
  );
}
