import { useRef } from 'react';
import { useSearchParams } from 'react-router';
import { BellRing, Heart } from 'lucide-react';
import { favouriteTexts } from '@shared/favourites/favourite-texts';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@web/components/ui/tabs';
import { FavouriteList } from '@web/features/favourites/components/favourite-list';
import { SavedSearchList } from '@web/features/favourites/components/saved-search-list';
import { PageTitle } from '@web/components/page-title';

const TABS = { listings: 'annonces', searches: 'recherches' } as const;

/** 'Mes favoris': saved listings, and saved searches with their alerts; the tab lives in the URL. */
export function FavoritesPage() {
  const [params, setParams] = useSearchParams();
  const tab = params.get('onglet') === TABS.searches ? TABS.searches : TABS.listings;
  const headingRef = useRef<HTMLHeadingElement>(null);

  return (
    <div className="mx-auto flex w-full max-w-4xl flex-col gap-5 px-4 py-6 sm:py-8">
      <PageTitle>Mes favoris — Boucles</PageTitle>
      <header className="flex flex-col gap-1">
        {/* Focus lands here after a removal, when the item that held it is gone. */}
        <h1 ref={headingRef} tabIndex={-1} className="font-display text-3xl font-semibold outline-none">
          {favouriteTexts.title}
        </h1>
        <p className="text-muted-foreground">
          Vos annonces préférées et vos recherches : nous vous prévenons des baisses de prix et des nouveautés.
        </p>
      </header>
      <Tabs
        value={tab}
        onValueChange={(value) => setParams(value === TABS.searches ? { onglet: value } : {}, { replace: true })}
      >
        <TabsList aria-label="Favoris">
          <TabsTrigger value={TABS.listings}>
            <Heart aria-hidden="true" className="size-4" />
            Annonces
          </TabsTrigger>
          <TabsTrigger value={TABS.searches}>
            <BellRing aria-hidden="true" className="size-4" />
            Recherches
          </TabsTrigger>
        </TabsList>
        <TabsContent value={TABS.listings}>
          <FavouriteList onRemoved={() => headingRef.current?.focus()} />
        </TabsContent>
        <TabsContent value={TABS.searches}>
          <SavedSearchList onDeleted={() => headingRef.current?.focus()} />
        </TabsContent>
      </Tabs>
    </div>
  );
}
