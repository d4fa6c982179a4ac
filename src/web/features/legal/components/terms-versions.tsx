import { format } from 'date-fns';
import { fr } from 'date-fns/locale';
import type { TermsVersion } from '@shared/legal/terms.schemas';
import { useTermsHistory } from '../api/terms';

const day = (iso: string) => <time dateTime={iso}>{format(new Date(iso), 'd MMMM yyyy', { locale: fr })}</time>;

/** Under the title: the version in force and since when, and the one announced if any. */
export function TermsVersionLine() {
  const { data } = useTermsHistory();
  if (!data?.current) return <p className="mt-2 min-h-5 text-sm text-muted-foreground" />;
  return (
    <div className="mt-2 flex flex-col gap-2 text-sm text-muted-foreground">
      <p>
        Version {data.current.version}, en vigueur depuis le {day(data.current.effectiveAt)}
      </p>
      {data.upcoming ? (
        <p className="rounded-lg border border-border bg-muted p-3 text-foreground">
          La version {data.upcoming.version} entrera en vigueur le {day(data.upcoming.effectiveAt)}. Ce qui change :{' '}
          {data.upcoming.summary}
        </p>
      ) : null}
    </div>
  );
}

function VersionItem({ version }: { version: TermsVersion }) {
  return (
    <li>
      <strong>Version {version.version}</strong> — publiée le {day(version.publishedAt)}, en vigueur le{' '}
      {day(version.effectiveAt)}. <span className="whitespace-pre-line">{version.summary}</span>
    </li>
  );
}

export function TermsVersionHistory() {
  const { data, isError } = useTermsHistory();
  if (isError) return <p>L'historique des versions n'a pas pu être chargé.</p>;
  if (!data) return null;
  return (
    <ul aria-label="Historique des versions">
      {data.versions.map((version) => (
        <VersionItem key={version.version} version={version} />
      ))}
    </ul>
  );
}
