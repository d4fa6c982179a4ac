import type { AppContext } from './context';
import { anonymiseAccountsJob } from './modules/account/anonymise-accounts';
import { purgeSecurityLogsJob } from './modules/account/purge-security-logs';
import { purgeUnclaimedMediaJob } from './modules/catalogue/purge-unclaimed-media';
import { purgePrivateUploadsJob } from './modules/media/purge-private-uploads';
import { purgeDeliveriesJob } from './modules/notifications/purge-deliveries';
import { releaseMaturedEscrowJob } from './modules/orders/release-matured-escrow';
import type { Job } from './platform/jobs';

/** Every background job of the app; main.ts schedules them. */
export function appJobs(ctx: AppContext): Job[] {
  return [
    purgeUnclaimedMediaJob(ctx),
    anonymiseAccountsJob(ctx),
    purgeSecurityLogsJob(ctx),
    releaseMaturedEscrowJob(ctx),
    purgeDeliveriesJob(ctx),
    purgePrivateUploadsJob(ctx),
  ];
}
