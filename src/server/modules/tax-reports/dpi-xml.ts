import type { YearActivity } from '@shared/tax/tax-details.schemas';
import type { Config } from '@server/config';
import type { Dac7Seller } from './dac7-sellers';

type Operator = NonNullable<Config['dac7Operator']>;
type Node = string;

const escapeXml = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

function openTag(name: string, attributes: Record<string, string>): string {
  const attrs = Object.entries(attributes)
    .map(([key, value]) => ` ${key}="${escapeXml(value)}"`)
    .join('');
  return `<${name}${attrs}>`;
}

/** One element; children are already-built elements, a string child is text. */
function el(name: string, attributes: Record<string, string>, ...children: (Node | Node[])[]): Node {
  return `${openTag(name, attributes)}${children.flat().join('')}</${name}>`;
}
const dpi = (name: string, ...children: (Node | Node[])[]) => el(`dpi:${name}`, {}, ...children);
const leaf = (name: string, value: string, attributes: Record<string, string> = {}) =>
  el(`dpi:${name}`, attributes, escapeXml(value));

/** MonAmnt_Type is an integer of whole units: cents rounded half up to euros. */
const euros = (cents: number) => String(Math.round(cents / 100));
const amount = (name: string, cents: number) => leaf(name, euros(cents), { currCode: 'EUR' });

function docSpec(docRefId: string): Node {
  return el('dpi:DocSpec', {}, el('stf:DocTypeIndic', {}, 'OECD1'), el('stf:DocRefId', {}, escapeXml(docRefId)));
}

function activities(activity: YearActivity): Node {
  const q = activity.quarters;
  return dpi(
    'RelevantActivities',
    dpi(
      'SaleOfGoods',
      dpi(
        'Consideration',
        q.map((quarter, i) => amount(`ConsQ${i + 1}`, quarter.considerationCents)),
      ),
      dpi(
        'NumberOfActivities',
        q.map((quarter, i) => leaf(`NumbQ${i + 1}`, String(quarter.sales))),
      ),
      dpi(
        'Fees',
        q.map((quarter, i) => amount(`FeesQ${i + 1}`, quarter.feesCents)),
      ),
      // Boucles withholds no tax on a sale.
      dpi(
        'Taxes',
        q.map((_, i) => amount(`TaxQ${i + 1}`, 0)),
      ),
    ),
  );
}

function financialIdentifier(seller: Dac7Seller): Node[] {
  if (!seller.iban) return [];
  const holder = seller.iban.holder ? [leaf('AccountHolderName', seller.iban.holder)] : [];
  return [dpi('FinancialIdentifier', leaf('Identifier', seller.iban.iban, { AccountNumberType: 'IBAN' }), holder)];
}

/**
 * A professional: the entity of Annex V Section III B 3, under its legal details (company name,
 * SIRET as business registration number, VAT number); a private seller: the individual of B 2.
 */
function identity(seller: Dac7Seller): Node {
  const details = seller.details;
  if (!details) throw new Error(`seller ${seller.sellerId} has no tax details to report`);
  const tin = leaf('TIN', details.tin, { issuedBy: details.tinCountry });
  const address = dpi(
    'Address',
    leaf('CountryCode', details.countryCode),
    dpi('AddressFix', leaf('Street', details.street), leaf('PostCode', details.postalCode), leaf('City', details.city)),
  );
  if (seller.isProfessional) {
    const company = seller.company;
    if (!company) throw new Error(`professional seller ${seller.sellerId} has no legal details to report`);
    const id = dpi(
      'EntSellerID',
      leaf('ResCountryCode', details.countryCode),
      tin,
      leaf('IN', company.siret, { issuedBy: 'FR', INType: 'BRN' }),
      company.vatNumber ? [leaf('VAT', company.vatNumber)] : [],
      leaf('Name', company.name),
      address,
    );
    return dpi('Identity', dpi('EntitySeller', dpi('Standard', id, financialIdentifier(seller))));
  }
  const { firstName, lastName, birthDate } = details;
  if (!firstName || !lastName || !birthDate) throw new Error(`seller ${seller.sellerId} has no name to report`);
  const person = dpi(
    'IndSellerID',
    leaf('ResCountryCode', details.countryCode),
    tin,
    dpi('Name', leaf('FirstName', firstName), leaf('LastName', lastName)),
    address,
    dpi('BirthInfo', leaf('BirthDate', birthDate)),
  );
  return dpi('Identity', dpi('IndividualSeller', dpi('Standard', person, financialIdentifier(seller))));
}

/**
 * The platform's DAC7 report for a year in the OECD/EU DPI XML schema v1.0 (root DPI_OECD, namespace
 * urn:oecd:ties:dpi:v1): sent to, and by, the operator's own country's administration (decision 063).
 * Only the sellers 'à déclarer': the others lack the details the schema requires.
 * Written as it is produced (decision 078): the head (message and operator), then each
 * ReportableSeller as its own piece, then the closing tags; never the whole document at once.
 */
export function* dpiXmlChunks(operator: Operator, year: number, sellers: Dac7Seller[], at: Date): Generator<string> {
  const prefix = `${operator.country}${year}-${operator.tin}`;
  const stamp = at.toISOString().replace(/\D/g, '').slice(0, 14);
  const messageSpec = dpi(
    'MessageSpec',
    leaf('SendingEntityIN', operator.tin),
    leaf('TransmittingCountry', operator.country),
    leaf('ReceivingCountry', operator.country),
    leaf('MessageType', 'DPI'),
    leaf('MessageRefId', `${prefix}-${stamp}`),
    leaf('MessageTypeIndic', 'DPI401'),
    leaf('ReportingPeriod', `${year}-12-31`),
    leaf('Timestamp', at.toISOString()),
  );
  const platformOperator = dpi(
    'PlatformOperator',
    leaf('ResCountryCode', operator.country),
    leaf('TIN', operator.tin, { issuedBy: operator.country }),
    leaf('Name', operator.name),
    dpi('Address', leaf('CountryCode', operator.country), leaf('AddressFree', operator.address)),
    docSpec(`${prefix}-${stamp}-operator`),
  );
  const root = openTag('dpi:DPI_OECD', {
    'xmlns:dpi': 'urn:oecd:ties:dpi:v1',
    'xmlns:stf': 'urn:oecd:ties:dpistf:v1',
    version: '1.0',
  });
  yield `<?xml version="1.0" encoding="UTF-8"?>\n${root}${messageSpec}<dpi:DPIBody>${platformOperator}`;
  for (const seller of sellers) {
    if (seller.status !== 'to_report') continue;
    yield dpi(
      'ReportableSeller',
      identity(seller),
      activities(seller.activity),
      docSpec(`${prefix}-${stamp}-${seller.sellerId}`),
    );
  }
  yield '</dpi:DPIBody></dpi:DPI_OECD>\n';
}
