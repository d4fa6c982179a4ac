import { paymentProofRules } from '@shared/orders/checkout.schemas';
import type { AppContext } from '@server/context';
import type { Upload } from '@server/platform/read-upload';
import { preparePrivateFile, storePrivateFile } from '../media/private-file';

/** A payment or payout proof (JPG, PNG or PDF, 5 MB), cleaned and stored in `private/<folder>/`; returns its key. */
export async function storePrivateProof(
  ctx: Pick<AppContext, 'storage' | 'db'>,
  folder: string,
  ownerId: string,
  file: Upload,
): Promise<string> {
  return storePrivateFile(ctx, folder, ownerId, await preparePrivateFile(file, paymentProofRules));
}
