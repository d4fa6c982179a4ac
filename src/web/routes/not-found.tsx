import { Link } from 'react-router';
import { PageTitle } from '@web/components/page-title';

// English on purpose: the spec keeps the 404 page in English.
export function NotFoundPage() {
  return (
    <section lang="en" className="flex flex-1 flex-col items-center justify-center gap-3 px-4 py-20 text-center">
      <PageTitle>404 — Boucles</PageTitle>
      <h1 className="font-display text-6xl font-semibold text-primary">404</h1>
      <p className="text-xl text-muted-foreground">Oops! Page not found</p>
      <Link
        to="/"
        className="mt-2 inline-flex min-h-11 items-center text-primary underline underline-offset-4 hover:text-primary/80"
      >
        Return to Home
      </Link>
    </section>
  );
}
