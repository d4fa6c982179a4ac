import sharp from 'sharp';
import { checkoutSchema } from '@shared/orders/checkout.schemas';
import type { AppContext } from '@server/context';
import type { Logger } from '@server/platform/logger';
import { createOrder } from '../../modules/orders/create-order';
import { submitPaymentProof } from '../../modules/orders/submit-payment-proof';

export type Party = { id: string; email: string };

/** A transfer receipt as a buyer would photograph it: enough for the admin's proof viewer. */
const receipt = () =>
  sharp({ create: { width: 480, height: 320, channels: 3, background: '#f4efe6' } })
    .composite([
      {
        input: Buffer.from(
          '<svg xmlns="http://www.w3.org/2000/svg" width="480" height="320"><text x="32" y="80" font-size="28" font-family="sans-serif">Virement SEPA effectué</text><text x="32" y="140" font-size="22" font-family="sans-serif">Bénéficiaire : Boucles</text></svg>',
        ),
      },
    ])
    .png()
    .toBuffer();

/**
 * A little life in the demo, through the real services so that every screen agrees: two
 * orders (one with its payment proof awaiting the admin) whose notifications light the
 * sellers' and the admin's bells, and a read welcome notification for everyone.
 */
export async function seedDemoActivity(
  ctx: AppContext,
  log: Logger,
  accounts: { everyone: Party[]; buyers: [Party, Party]; sellerProducts: [string, string] },
): Promise<void> {
  await ctx.db
    .insertInto('notifications')
    .values(
      accounts.everyone.map((account) => ({
        user_id: account.id,
        type: 'verification' as const,
        title: 'Bienvenue sur Boucles',
        message: 'Votre adresse e-mail est confirmée. Complétez votre profil pour acheter et vendre en confiance.',
        link: '/profile',
        is_read: true,
      })),
    )
    .execute();
  const [fatou, nadia] = accounts.buyers;
  const order = (buyer: Party, productId: string) =>
    createOrder(
      ctx,
      { ...buyer, emailVerified: true, roles: [] },
      checkoutSchema.parse({
        productId,
        deliveryType: 'home',
        address: '18 rue des Martyrs, 75009 Paris',
        country: 'France',
        paymentMethod: 'bank_transfer',
      }),
    );
  const paid = await order(nadia, accounts.sellerProducts[0]);
  await submitPaymentProof(ctx, log, { ...nadia, emailVerified: true, roles: [] }, paid, {
    filename: 'virement.png',
    data: await receipt(),
    truncated: false,
  });
  await order(fatou, accounts.sellerProducts[1]);
}
