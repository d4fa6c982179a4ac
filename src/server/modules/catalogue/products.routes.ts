import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MAX_PAGE_SIZE, pageQuerySchema } from '@shared/paging';
import {
  PRODUCT_IMAGE_MAX_BYTES,
  PRODUCT_IMAGE_TYPES,
  PRODUCT_VIDEO_MAX_BYTES,
  PRODUCT_VIDEO_TYPES,
} from '@shared/catalogue/media-rules';
import {
  createProductSchema,
  mediaSchema,
  ownProductListSchema,
  productDetailSchema,
  productListSchema,
  updateProductSchema,
} from '@shared/catalogue/product.schemas';
import { shopQuerySchema } from '@shared/catalogue/shop-query.schemas';
import { apiErrorSchema } from '@shared/errors/api-error';
import { takedownSchema } from '@shared/trust/report-queue.schemas';
import type { AppContext } from '@server/context';
import { fileField } from '@server/platform/openapi/upload-body';
import { readSingleUpload } from '@server/platform/read-upload';
import { getCurrentUser, requireAdmin, requireUser } from '../auth/current-user';
import { deleteProduct, moderateProduct, setAvailability } from './manage-product';
import { requireSellerRole } from './product-access';
import { getProductDetail, listOwnProducts } from './read-product';
import { listProducts } from './list-products';
import { uploadProductMedia } from './upload-media';
import { createProduct, updateProduct } from './write-product';

const idParams = z.object({ id: z.uuid({ error: 'Produit non trouvé' }) });
const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
  409: apiErrorSchema,
};

export async function productRoutes(app: FastifyInstance, ctx: AppContext) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['catalogue'];

  api.get(
    '/api/products',
    {
      schema: {
        tags,
        summary: 'The shop: listed products, filtered, sorted, paged',
        querystring: shopQuerySchema,
        response: { 200: productListSchema, 400: apiErrorSchema },
      },
      // A signed-in viewer also sees which listings are theirs.
      config: { access: 'optional' },
      // The busiest route: toShopCard builds each card field by field, typed against
      // productListSchema, so re-checking every response with zod (an eighth of the request's
      // CPU on 100 000 products) buys nothing here.
      serializerCompiler: () => (data) => JSON.stringify(data),
    },
    async (request) => {
      const viewer = await getCurrentUser(request, ctx);
      return listProducts(ctx.db, request.query, viewer?.id ?? null);
    },
  );

  api.get(
    '/api/products/:id',
    {
      schema: {
        tags,
        summary: 'One product with its media and the viewer’s options',
        params: idParams,
        response: { 200: productDetailSchema, ...errors },
      },
      // Its seller and the admin also see a hidden listing.
      config: { access: 'optional' },
    },
    async (request) => getProductDetail(ctx.db, request.params.id, await getCurrentUser(request, ctx)),
  );

  api.post(
    '/api/product-media',
    {
      schema: {
        tags,
        summary: 'Upload one product image or video (multipart field "file")',
        querystring: z.object({ kind: z.enum(['image', 'video']) }),
        response: { 201: mediaSchema, ...errors },
      },
      config: {
        upload: {
          files: [
            fileField(
              'file',
              { types: [...PRODUCT_IMAGE_TYPES, ...PRODUCT_VIDEO_TYPES], maxBytes: PRODUCT_VIDEO_MAX_BYTES },
              { note: `images ${PRODUCT_IMAGE_MAX_BYTES / (1024 * 1024)} MB at most; \`kind\` says which it is` },
            ),
          ],
        },
      },
    },
    async (request, reply) => {
      const user = await requireUser(request, ctx);
      requireSellerRole(user);
      // Read up to the video limit; the service applies the limit of the kind.
      const upload = await readSingleUpload(request, PRODUCT_VIDEO_MAX_BYTES, 'Veuillez sélectionner un fichier');
      return reply.status(201).send(await uploadProductMedia(ctx, user.id, request.query.kind, upload));
    },
  );

  api.post(
    '/api/products',
    {
      schema: {
        tags,
        summary: 'Create a listing from uploaded media',
        body: createProductSchema,
        response: { 201: productDetailSchema, ...errors },
      },
    },
    async (request, reply) => {
      const user = await requireUser(request, ctx);
      const id = await createProduct(ctx, user, request.body);
      return reply.status(201).send(await getProductDetail(ctx.db, id, user));
    },
  );

  api.put(
    '/api/products/:id',
    {
      schema: {
        tags,
        summary: 'Edit one’s own listing',
        params: idParams,
        body: updateProductSchema,
        response: { 200: productDetailSchema, ...errors },
      },
    },
    async (request) => {
      const user = await requireUser(request, ctx);
      await updateProduct(ctx, user, request.params.id, request.body);
      return getProductDetail(ctx.db, request.params.id, user);
    },
  );

  api.delete(
    '/api/products/:id',
    {
      schema: {
        tags,
        summary: 'Delete one’s own listing and its files',
        params: idParams,
        response: { 204: z.undefined(), ...errors },
      },
    },
    async (request, reply) => {
      await deleteProduct(ctx, await requireUser(request, ctx), request.params.id);
      return reply.status(204).send();
    },
  );

  api.patch(
    '/api/products/:id/availability',
    {
      schema: {
        tags,
        summary: 'Hide or show one’s own listing',
        params: idParams,
        body: z.object({ isAvailable: z.boolean() }),
        response: { 200: z.object({ isAvailable: z.boolean() }), ...errors },
      },
    },
    async (request) =>
      setAvailability(ctx, await requireUser(request, ctx), request.params.id, request.body.isAvailable),
  );

  api.patch(
    '/api/admin/products/:id/moderation',
    {
      schema: {
        tags: ['admin'],
        summary: 'Admin: take down (with the reason the seller reads) or restore any listing',
        params: idParams,
        body: z.discriminatedUnion('hidden', [
          z.object({
            hidden: z.literal(true),
            reason: takedownSchema.shape.reason,
            ground: takedownSchema.shape.ground,
          }),
          z.object({ hidden: z.literal(false) }),
        ]),
        response: { 200: z.object({ hiddenByAdmin: z.boolean() }), ...errors },
      },
    },
    async (request) => moderateProduct(ctx, await requireAdmin(request, ctx), request.params.id, request.body),
  );

  api.get(
    '/api/me/products',
    {
      schema: {
        tags,
        summary: `A page of the signed-in seller’s listings, hidden ones included, newest first (at most ${MAX_PAGE_SIZE})`,
        querystring: pageQuerySchema,
        response: { 200: ownProductListSchema, 400: apiErrorSchema, 401: apiErrorSchema },
      },
    },
    async (request) => listOwnProducts(ctx.db, await requireUser(request, ctx), request.query),
  );
}
