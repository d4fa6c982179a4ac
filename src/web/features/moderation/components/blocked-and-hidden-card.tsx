import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { productMessages } from '@shared/catalogue/product-messages';
import { blockMessages } from '@shared/moderation/block-messages';
import type { BlockedUser, HiddenListing } from '@shared/moderation/block.schemas';
import { type NextPages, NextPageButton } from '@web/components/show-more';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { Skeleton } from '@web/components/ui/skeleton';
import { UserAvatar } from '@web/components/user-avatar';
import { useSetBlocked } from '../api/set-blocked';
import { useBlockedUsers, useHiddenListings, useShowListingAgain } from '../api/viewer-choices';

function BlockedUserRow({ user }: { user: BlockedUser }) {
  const setBlocked = useSetBlocked();
  // mutateAsync: the row leaves the list before mutate's own callbacks would run (they never do then).
  async function unblock() {
    try {
      await setBlocked.mutateAsync({ userId: user.id, blocked: false });
    } catch {
      toast.error('Erreur lors du déblocage');
      return;
    }
    toast.success(productMessages.userUnblocked);
  }
  return (
    <li className="flex items-center gap-3 py-3">
      <UserAvatar name={user.displayName} url={user.avatarUrl} />
      <span className="min-w-0 flex-1 font-medium wrap-anywhere">{user.displayName}</span>
      <Button
        variant="outline"
        size="sm"
        onClick={() => void unblock()}
        disabled={setBlocked.isPending}
        aria-label={`Débloquer ${user.displayName}`}
      >
        Débloquer
      </Button>
    </li>
  );
}

function HiddenListingRow({ listing }: { listing: HiddenListing }) {
  const show = useShowListingAgain();
  async function showAgain() {
    try {
      await show.mutateAsync(listing.id);
    } catch {
      toast.error(blockMessages.showFailed);
      return;
    }
    toast.success(blockMessages.listingShown);
  }
  return (
    <li className="flex items-center gap-3 py-3">
      <Link to={`/product/${listing.id}`} className="min-w-0 flex-1 font-medium wrap-anywhere hover:underline">
        {listing.title}
      </Link>
      <Button
        variant="outline"
        size="sm"
        onClick={() => void showAgain()}
        disabled={show.isPending}
        aria-label={`Afficher à nouveau ${listing.title}`}
      >
        Afficher à nouveau
      </Button>
    </li>
  );
}

function Section<T extends { id: string }>({
  title,
  empty,
  query,
  row,
}: {
  title: string;
  empty: string;
  /** The list's infinite query: its pages, and 'Voir plus' for the next one. */
  query: NextPages & { isPending: boolean; data: { pages: { items: T[] }[] } | undefined };
  row: (item: T) => ReactNode;
}) {
  const items = query.data?.pages.flatMap((page) => page.items);
  return (
    <section className="grid gap-1">
      <h3 className="text-sm font-semibold">{title}</h3>
      {query.isPending ? (
        <Skeleton className="h-12 w-full" />
      ) : items && items.length > 0 ? (
        <>
          <ul className="divide-y divide-border">{items.map(row)}</ul>
          <NextPageButton pages={query} />
        </>
      ) : (
        <p className="text-sm text-muted-foreground">{empty}</p>
      )}
    </section>
  );
}

/** Settings: the people this user blocked and the listings they hid, each with the way back. */
export function BlockedAndHiddenCard() {
  const blocked = useBlockedUsers();
  const hidden = useHiddenListings();
  return (
    <Card>
      <CardHeader>
        <CardTitle>Utilisateurs bloqués et annonces masquées</CardTitle>
        <CardDescription>Ce que vous avez retiré de votre boutique, et comment le retrouver.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-5">
        <Section
          title="Utilisateurs bloqués"
          empty="Vous n'avez bloqué personne."
          query={blocked}
          row={(user) => <BlockedUserRow key={user.id} user={user} />}
        />
        <Section
          title="Annonces masquées"
          empty="Vous n'avez masqué aucune annonce."
          query={hidden}
          row={(listing) => <HiddenListingRow key={listing.id} listing={listing} />}
        />
      </CardContent>
    </Card>
  );
}
