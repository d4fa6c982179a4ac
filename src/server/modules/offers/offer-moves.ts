import type { Kysely } from 'kysely';
import { OFFER_LIFETIME_HOURS } from '@shared/offers/offer-rules';
import { offerTexts } from '@shared/offers/offer-texts';
import { formatEuros } from '@shared/money';
import type { Database } from '@server/db/schema';
import { writeMessage } from '../messaging/send-message';

const HOUR_MS = 3600 * 1000;
export const hoursAfter = (at: Date, hours: number) => new Date(at.getTime() + hours * HOUR_MS);

type Proposal = {
  productId: string;
  conversationId: string;
  buyerId: string;
  sellerId: string;
  proposedBy: 'buyer' | 'seller';
  amountCents: number;
  listPriceCents: number;
  answersOfferId: string | null;
  now: Date;
};

/** A new offer or counter-offer: its row, and the message that carries its card to the other person. */
export async function propose(trx: Kysely<Database>, p: Proposal): Promise<string> {
  const offer = await trx
    .insertInto('offers')
    .values({
      product_id: p.productId,
      conversation_id: p.conversationId,
      buyer_id: p.buyerId,
      seller_id: p.sellerId,
      proposed_by: p.proposedBy,
      amount_cents: p.amountCents,
      list_price_cents: p.listPriceCents,
      answers_offer_id: p.answersOfferId,
      expires_at: hoursAfter(p.now, OFFER_LIFETIME_HOURS),
      created_at: p.now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const amount = formatEuros(p.amountCents);
  const fromBuyer = p.proposedBy === 'buyer';
  await writeMessage(trx, {
    conversation: { id: p.conversationId, seller_id: p.sellerId },
    senderId: fromBuyer ? p.buyerId : p.sellerId,
    recipientId: fromBuyer ? p.sellerId : p.buyerId,
    body: p.answersOfferId ? offerTexts.counterMessage(amount) : offerTexts.offerMessage(amount),
    keys: [],
    now: p.now,
    offerId: offer.id,
    title: p.answersOfferId ? offerTexts.counterTitleFrom : offerTexts.newOfferTitle,
  });
  return offer.id;
}

/** An answer (accepted, refused) said in the conversation, so the other person hears of it. */
export async function sayAnswer(
  trx: Kysely<Database>,
  a: {
    conversationId: string;
    sellerId: string;
    senderId: string;
    recipientId: string;
    amountCents: number;
    accepted: boolean;
    now: Date;
  },
): Promise<void> {
  const amount = formatEuros(a.amountCents);
  await writeMessage(trx, {
    conversation: { id: a.conversationId, seller_id: a.sellerId },
    senderId: a.senderId,
    recipientId: a.recipientId,
    body: a.accepted ? offerTexts.acceptedMessage(amount) : offerTexts.refusedMessage(amount),
    keys: [],
    now: a.now,
    title: a.accepted ? offerTexts.acceptedTitle : offerTexts.refusedTitle,
  });
}
