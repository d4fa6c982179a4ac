import { useState } from 'react';
import { BadgeCheck } from 'lucide-react';
import { toast } from 'sonner';
import type { AdminUser } from '@shared/trust/admin-search.schemas';
import { reportQueueMessages } from '@shared/trust/report-queue.schemas';
import type { UserContact } from '@shared/profile/own-profile.schemas';
import { Badge } from '@web/components/ui/badge';
import { SellerStatusBadge } from '@web/components/seller-status-badge';
import { Button } from '@web/components/ui/button';
import { refusalMessage } from '@web/lib/refusal-message';
import { useRestoreUser, useUserContact } from '../api/admin-users';

export type UserAction = { user: AdminUser; kind: 'suspend' | 'revoke' };

type UserResultProps = { user: AdminUser; onAction: (action: UserAction) => void };

const roleLabels = { seller: 'Vendeur', admin: 'Admin' } as const;

/** One user: who, roles, badge, suspension, counts; contact details only on request (logged). */
export function UserResult({ user, onAction }: UserResultProps) {
  const contact = useUserContact();
  const restore = useRestoreUser();
  const [details, setDetails] = useState<UserContact | null>(null);

  async function showContact() {
    try {
      setDetails(await contact.mutateAsync(user.id));
    } catch (error) {
      toast.error(refusalMessage(error, 'Erreur lors du chargement des détails'));
    }
  }

  async function lift() {
    try {
      await restore.mutateAsync(user.id);
    } catch (error) {
      toast.error(refusalMessage(error, 'Erreur lors de la mise à jour'));
      return;
    }
    toast.success(reportQueueMessages.restored);
  }

  return (
    <li aria-label={user.name} className="grid gap-3 rounded-2xl border border-border bg-card p-4 shadow-sm">
      <div className="grid gap-1 text-sm">
        <p className="flex flex-wrap items-center gap-2 font-medium">
          {user.name}
          {user.username ? <span className="font-normal text-muted-foreground">@{user.username}</span> : null}
          {user.isVerified ? (
            <Badge variant="success">
              <BadgeCheck aria-hidden="true" />
              Vérifié
            </Badge>
          ) : null}
          {user.roles.map((role) => (
            <Badge key={role} variant="secondary">
              {roleLabels[role]}
            </Badge>
          ))}
          {user.roles.includes('seller') ? <SellerStatusBadge status={user.sellerStatus} /> : null}
          {user.suspended ? <Badge variant="destructive">Suspendu</Badge> : null}
        </p>
        <p className="break-all text-muted-foreground">{user.email}</p>
        <p>
          Code de parrainage <span className="font-mono">{user.referralCode}</span> · {user.listingCount} annonce
          {user.listingCount > 1 ? 's' : ''} · {user.orderCount} commande{user.orderCount > 1 ? 's' : ''}
        </p>
        {user.suspended && user.suspensionReason ? <p>Motif de la suspension : {user.suspensionReason}</p> : null}
        {details ? (
          <p>
            Coordonnées : {details.email} · {details.phone ?? 'pas de téléphone'}
          </p>
        ) : null}
      </div>
      <div className="flex flex-wrap gap-2">
        {details ? null : (
          <Button size="sm" variant="outline" disabled={contact.isPending} onClick={() => void showContact()}>
            Voir les coordonnées<span className="sr-only"> de {user.name}</span>
          </Button>
        )}
        {user.isVerified ? (
          <Button size="sm" variant="outline" onClick={() => onAction({ user, kind: 'revoke' })}>
            Retirer la vérification<span className="sr-only"> de {user.name}</span>
          </Button>
        ) : null}
        {user.suspended ? (
          <Button size="sm" variant="secondary" disabled={restore.isPending} onClick={() => void lift()}>
            Rétablir<span className="sr-only"> {user.name}</span>
          </Button>
        ) : (
          <Button size="sm" variant="destructive" onClick={() => onAction({ user, kind: 'suspend' })}>
            Suspendre<span className="sr-only"> {user.name}</span>
          </Button>
        )}
      </div>
    </li>
  );
}
