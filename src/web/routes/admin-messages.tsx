import { messagingTexts } from '@shared/messaging/message-texts';
import { BackButton } from '@web/components/back-button';
import { FlaggedConversations } from '@web/features/messaging/components/flagged-conversations';
import { PageTitle } from '@web/components/page-title';

export function AdminMessagesPage() {
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-4 px-4 py-6 sm:py-8">
      <PageTitle>{`${messagingTexts.flaggedTitle} — Boucles`}</PageTitle>
      <BackButton label="Retour au dashboard" fallback="/admin" />
      <h1 className="font-display text-3xl font-semibold">{messagingTexts.flaggedTitle}</h1>
      <p className="text-sm text-muted-foreground">
        Une conversation n'est lisible ici que tant qu'un avertissement de paiement à vérifier ou un signalement ouvert
        la concerne ; chaque lecture est inscrite au journal d'administration.
      </p>
      <FlaggedConversations />
    </div>
  );
}
