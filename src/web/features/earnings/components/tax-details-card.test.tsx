import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { TaxProfile } from '@shared/tax/tax-details.schemas';
import { TaxDetailsCard } from './tax-details-card';

const quarter = { sales: 0, considerationCents: 0, feesCents: 0 };
const base: TaxProfile = {
  year: 2026,
  activity: { sales: 30, considerationCents: 30_000, feesCents: 1500, quarters: [quarter, quarter, quarter, quarter] },
  detailsRequested: true,
  reportable: true,
  payoutsHeld: true,
  isProfessional: false,
  company: null,
  iban: null,
  details: null,
  statementYears: [],
};

const render = (profile: TaxProfile) =>
  renderToStaticMarkup(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter>
        <TaxDetailsCard profile={profile} />
      </MemoryRouter>
    </QueryClientProvider>,
  );

describe("the tax details form asks by the seller's status (decision 063)", () => {
  it('asks a private seller for their names and date of birth', () => {
    const html = render(base);
    expect(html).toContain('Prénom (comme sur vos papiers)');
    expect(html).toContain('Date de naissance');
  });

  it('asks a company for neither, and names it with its SIRET and VAT number', () => {
    const html = render({
      ...base,
      isProfessional: true,
      company: { name: 'Boucles & Co SAS', siret: '73282932000074', vatNumber: 'FR44732829320' },
    });
    expect(html).not.toContain('Prénom');
    expect(html).not.toContain('Date de naissance');
    expect(html).toContain(
      'Déclaré au nom de l’entreprise Boucles &amp; Co SAS, SIRET 73282932000074, TVA FR44732829320',
    );
    expect(html).toContain('Adresse du siège');
  });

  it('sends a professional without legal details to give them first', () => {
    const html = render({ ...base, isProfessional: true });
    expect(html).not.toContain('Date de naissance');
    expect(html).toContain('renseignez d’abord les informations de votre entreprise');
  });
});
