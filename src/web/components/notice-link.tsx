import { Link, useLocation } from 'react-router';
import { Flag } from 'lucide-react';
import type { NoticeTarget } from '@shared/moderation/notice.schemas';
import { cn } from '@web/lib/utils';

type NoticeLinkProps = { target: NoticeTarget; id: string; children: string; className?: string };

/**
 * 'Signaler': the notice form about this listing, seller or review, open to visitors too
 * (DSA art. 16), with the page it was seen on as the exact address.
 */
export function NoticeLink({ target, id, children, className }: NoticeLinkProps) {
  const { pathname } = useLocation();
  const search = new URLSearchParams({ cible: target, id, page: pathname });
  return (
    <Link
      to={`/signaler?${search}`}
      className={cn(
        'inline-flex min-h-11 items-center gap-1.5 text-sm text-muted-foreground underline-offset-4 hover:text-foreground hover:underline',
        className,
      )}
    >
      <Flag className="size-4" aria-hidden="true" />
      {children}
    </Link>
  );
}
