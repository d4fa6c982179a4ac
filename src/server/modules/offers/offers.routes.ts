import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '@shared/errors/api-error';
import { madeOfferSchema, myOfferSchema, offerAmountSchema } from '@shared/offers/offer.schemas';
import { offerTexts } from '@shared/offers/offer-texts';
import type { AppContext } from '@server/context';
import { idParams } from '@server/platform/route-params';
import { requireUser } from '../auth/current-user';
import { answerOffer, type OfferAnswer } from './answer-offer';
import { makeOffer } from './make-offer';
import { latestOfferCard, offerCardFor } from './offer-cards';

const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
  409: apiErrorSchema,
};
const productParams = idParams(offerTexts.unavailable);
const offerParams = idParams(offerTexts.notFound);

export async function offersRoutes(app: FastifyInstance, ctx: AppContext) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['offers'];

  const cardFor = (userId: string, offerId: string) => offerCardFor(ctx.db, userId, offerId, ctx.clock.now());

  api.post(
    '/api/products/:id/offers',
    {
      schema: {
        tags,
        summary: "Make an offer on someone else's available listing (at least 50 % of its price, below it)",
        params: productParams,
        body: offerAmountSchema,
        response: { 201: madeOfferSchema, 429: apiErrorSchema, ...errors },
      },
    },
    async (request, reply) => {
      const user = await requireUser(request, ctx);
      const id = await makeOffer(ctx, user, request.params.id, request.body.amountCents);
      return reply.status(201).send({ offer: await cardFor(user.id, id) });
    },
  );

  api.get(
    '/api/products/:id/my-offer',
    {
      schema: {
        tags,
        summary: 'My latest offer on this listing, if any: the product page shows it or my personal price',
        params: productParams,
        response: { 200: myOfferSchema, ...errors },
      },
    },
    async (request) => {
      const user = await requireUser(request, ctx);
      return { offer: await latestOfferCard(ctx.db, user.id, request.params.id, ctx.clock.now()) };
    },
  );

  const answers: Record<'accept' | 'refuse', OfferAnswer> = { accept: { kind: 'accept' }, refuse: { kind: 'refuse' } };
  for (const [path, answer] of Object.entries(answers)) {
    api.post(
      `/api/offers/:id/${path}`,
      {
        schema: {
          tags,
          summary: `${path === 'accept' ? 'Accept' : 'Refuse'} an offer that awaits my answer`,
          params: offerParams,
          response: { 200: madeOfferSchema, ...errors },
        },
      },
      async (request) => {
        const user = await requireUser(request, ctx);
        return { offer: await cardFor(user.id, await answerOffer(ctx, user, request.params.id, answer)) };
      },
    );
  }

  api.post(
    '/api/offers/:id/counter',
    {
      schema: {
        tags,
        summary: 'Answer an offer with a counter-offer, strictly between its amount and my last position',
        params: offerParams,
        body: offerAmountSchema,
        response: { 201: madeOfferSchema, 429: apiErrorSchema, ...errors },
      },
    },
    async (request, reply) => {
      const user = await requireUser(request, ctx);
      const id = await answerOffer(ctx, user, request.params.id, { kind: 'counter', ...request.body });
      return reply.status(201).send({ offer: await cardFor(user.id, id) });
    },
  );
}
