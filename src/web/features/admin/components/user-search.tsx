import { type FormEvent, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Search } from 'lucide-react';
import { type ModerationGround, defaultGroundOf } from '@shared/moderation/grounds';
import { adminSearchMessages } from '@shared/trust/admin-search.schemas';
import { reportQueueMessages } from '@shared/trust/report-queue.schemas';
import { reasonSchema, verificationMessages } from '@shared/trust/verification.schemas';
import { GroundField } from '@web/components/ground-field';
import { TextPromptDialog } from '@web/components/text-prompt-dialog';
import { Button } from '@web/components/ui/button';
import { Dialog } from '@web/components/ui/dialog';
import { Input } from '@web/components/ui/input';
import { Label } from '@web/components/ui/label';
import { useRevokeVerification } from '../api/admin-verifications';
import { useSuspendUser, useUserSearch } from '../api/admin-users';
import { AdminListSection } from './admin-list-section';
import { type UserAction, UserResult } from './user-result';

function ActionDialog({ action, onDone }: { action: UserAction; onDone: () => void }) {
  const suspend = useSuspendUser();
  const revoke = useRevokeVerification();
  const { user, kind } = action;
  const suspending = kind === 'suspend';
  const [ground, setGround] = useState<ModerationGround>(
    defaultGroundOf[suspending ? 'account_suspended' : 'verification_revoked'],
  );
  return (
    <TextPromptDialog
      id="user-action-reason"
      title={suspending ? 'Suspendre l’utilisateur' : 'Retirer la vérification'}
      description={`${user.name} · ${user.email}`}
      label="Motif"
      hint={
        suspending
          ? 'Ses sessions se terminent, il ne peut plus se connecter et ses annonces quittent la boutique. Réversible.'
          : 'Le vendeur perd le badge et lit ce motif ; il pourra redemander la vérification.'
      }
      multiline
      maxLength={500}
      schema={reasonSchema}
      submitLabel={suspending ? 'Suspendre' : 'Retirer la vérification'}
      destructive
      before={<GroundField id="user-action-ground" value={ground} onChange={setGround} />}
      onSubmit={(reason) =>
        suspending
          ? suspend.mutateAsync({ userId: user.id, reason, ground })
          : revoke.mutateAsync({ userId: user.id, reason, ground })
      }
      successMessage={suspending ? reportQueueMessages.suspended : verificationMessages.revoked}
      failureMessage={suspending ? 'Erreur lors de la suspension' : verificationMessages.failed}
      onDone={onDone}
    />
  );
}

/** Users by name, e-mail, username or referral code; the activity log links here with an id. */
export function UserSearch() {
  const [searchParams] = useSearchParams();
  const [draft, setDraft] = useState(searchParams.get('q') ?? '');
  const [q, setQ] = useState(draft);
  const [tooShort, setTooShort] = useState(false);
  const [action, setAction] = useState<UserAction | null>(null);
  const query = useUserSearch(q);

  function submit(event: FormEvent) {
    event.preventDefault();
    const value = draft.trim();
    setTooShort(value.length < 2);
    if (value.length >= 2) setQ(value);
  }

  return (
    <div className="grid gap-4">
      <form
        role="search"
        aria-label="Rechercher un utilisateur"
        onSubmit={submit}
        className="flex flex-wrap items-end gap-2"
      >
        <div className="grid min-w-0 flex-1 gap-1">
          <Label htmlFor="user-search-q">Nom, e-mail, pseudo ou code de parrainage</Label>
          <Input
            id="user-search-q"
            value={draft}
            onChange={(event) => setDraft(event.target.value)}
            maxLength={100}
            aria-invalid={tooShort || undefined}
            aria-describedby={tooShort ? 'user-search-error' : undefined}
          />
        </div>
        <Button type="submit">
          <Search aria-hidden="true" />
          Rechercher
        </Button>
        {tooShort ? (
          <p id="user-search-error" role="alert" className="w-full text-sm text-destructive">
            {adminSearchMessages.queryTooShort}
          </p>
        ) : null}
      </form>
      {q.length >= 2 ? (
        <AdminListSection
          headingId="user-search-results"
          title="Utilisateurs"
          empty={adminSearchMessages.noUsers}
          items={query.data?.pages.flatMap((page) => page.users)}
          total={query.data?.pages[0]?.total}
          loadMore={query.hasNextPage ? () => void query.fetchNextPage() : undefined}
          failed={query.isError}
          onRetry={() => void query.refetch()}
          renderItem={(user) => <UserResult key={user.id} user={user} onAction={setAction} />}
        >
          <Dialog open={action !== null} onOpenChange={(open) => !open && setAction(null)}>
            {action ? <ActionDialog action={action} onDone={() => setAction(null)} /> : null}
          </Dialog>
        </AdminListSection>
      ) : null}
    </div>
  );
}
