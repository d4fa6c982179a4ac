import type { ReactNode } from 'react';
import { messagingTexts } from '@shared/messaging/message-texts';
import { ReportFormDialog } from '@web/components/report-form-dialog';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@web/components/ui/dialog';
import { useReportConversation } from '../api/conversation-mutations';

/** `messageId` undefined: closed; null: the whole conversation; an id: that message. */
type Target = {
  conversationId: string;
  messageId: string | null | undefined;
  onClose: () => void;
  /** The notice form of DSA art. 16 about one message, drawn by the page (the notices feature's). */
  messageNotice: (messageId: string) => ReactNode;
};

/**
 * A message is reported as a notice (DSA art. 16): the explanation, the sender's name and e-mail,
 * the good-faith statement, an acknowledgement by e-mail and the decision afterwards, as on
 * /signaler. The whole conversation keeps the members' report.
 */
export function ConversationReportDialog({ conversationId, messageId, onClose, messageNotice }: Target) {
  const report = useReportConversation();
  if (messageId) {
    return (
      <Dialog open onOpenChange={(next) => !next && onClose()}>
        <DialogContent className="max-h-[90dvh] overflow-y-auto">
          <DialogHeader>
            <DialogTitle>{messagingTexts.reportMessage}</DialogTitle>
            <DialogDescription>
              Notre équipe examine chaque signalement et peut lire cette conversation pour cela. Vous recevez un accusé
              de réception par e-mail, puis sa décision.
            </DialogDescription>
          </DialogHeader>
          {messageNotice(messageId)}
        </DialogContent>
      </Dialog>
    );
  }
  return (
    <ReportFormDialog
      open={messageId !== undefined}
      title={messagingTexts.reportConversation}
      description="Notre équipe examine chaque signalement et peut lire cette conversation pour cela. Votre identité n'est pas communiquée."
      send={(data) => report.mutateAsync({ conversationId, ...data, messageId: null })}
      sentMessage={messagingTexts.reported}
      failedMessage={messagingTexts.reportFailed}
      onClose={onClose}
    />
  );
}
