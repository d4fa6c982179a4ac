import type { PayoutMethod } from '@shared/orders/payout.schemas';
import type { ReturnReason } from '@shared/returns/return-status';

/** What happens to a demo order after checkout, each step by the party the app expects. */
export type DemoStep =
  | { do: 'proof' }
  | { do: 'reject'; note: string }
  | { do: 'approve' }
  | { do: 'ship'; tracking: string }
  | { do: 'receive' }
  | { do: 'review'; rating: 1 | 2 | 3 | 4 | 5; comment: string }
  | { do: 'cancel' }
  | { do: 'return'; reason: ReturnReason; description: string };

/** A demo order: who buys which listing (its seller follows), where to, and its story in hours before now. */
export type DemoOrder = {
  buyer: string;
  product: string;
  address: string;
  country: string;
  placedHoursAgo: number;
  steps: [hoursAgo: number, step: DemoStep][];
};

const days = (n: number) => n * 24;

const FATOU = {
  buyer: 'fatou@boucles.demo',
  address: '14 rue de l’Abbé Rozier, 69001 Lyon',
  country: 'France',
};
const NADIA = {
  buyer: 'nadia@boucles.demo',
  address: 'Rue des Jardins, villa 12, Cocody Deux-Plateaux, Abidjan',
  country: "Côte d'Ivoire",
};
const GRACE = { buyer: 'grace@boucles.demo', address: 'Rue Joss, immeuble Le Bonanjo, Douala', country: 'Cameroun' };

const paidAndShipped = (placed: number, tracking: string): DemoOrder['steps'] => [
  [placed - 2, { do: 'proof' }],
  [placed - days(1), { do: 'approve' }],
  [placed - days(2), { do: 'ship', tracking }],
];

/**
 * The demo's past, one order in each status (decisions/030): sales for each seller, purchases
 * for both buyers and for Grace, four reviews, a payout, a return waiting for its seller.
 * Nadia's first order (the one her referral bonus waits on) is her oldest, so it stays hers.
 */
export const DEMO_ORDERS: DemoOrder[] = [
  {
    ...FATOU,
    product: 'Perruque bob lisse closure 4x4 30 cm',
    placedHoursAgo: days(40),
    steps: [
      ...paidAndShipped(days(40), '6A12345678901'),
      [days(35), { do: 'receive' }],
      [
        days(34),
        {
          do: 'review',
          rating: 5,
          comment: 'Magnifique, la closure est très naturelle et Aminata m’a conseillée sur la coupe. Je recommande !',
        },
      ],
    ],
  },
  {
    ...FATOU,
    product: 'Tissage brésilien deep wave 3 paquets',
    placedHoursAgo: days(30),
    steps: [
      ...paidAndShipped(days(30), 'CB123456789BE'),
      [days(25), { do: 'receive' }],
      [
        days(24),
        { do: 'review', rating: 4, comment: 'Belles boucles qui tiennent au lavage. Un paquet un peu plus court.' },
      ],
    ],
  },
  {
    ...GRACE,
    product: 'Tête de mannequin en liège avec support',
    placedHoursAgo: days(26),
    // Delivered and never reviewed: 14 days on, the escrow job makes Koffi's share payable.
    steps: [...paidAndShipped(days(26), 'CB987654321BE'), [days(21), { do: 'receive' }]],
  },
  {
    ...GRACE,
    product: 'Colle pour lace imperméable 38 ml',
    placedHoursAgo: days(22),
    steps: [
      ...paidAndShipped(days(22), '6A98765432109'),
      [days(17), { do: 'receive' }],
      [days(16), { do: 'review', rating: 5, comment: 'Tient toute la semaine, même sous la chaleur de Douala.' }],
    ],
  },
  {
    ...FATOU,
    product: 'Brosse démêlante pour cheveux crépus',
    placedHoursAgo: days(18),
    steps: [
      ...paidAndShipped(days(18), 'RR123456785CM'),
      [days(13), { do: 'receive' }],
      [days(12), { do: 'review', rating: 4, comment: 'Démêle sans casser, parfait pour mes 4C. Livraison longue.' }],
    ],
  },
  {
    ...FATOU,
    product: 'Perruque synthétique lisse auburn 350 avec frange',
    placedHoursAgo: days(9),
    steps: [[days(8), { do: 'cancel' }]],
  },
  {
    ...FATOU,
    product: 'Perruque synthétique body wave T1B/30 frontale 65 cm',
    placedHoursAgo: days(8),
    steps: [
      ...paidAndShipped(days(8), 'RR987654325CM'),
      [days(4), { do: 'receive' }],
      [
        18,
        {
          do: 'return',
          reason: 'not_as_described',
          description: 'La couleur tire nettement sur le roux, pas le blond cuivré des photos.',
        },
      ],
    ],
  },
  {
    ...FATOU,
    product: 'Extensions clip-in kinky curly 120 g',
    placedHoursAgo: days(5),
    steps: [
      [days(5) - 1, { do: 'proof' }],
      [days(4), { do: 'approve' }],
      [days(2), { do: 'ship', tracking: '6A24681357902' }],
    ],
  },
  {
    ...NADIA,
    product: 'Perruque glueless deep wave closure 5x5 HD 55 cm',
    placedHoursAgo: 23,
    steps: [[3, { do: 'proof' }]],
  },
  {
    ...NADIA,
    product: 'Crochet braids water wave 8 paquets',
    placedHoursAgo: 22,
    steps: [
      [21, { do: 'proof' }],
      [7, { do: 'reject', note: 'Le virement reçu est de 20,00 € au lieu de 36,99 €' }],
    ],
  },
  {
    ...NADIA,
    product: 'Spray fixant pour lace frontale 100 ml',
    placedHoursAgo: 20,
    steps: [
      [19, { do: 'proof' }],
      [5, { do: 'approve' }],
    ],
  },
  { ...FATOU, product: 'Perruque kinky curly closure 4x4 40 cm', placedHoursAgo: 6, steps: [] },
];

/** The escrow job's pass that finds Grace's mannequin head past its return window. */
export const ESCROW_JOB_HOURS_AGO = days(6);

/** Aminata was paid what her first sale earned; her later sale is still owed. */
export const DEMO_PAYOUT: { seller: string; hoursAgo: number; method: PayoutMethod; reference: string } = {
  seller: 'aminata@boucles.demo',
  hoursAgo: days(30),
  method: 'iban',
  reference: 'VIR SEPA BCL-2026-0184',
};
