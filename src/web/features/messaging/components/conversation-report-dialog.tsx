import { messagingTexts } from '@shared/messaging/message-texts';
import { ReportFormDialog } from '@web/components/report-form-dialog';
import { useReportConversation } from '../api/conversation-mutations';

/** `messageId` undefined: closed; null: the whole conversation; an id: that message. */
type Target = { conversationId: string; messageId: string | null | undefined; onClose: () => void };

export function ConversationReportDialog({ conversationId, messageId, onClose }: Target) {
  const report = useReportConversation();
  return (
    <ReportFormDialog
      open={messageId !== undefined}
      title={messageId ? messagingTexts.reportMessage : messagingTexts.reportConversation}
      description="Notre équipe examine chaque signalement et peut lire cette conversation pour cela. Votre identité n'est pas communiquée."
      send={(data) => report.mutateAsync({ conversationId, ...data, messageId: messageId ?? null })}
      sentMessage={messagingTexts.reported}
      failedMessage={messagingTexts.reportFailed}
      onClose={onClose}
    />
  );
}
