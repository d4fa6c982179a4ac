import type { Kysely } from 'kysely';
import { formatEuros } from '@shared/money';
import { ACCEPTED_PRICE_HOURS } from '@shared/offers/offer-rules';
import { offerTexts } from '@shared/offers/offer-texts';
import type { AppContext } from '@server/context';
import type { Database } from '@server/db/schema';
import { AppError, badRequest, conflict, forbidden } from '@server/platform/errors';
import type { CurrentUser } from '../auth/current-user';
import { blockState } from '../moderation/block-state';
import { refuseIfOnHoliday } from '../sellers/holiday';
import { availableSql, type OfferRow, offerNotFound } from './offer-cards';
import { hoursAfter, propose, sayAnswer } from './offer-moves';

export type OfferAnswer = { kind: 'accept' } | { kind: 'refuse' } | { kind: 'counter'; amountCents: number };

type Turn = { offer: OfferRow; role: 'buyer' | 'seller'; otherId: string; now: Date };

/** The offer, locked, if the user is the one whose answer it awaits. */
async function takeTurn(trx: Kysely<Database>, user: CurrentUser, offerId: string, now: Date): Promise<Turn> {
  const offer = await trx.selectFrom('offers').selectAll().where('id', '=', offerId).forUpdate().executeTakeFirst();
  const role = offer?.buyer_id === user.id ? 'buyer' : offer?.seller_id === user.id ? 'seller' : null;
  if (!offer || !role) throw offerNotFound();
  if (offer.status !== 'pending' || offer.expires_at <= now) throw conflict(offerTexts.alreadyAnswered, 'OFFER_CLOSED');
  if (offer.proposed_by === role) throw forbidden(offerTexts.notYourTurn);
  const otherId = role === 'buyer' ? offer.seller_id : offer.buyer_id;
  if ((await blockState(trx, user.id, otherId)).ended) throw new AppError('BLOCKED', offerTexts.blocked, 403);
  return { offer, role, otherId, now };
}

async function requireAvailable(trx: Kysely<Database>, productId: string): Promise<void> {
  const row = await trx
    .selectFrom('products as p')
    .innerJoin('profiles as s', 's.id', 'p.seller_id')
    .select(availableSql.as('available'))
    .where('p.id', '=', productId)
    .executeTakeFirst();
  if (!row?.available) throw conflict(offerTexts.unavailable, 'PRODUCT_UNAVAILABLE');
}

/** Compare-and-set out of 'pending': the lock above makes it certain, the condition keeps it honest. */
async function close(trx: Kysely<Database>, t: Turn, status: 'accepted' | 'refused' | 'countered'): Promise<void> {
  const moved = await trx
    .updateTable('offers')
    .set({
      status,
      answered_at: t.now,
      ...(status === 'accepted' ? { expires_at: hoursAfter(t.now, ACCEPTED_PRICE_HOURS) } : {}),
    })
    .where('id', '=', t.offer.id)
    .where('status', '=', 'pending')
    .returning('id')
    .executeTakeFirst();
  if (!moved) throw conflict(offerTexts.alreadyAnswered, 'OFFER_CLOSED');
}

/** The strict bounds of a counter: the offer's amount and the answerer's own last position. */
async function counterBounds(trx: Kysely<Database>, offer: OfferRow): Promise<[number, number]> {
  let other = offer.list_price_cents;
  if (offer.answers_offer_id) {
    const answered = await trx
      .selectFrom('offers')
      .select('amount_cents')
      .where('id', '=', offer.answers_offer_id)
      .executeTakeFirstOrThrow();
    other = answered.amount_cents;
  }
  return [Math.min(offer.amount_cents, other), Math.max(offer.amount_cents, other)];
}

/**
 * 'Accepter', 'Refuser' or 'Contre-offre' by the person the offer waits for: the seller for a
 * buyer's offer, the buyer for a counter-offer (decision 058). Accepting gives the buyer the
 * amount as a personal price for 24 h; a counter closes this offer and opens one the other
 * way, between the two last positions. Answers the id of the offer that now stands.
 */
export async function answerOffer(
  ctx: AppContext,
  user: CurrentUser,
  offerId: string,
  answer: OfferAnswer,
): Promise<string> {
  const now = ctx.clock.now();
  return ctx.db.transaction().execute(async (trx) => {
    const turn = await takeTurn(trx, user, offerId, now);
    const { offer } = turn;
    if (answer.kind !== 'refuse') {
      await requireAvailable(trx, offer.product_id);
      // A seller on holiday is committed to no sale: accepting or countering waits for the return.
      await refuseIfOnHoliday(trx, offer.seller_id);
    }
    if (answer.kind === 'counter') {
      const [low, high] = await counterBounds(trx, offer);
      if (answer.amountCents <= low || answer.amountCents >= high) {
        throw badRequest(offerTexts.counterOutOfRange(formatEuros(low), formatEuros(high)), 'COUNTER_OUT_OF_RANGE');
      }
      await close(trx, turn, 'countered');
      return propose(trx, {
        productId: offer.product_id,
        conversationId: offer.conversation_id,
        buyerId: offer.buyer_id,
        sellerId: offer.seller_id,
        proposedBy: turn.role,
        amountCents: answer.amountCents,
        listPriceCents: offer.list_price_cents,
        answersOfferId: offer.id,
        now,
      });
    }
    await close(trx, turn, answer.kind === 'accept' ? 'accepted' : 'refused');
    await sayAnswer(trx, {
      conversationId: offer.conversation_id,
      sellerId: offer.seller_id,
      senderId: user.id,
      recipientId: turn.otherId,
      amountCents: offer.amount_cents,
      accepted: answer.kind === 'accept',
      now,
    });
    return offer.id;
  });
}
