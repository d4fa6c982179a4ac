import { Link } from 'react-router';
import { Hammer } from 'lucide-react';
import { Button } from './ui/button';

/**
 * Stands in for a screen whose issue is not built yet, behind the right guard.
 * Search the code for 'en préparation' to find the ones left.
 */
export function PageInPreparation({ title }: { title: string }) {
  return (
    <section className="mx-auto flex w-full max-w-xl flex-col items-center gap-4 px-4 py-16 text-center">
      <title>{`${title} — Boucles`}</title>
      <span className="flex size-14 items-center justify-center rounded-full bg-secondary text-secondary-foreground">
        <Hammer className="size-6" aria-hidden="true" />
      </span>
      <h1 className="font-display text-2xl font-semibold sm:text-3xl">{title}</h1>
      <p className="text-muted-foreground">Cette page est en préparation.</p>
      <Button asChild variant="outline">
        <Link to="/">Retour à l'accueil</Link>
      </Button>
    </section>
  );
}
