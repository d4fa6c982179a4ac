import { useSearchParams } from 'react-router';
import { NOTICE_TARGETS, type NoticeTarget } from '@shared/moderation/notice.schemas';
import { PageTitle } from '@web/components/page-title';
import { NoticeForm } from '@web/features/notices/components/notice-form';
import { useSession } from '@web/lib/session';

const isTarget = (value: string | null): value is NoticeTarget =>
  value !== null && (NOTICE_TARGETS as readonly string[]).includes(value);

/** 'Signaler un contenu illicite': open to everyone, visitors included (DSA art. 16). */
export function NoticePage() {
  const [params] = useSearchParams();
  const session = useSession();
  const type = params.get('cible');
  const id = params.get('id');
  const target = isTarget(type) && id ? { type, id } : null;
  const page = params.get('page');
  const initialUrl = page && page.startsWith('/') ? `${window.location.origin}${page}` : '';
  const user = session.user;

  return (
    <div className="mx-auto grid w-full max-w-xl gap-4 px-4 py-6">
      <PageTitle>Signaler un contenu illicite — Boucles</PageTitle>
      <div className="grid gap-1">
        <h1 className="text-2xl font-semibold">Signaler un contenu illicite</h1>
        <p className="text-sm text-muted-foreground">
          Une annonce, un vendeur, un message ou un avis vous semble illicite ou contraire à nos conditions ? Dites-le
          nous : un membre de l’équipe examine chaque signalement.
        </p>
      </div>
      <NoticeForm
        // Drawn again once the session is known, to fill in the member's name and address.
        key={`${type}-${id}-${user?.id ?? ''}`}
        target={target}
        initialUrl={initialUrl}
        {...(user ? { initialName: user.fullName, initialEmail: user.email } : {})}
      />
    </div>
  );
}
