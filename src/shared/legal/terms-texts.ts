// The terms' words, apart from their schemas: the acceptance prompt shows them without zod in
// the page (decision 077).

export const TERMS_NOTICE_DAYS = 15;

export const termsMessages = {
  tooSoon: (earliest: string) =>
    `La nouvelle version doit entrer en vigueur au moins ${TERMS_NOTICE_DAYS} jours après sa publication : le ${earliest} au plus tôt.`,
  notAfterLast: (last: string) => `Une version entre déjà en vigueur le ${last} : choisissez une date postérieure.`,
  notCurrent: "Cette version n'est pas celle en vigueur : rechargez la page.",
  published: 'Nouvelle version publiée. Les vendeurs sont prévenus.',
  accepted: 'Merci, vos conditions sont à jour.',
  sellerNoticeTitle: "Nouvelles conditions d'utilisation",
  sellerNotice: (version: number, effective: string, summary: string) =>
    `La version ${version} de nos conditions d'utilisation entre en vigueur le ${effective}. Ce qui change : ${summary} Si vous ne les acceptez pas, vous pouvez fermer votre compte avant cette date.`,
} as const;
