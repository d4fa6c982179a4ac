import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { emailMessages } from '@shared/auth/email.schemas';

/**
 * A confirmation link ends on `?email=confirme` (better-auth adds `&error=` when the link
 * is no longer good): says which, once, and takes the words out of the address bar.
 */
export function useEmailLinkNotice(): void {
  const [searchParams, setSearchParams] = useSearchParams();
  const outcome = searchParams.get('email') === 'confirme' ? (searchParams.has('error') ? 'failed' : 'done') : null;

  useEffect(() => {
    if (!outcome) return;
    if (outcome === 'done') toast.success(emailMessages.confirmed, { id: 'email-link' });
    else toast.error(emailMessages.linkInvalid, { id: 'email-link' });
    setSearchParams(
      (params) => {
        params.delete('email');
        params.delete('error');
        return params;
      },
      { replace: true },
    );
  }, [outcome, setSearchParams]);
}
