import type { ReactNode } from 'react';
import { format } from 'date-fns';
import { fr } from 'date-fns/locale';
import { usePublicConfig } from '@web/lib/public-config';
import { PageTitle } from '@web/components/page-title';

type LegalPageProps = {
  title: string;
  intro: ReactNode;
  children: ReactNode;
} & ({ updatedOn: Date; dateLine?: never } | { updatedOn?: never; dateLine: ReactNode });

/** Long text set for reading on a phone: one column, generous line height, numbered headings. */
export function LegalPage({ title, updatedOn, dateLine, intro, children }: LegalPageProps) {
  return (
    <article className="mx-auto w-full max-w-3xl px-4 py-8 leading-relaxed sm:py-12">
      <PageTitle>{`${title} — Boucles`}</PageTitle>
      <header className="mb-8 border-b border-border pb-6">
        <h1 className="font-display text-3xl font-semibold text-primary sm:text-4xl">{title}</h1>
        {updatedOn ? (
          <p className="mt-2 text-sm text-muted-foreground">
            Dernière mise à jour :{' '}
            <time dateTime={format(updatedOn, 'yyyy-MM-dd')}>{format(updatedOn, 'd MMMM yyyy', { locale: fr })}</time>
          </p>
        ) : (
          dateLine
        )}
        <div className="mt-4 text-base">{intro}</div>
      </header>
      <div className="flex flex-col gap-8">{children}</div>
    </article>
  );
}

export function LegalSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section
      aria-labelledby={id}
      className="flex flex-col gap-3 [&_li]:pl-1 [&_strong]:font-semibold [&_ul]:flex [&_ul]:list-disc [&_ul]:flex-col [&_ul]:gap-1.5 [&_ul]:pl-5"
    >
      <h2 id={id} className="font-display text-xl font-semibold sm:text-2xl">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** The support address from the server's configuration, or a pointer to the footer link. */
export function SupportContact() {
  const { data } = usePublicConfig();
  if (!data?.support.email) return <>le lien «&nbsp;Contacter le support&nbsp;» en bas de page</>;
  return (
    <a href={`mailto:${data.support.email}`} className="text-primary underline underline-offset-4">
      {data.support.email}
    </a>
  );
}
