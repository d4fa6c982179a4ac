import sharp from 'sharp';
import type { AppContext } from '@server/context';
import type { Logger } from '@server/platform/logger';
import type { CurrentUser } from '../../modules/auth/current-user';
import { requestReturn } from '../../modules/returns/request-return';
import type { DemoStep } from './demo-orders';

/** The buyer's photo of what arrived: a lock of the colour she complains about. */
const colourPhoto = () =>
  sharp({ create: { width: 480, height: 360, channels: 3, background: '#9c4a2f' } })
    .composite([
      {
        input: Buffer.from(
          '<svg xmlns="http://www.w3.org/2000/svg" width="480" height="360"><text x="24" y="330" font-size="22" font-family="sans-serif" fill="#fff">Couleur reçue, à la lumière du jour</text></svg>',
        ),
      },
    ])
    .jpeg()
    .toBuffer();

/**
 * The buyer asks for a return, through the same service as the form; the demo stops there,
 * waiting for the seller's decision (the steps after it belong to the returns flow).
 */
export async function requestDemoReturn(
  ctx: AppContext,
  log: Logger,
  buyer: CurrentUser,
  orderId: string,
  step: Extract<DemoStep, { do: 'return' }>,
): Promise<void> {
  await requestReturn(ctx, log, buyer, orderId, {
    // Decision 041: the buyer says where the platform refunds them; the demo buyer uses PayPal.
    fields: { reason: step.reason, description: step.description, paymentMethod: 'paypal', paypalEmail: buyer.email },
    photos: [{ filename: 'couleur.jpg', data: await colourPhoto(), truncated: false }],
  });
}
