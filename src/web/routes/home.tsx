import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { BadgeCheck, Percent, ShieldCheck, Truck, type LucideIcon } from 'lucide-react';
import { BrandCurl } from '@web/components/brand-curl';
import { Button } from '@web/components/ui/button';
import { useSession } from '@web/lib/session';
import { CategoryLinks } from '@web/features/catalogue/components/category-links';
import { InstallAppButton } from '@web/features/install/components/install-app-button';
import { PageTitle } from '@web/components/page-title';

// Below the hero, so outside the first screen's budget (decision 023): the cards, the shop's
// query and its image rules load beside the page, not before it.
const NewestProducts = lazy(() =>
  import('@web/features/catalogue/components/newest-products').then((m) => ({ default: m.NewestProducts })),
);

const features: { icon: LucideIcon; title: string; text: string }[] = [
  {
    icon: ShieldCheck,
    title: 'Paiement sécurisé',
    text: "Votre argent est conservé en séquestre et validé par notre équipe avant l'expédition : le vendeur n'est payé qu'une fois la commande menée à bien.",
  },
  {
    icon: BadgeCheck,
    title: 'Vendeurs vérifiés',
    text: "Le badge «\u00a0vérifié\u00a0» signale les vendeurs dont l'identité a été contrôlée par notre équipe.",
  },
  {
    icon: Truck,
    title: 'Suivi de commande',
    text: "Suivez chaque étape, du paiement jusqu'à la livraison à domicile ou au point de retrait.",
  },
  {
    icon: Percent,
    title: 'Commission de 5%',
    text: 'Une commission unique de 5% par transaction, sans abonnement ni frais cachés.',
  },
];

export function HomePage() {
  return (
    <>
      <PageTitle>Boucles — perruques, mèches et tissages pour cheveux afro</PageTitle>
      <section className="relative overflow-hidden border-b border-border bg-gradient-to-b from-secondary/70 to-background">
        {/* Faint enough that the texts over it keep 4.5:1 (measured in e2e/accessibility.test.ts). */}
        <BrandCurl className="absolute -top-10 -right-24 size-72 text-primary opacity-[0.07] sm:top-1/2 sm:right-[4%] sm:size-96 sm:-translate-y-1/2 sm:opacity-10" />
        <div className="relative mx-auto flex w-full max-w-6xl flex-col gap-6 px-4 pt-12 pb-14 sm:pt-20 sm:pb-20">
          <p className="text-sm font-semibold tracking-wide text-accent-strong uppercase">Marketplace capillaire</p>
          <h1 className="max-w-2xl font-display text-4xl leading-tight font-semibold text-primary sm:text-5xl">
            Perruques, mèches et tissages pour cheveux afro
          </h1>
          <p className="max-w-xl text-lg text-muted-foreground">
            Achetez et vendez entre particuliers et professionnels, avec un paiement protégé jusqu'à la réception.
          </p>
          <div className="flex flex-col gap-3 sm:flex-row">
            <Button asChild size="lg">
              <Link to="/marketplace">Explorer la boutique</Link>
            </Button>
            <InstallAppButton />
          </div>
        </div>
      </section>

      <CategoryLinks />
      <Suspense fallback={null}>
        <NewestProducts />
      </Suspense>

      <section aria-labelledby="atouts" className="mx-auto w-full max-w-6xl px-4 py-12">
        <h2 id="atouts" className="mb-6 font-display text-2xl font-semibold">
          Pourquoi Boucles&nbsp;?
        </h2>
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {features.map(({ icon: Icon, title, text }) => (
            <li key={title} className="flex flex-col gap-3 rounded-2xl border border-border bg-card p-5 shadow-sm">
              <span className="flex size-11 items-center justify-center rounded-xl bg-primary/10 text-primary">
                <Icon className="size-5" aria-hidden="true" />
              </span>
              <h3 className="font-semibold">{title}</h3>
              <p className="text-sm leading-relaxed text-muted-foreground">{text}</p>
            </li>
          ))}
        </ul>
      </section>

      <JoinCallout />
    </>
  );
}

/** Its own component: only it draws again when the session arrives, not the whole page. */
function JoinCallout() {
  const { user } = useSession();
  return (
    <section className="mx-auto w-full max-w-6xl px-4">
      <div className="flex flex-col items-start gap-4 rounded-2xl bg-primary px-5 py-8 text-primary-foreground sm:flex-row sm:items-center sm:justify-between sm:px-8">
        <div className="flex flex-col gap-1">
          <h2 className="font-display text-2xl font-semibold">
            {user ? 'De nouvelles annonces vous attendent' : 'Rejoignez la communauté Boucles'}
          </h2>
          <p className="text-primary-foreground/85">
            {user
              ? 'Parcourez les dernières perruques, extensions et accessoires.'
              : 'Un seul compte pour acheter et vendre, et un code de parrainage à partager.'}
          </p>
        </div>
        <Button asChild size="lg" variant="secondary">
          {user ? <Link to="/marketplace">Voir la boutique</Link> : <Link to="/auth?mode=signup">Créer un compte</Link>}
        </Button>
      </div>
    </section>
  );
}
