import { Link, useParams } from 'react-router';
import { ArrowLeft } from 'lucide-react';
import { messagingTexts } from '@shared/messaging/message-texts';
import { buttonVariants } from '@web/components/ui/button';
import { ConversationView } from '@web/features/messaging/components/conversation-view';
import { NoticeForm } from '@web/features/notices/components/notice-form';
import { useSession } from '@web/lib/session';
import { cn } from '@web/lib/utils';
import { PageTitle } from '@web/components/page-title';

export function ConversationPage() {
  const { id = '' } = useParams();
  const user = useSession().user;
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-3 px-4 py-4 sm:py-6">
      <PageTitle>Conversation — Boucles</PageTitle>
      <Link to="/messages" className={cn(buttonVariants({ variant: 'ghost' }), 'self-start px-2')}>
        <ArrowLeft aria-hidden="true" />
        {messagingTexts.back}
      </Link>
      {/* A new key per conversation: nothing of the previous one (draft, report) carries over. */}
      <ConversationView
        key={id}
        id={id}
        messageNotice={(messageId) => (
          <NoticeForm
            target={{ type: 'message', id: messageId }}
            initialUrl={`${window.location.origin}/messages/${id}`}
            {...(user ? { initialName: user.fullName, initialEmail: user.email } : {})}
          />
        )}
      />
    </div>
  );
}
