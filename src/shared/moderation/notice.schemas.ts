import { z } from 'zod';
import { REPORT_REASONS, reportReasonLabels } from '../catalogue/report.schemas';
import { text } from '../text';

export const noticeMessages = {
  sent: 'Signalement envoyé. Vous allez recevoir un accusé de réception par e-mail.',
  failed: 'Erreur lors de l’envoi du signalement',
  categoryRequired: 'Veuillez choisir le type de contenu illicite ou interdit',
  explanationRequired: 'Expliquez pourquoi ce contenu est illicite ou contraire à nos conditions',
  explanationTooShort: 'Votre explication est trop courte (min 20 caractères)',
  explanationTooLong: 'Votre explication est trop longue (max 2000 caractères)',
  urlRequired: 'Indiquez l’adresse exacte du contenu',
  urlInvalid: 'Indiquez une adresse de Boucles, par exemple https://…/product/…',
  nameRequired: 'Indiquez votre nom',
  nameLength: 'Votre nom doit compter de 2 à 100 caractères',
  emailRequired: 'Indiquez votre adresse e-mail',
  emailInvalid: 'Adresse e-mail invalide',
  goodFaithRequired: 'Veuillez confirmer que votre signalement est exact et fait de bonne foi',
  targetNotFound: 'Le contenu signalé est introuvable',
} as const;

/** What a notice may be about (DSA art. 16(1)): a listing, a seller, a message or a review. */
export const NOTICE_TARGETS = ['product', 'user', 'message', 'review'] as const;
export type NoticeTarget = (typeof NOTICE_TARGETS)[number];

export const noticeTargetLabels: Record<NoticeTarget, string> = {
  product: 'une annonce',
  user: 'un vendeur ou un membre',
  message: 'un message',
  review: 'un avis',
};

/** The app's report reasons and three that only notices name. */
export const NOTICE_CATEGORIES = [
  ...REPORT_REASONS.filter((reason) => reason !== 'other'),
  'illegal_product',
  'intellectual_property',
  'child_sexual_abuse',
  'other',
] as const;
export type NoticeCategory = (typeof NOTICE_CATEGORIES)[number];

export const noticeCategoryLabels: Record<NoticeCategory, string> = {
  ...reportReasonLabels,
  illegal_product: 'Produit illégal ou dangereux',
  intellectual_property: 'Atteinte à une marque ou à un droit d’auteur',
  child_sexual_abuse: 'Abus sexuel sur mineur',
};

export const NOTICE_EXPLANATION_MAX = 2000;

/** Art. 16(2)(c): the sender may stay anonymous only for child sexual abuse material. */
export const identityOptional = (category: NoticeCategory | undefined) => category === 'child_sexual_abuse';

/** A text the sender may leave blank: stored as null. */
const optionalText = (max: number, message: string) =>
  text()
    .trim()
    .max(max, message)
    .nullish()
    .transform((value) => (value ? value : null));

const emailSchema = z.email();

/** The notice form, for visitors and members alike (DSA art. 16(2)). */
export const noticeSchema = z
  .object({
    targetType: z.enum(NOTICE_TARGETS, { error: noticeMessages.targetNotFound }),
    targetId: z.uuid({ error: noticeMessages.targetNotFound }),
    category: z.enum(NOTICE_CATEGORIES, { error: noticeMessages.categoryRequired }),
    explanation: text({ error: noticeMessages.explanationRequired })
      .trim()
      .min(1, noticeMessages.explanationRequired)
      .min(20, noticeMessages.explanationTooShort)
      .max(NOTICE_EXPLANATION_MAX, noticeMessages.explanationTooLong),
    url: text({ error: noticeMessages.urlRequired })
      .trim()
      .min(1, noticeMessages.urlRequired)
      .max(2000, noticeMessages.urlInvalid)
      .pipe(z.url({ protocol: /^https?$/, error: noticeMessages.urlInvalid })),
    name: optionalText(100, noticeMessages.nameLength).refine(
      (name) => name === null || name.length >= 2,
      noticeMessages.nameLength,
    ),
    email: optionalText(254, noticeMessages.emailInvalid).refine(
      (email) => email === null || emailSchema.safeParse(email).success,
      noticeMessages.emailInvalid,
    ),
    goodFaith: z.literal(true, { error: noticeMessages.goodFaithRequired }),
  })
  .superRefine((notice, issues) => {
    if (identityOptional(notice.category)) return;
    if (!notice.name) issues.addIssue({ code: 'custom', path: ['name'], message: noticeMessages.nameRequired });
    if (!notice.email) issues.addIssue({ code: 'custom', path: ['email'], message: noticeMessages.emailRequired });
  });
export type NoticeInput = z.input<typeof noticeSchema>;
export type NoticeData = z.output<typeof noticeSchema>;

export const noticeReceiptSchema = z.object({ id: z.uuid() });

const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
const PAGE_TARGETS: [RegExp, NoticeTarget][] = [
  [new RegExp(`^/product/(${UUID})/?$`, 'i'), 'product'],
  [new RegExp(`^/seller/(${UUID})(?:/reviews)?/?$`, 'i'), 'user'],
];

/** What a pasted address of a listing or a seller's page points at; null for any other address. */
export function noticeTargetOfUrl(url: string): { targetType: NoticeTarget; targetId: string } | null {
  let path: string;
  try {
    path = new URL(url).pathname;
  } catch {
    return null;
  }
  for (const [pattern, targetType] of PAGE_TARGETS) {
    const id = pattern.exec(path)?.[1];
    if (id) return { targetType, targetId: id.toLowerCase() };
  }
  return null;
}
