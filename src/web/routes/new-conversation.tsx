import { useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import type { OpenConversationInput } from '@shared/messaging/message.schemas';
import { messagingTexts } from '@shared/messaging/message-texts';
import { openConversation } from '@web/features/messaging/api/conversation-mutations';
import { refusalMessage } from '@web/lib/refusal-message';
import { PageTitle } from '@web/components/page-title';

function subjectOf(params: URLSearchParams): OpenConversationInput | null {
  const productId = params.get('product');
  const orderId = params.get('order');
  if (productId) return { type: 'product', productId };
  if (orderId) return { type: 'order', orderId };
  return null;
}

/**
 * Where 'Contacter' leads: the conversation about that listing or order is found or made,
 * then shown in place of this address (back goes to the product or the order, not here).
 */
export function NewConversationPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const [failure, setFailure] = useState<string | null>(null);
  const started = useRef(false);
  const subject = subjectOf(params);
  const error = subject ? failure : messagingTexts.notFound;

  useEffect(() => {
    if (started.current || !subject) return;
    started.current = true;
    openConversation(subject).then(
      (id) => void navigate(`/messages/${id}`, { replace: true }),
      (cause: unknown) => setFailure(refusalMessage(cause, messagingTexts.loadFailed)),
    );
  }, [subject, navigate]);

  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-3 px-4 py-12 text-center">
      <PageTitle>Messages — Boucles</PageTitle>
      <h1 className="sr-only">{messagingTexts.screenTitle}</h1>
      <p role="status" className="text-muted-foreground">
        {error ?? 'Ouverture de la conversation…'}
      </p>
    </div>
  );
}
