import { Link } from 'react-router';
import { Mail } from 'lucide-react';
import { usePublicConfig } from '@web/lib/public-config';

const linkClass =
  'inline-flex min-h-11 items-center rounded text-sm text-muted-foreground underline-offset-4 hover:text-foreground hover:underline';

export function Footer() {
  const { data: config } = usePublicConfig();
  const year = new Date().getFullYear();

  return (
    <footer className="mt-12 border-t border-border bg-muted/60">
      <div className="mx-auto flex w-full max-w-6xl flex-col gap-3 px-4 py-6 sm:flex-row sm:items-center sm:justify-between">
        <nav aria-label="Liens légaux et support">
          <ul className="flex flex-wrap items-center gap-x-5">
            <li>
              <Link to="/terms" className={linkClass}>
                Conditions d'utilisation
              </Link>
            </li>
            <li>
              <Link to="/comment-fonctionne-boucles" className={linkClass}>
                Comment fonctionne Boucles
              </Link>
            </li>
            <li>
              <Link to="/privacy" className={linkClass}>
                Confidentialité
              </Link>
            </li>
            <li>
              <Link to="/signaler" className={linkClass}>
                Signaler un contenu illicite
              </Link>
            </li>
            {/* The address comes from the server's configuration; without it there is no link to show. */}
            {config?.support.email ? (
              <li>
                <a href={`mailto:${config.support.email}`} className={`${linkClass} gap-1.5`}>
                  <Mail className="size-4" aria-hidden="true" />
                  Contacter le support
                </a>
              </li>
            ) : null}
          </ul>
        </nav>
        <p className="text-sm text-muted-foreground">© {year} Boucles</p>
      </div>
    </footer>
  );
}
