import { useEffect } from 'react';
import { Copy, Gift, Link2 } from 'lucide-react';
import { toast } from 'sonner';
import { formatEuros } from '@shared/money';
import { REFERRAL_NOTE, referralMessages } from '@shared/referrals/referral-view.schemas';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { Skeleton } from '@web/components/ui/skeleton';
import { copyText } from '@web/lib/clipboard';
import { useMyReferrals } from '../api/get-my-referrals';

async function copy(text: string, success: string) {
  if (await copyText(text)) toast.success(success);
  else toast.error('Impossible de copier');
}

/** Spec §2 Profile: code, invite link, counts and earnings; a loading failure is only logged (§8). */
export function ReferralCard() {
  const query = useMyReferrals();
  const { error, data } = query;

  useEffect(() => {
    if (error) console.error('Loading the referrals failed', error);
  }, [error]);

  if (error) return null;
  if (!data) return <Skeleton className="h-56 rounded-2xl" />;
  const stats = [
    { label: "Inscrit, pas encore d'achat", value: String(data.counts.signedUpOnly) },
    { label: 'Parrainages', value: String(data.counts.total) },
    { label: 'En attente', value: String(data.counts.pending) },
    { label: 'Payés', value: String(data.counts.paid) },
    { label: 'Gains', value: formatEuros(data.earningsCents) },
  ];
  return (
    <Card role="region" aria-labelledby="referral-title">
      <CardHeader>
        <CardTitle id="referral-title" className="flex items-center gap-2 font-display text-2xl">
          <Gift className="size-5 text-primary" aria-hidden="true" />
          Parrainage
        </CardTitle>
        <CardDescription>{REFERRAL_NOTE}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <div className="flex flex-wrap items-center gap-3">
          <p className="grid gap-0.5">
            <span className="text-xs text-muted-foreground">Votre code</span>
            <span className="font-mono text-2xl font-semibold tracking-widest">{data.code}</span>
          </p>
          <div className="flex flex-wrap gap-2 sm:ml-auto">
            <Button variant="outline" onClick={() => void copy(data.code, referralMessages.codeCopied)}>
              <Copy aria-hidden="true" />
              Copier le code
            </Button>
            <Button variant="outline" onClick={() => void copy(data.inviteUrl, referralMessages.linkCopied)}>
              <Link2 aria-hidden="true" />
              Copier le lien d'invitation
            </Button>
          </div>
        </div>
        <dl className="grid grid-cols-2 gap-3 sm:grid-cols-5">
          {stats.map((stat) => (
            <div key={stat.label} className="rounded-xl bg-muted px-3 py-2">
              <dt className="text-xs text-muted-foreground">{stat.label}</dt>
              <dd className="text-lg font-semibold">{stat.value}</dd>
            </div>
          ))}
        </dl>
      </CardContent>
    </Card>
  );
}
