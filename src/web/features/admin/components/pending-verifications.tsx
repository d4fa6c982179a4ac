import { useState } from 'react';
import { type ModerationGround, defaultGroundOf } from '@shared/moderation/grounds';
import { type AdminVerification, reasonSchema, verificationMessages } from '@shared/trust/verification.schemas';
import { GroundField } from '@web/components/ground-field';
import { TextPromptDialog } from '@web/components/text-prompt-dialog';
import { Button } from '@web/components/ui/button';
import { Dialog } from '@web/components/ui/dialog';
import { usePendingVerifications, useRefuseVerification } from '../api/admin-verifications';
import { AdminListSection } from './admin-list-section';
import { VerificationRow } from './verification-row';

function RefuseDialog({ request, onDone }: { request: AdminVerification; onDone: () => void }) {
  const refusal = useRefuseVerification();
  const [ground, setGround] = useState<ModerationGround>(defaultGroundOf.verification_refused);
  return (
    <TextPromptDialog
      id="verification-refusal"
      title="Refuser la vérification"
      description={`${request.user.name} · ${request.user.email}`}
      label="Raison du refus"
      hint="Le vendeur lit ce message et peut envoyer une nouvelle demande."
      multiline
      maxLength={500}
      schema={reasonSchema}
      submitLabel="Refuser la vérification"
      destructive
      before={<GroundField id="verification-refusal-ground" value={ground} onChange={setGround} />}
      onSubmit={(reason) => refusal.mutateAsync({ id: request.id, reason, ground })}
      successMessage={verificationMessages.refused}
      failureMessage={verificationMessages.failed}
      onDone={onDone}
    />
  );
}

/** The 'Vérifications' tab: pending requests, oldest first, 10 at a time (spec §9). */
export function PendingVerifications() {
  const query = usePendingVerifications();
  const [refusing, setRefusing] = useState<AdminVerification | null>(null);
  const items = query.data?.pages.flatMap((page) => page.items);
  return (
    <div className="grid gap-3">
      <AdminListSection
        headingId="verifications-pending"
        title="Demandes de vérification"
        empty="Aucune demande de vérification en attente"
        items={items}
        failed={query.isError}
        onRetry={() => void query.refetch()}
        renderItem={(request) => <VerificationRow key={request.id} request={request} onRefuse={setRefusing} />}
      >
        <Dialog open={refusing !== null} onOpenChange={(open) => !open && setRefusing(null)}>
          {refusing ? <RefuseDialog request={refusing} onDone={() => setRefusing(null)} /> : null}
        </Dialog>
      </AdminListSection>
      {query.hasNextPage ? (
        <Button
          variant="outline"
          className="w-fit"
          disabled={query.isFetchingNextPage}
          onClick={() => void query.fetchNextPage()}
        >
          Voir plus
        </Button>
      ) : null}
    </div>
  );
}
