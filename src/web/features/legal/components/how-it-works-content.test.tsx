import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { expect, it } from 'vitest';
import { HowItWorksContent } from './how-it-works-content';

/** The words as a reader sees them: tags dropped, entities and spaces made plain. */
function pageText(): string {
  const html = renderToStaticMarkup(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter>
        <HowItWorksContent />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return html
    .replace(/<[^>]+>/g, '')
    .replace(/&#x27;/g, "'")
    .replace(/&nbsp;|\u00a0/g, ' ')
    .replace(/\s+/g, ' ');
}

it("names 'Particulier' and 'Professionnel', the professional's withdrawal and its hygiene exception, and when a professional is paid", () => {
  const text = pageText();
  expect(text).toContain('Particulier : une personne qui vend ses propres affaires.');
  expect(text).toContain("Entre particuliers, le droit de rétractation du consommateur ne s'applique pas.");
  expect(text).toContain('Professionnel : une entreprise.');
  expect(text).toContain('Vous avez les droits du consommateur, dont la rétractation de 14 jours.');
  expect(text).toContain('(article L111-7 du Code de la consommation)');
  expect(text).toContain(
    'Vous pouvez vous rétracter dans les 14 jours après la livraison, sans donner de raison (article L221-18 du Code de la consommation).',
  );
  expect(text).toContain('Choisissez le motif « Rétractation (14 jours) ».');
  expect(text).toContain(
    "Exception d'hygiène : un produit vendu « Neuf, scellé » dont vous avez ouvert le scellé après la livraison ne peut pas être rendu par rétractation (article L221-28 5° du Code de la consommation).",
  );
  expect(text).toContain(
    "Vendeur professionnel : l'argent reste en séquestre pendant le délai de rétractation de l'acheteur, même si celui-ci a laissé son avis.",
  );
  expect(text).toContain(
    "Il est libéré 14 jours après la livraison, ou 14 jours après l'avis s'il a été laissé pendant ce délai.",
  );
});
