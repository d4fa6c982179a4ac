import type { AppContext } from './context';
import { purgeAdminLogsJob } from './modules/admin-log/purge-admin-logs';
import { anonymiseAccountsJob } from './modules/account/anonymise-accounts';
import { purgeSecurityLogsJob } from './modules/account/purge-security-logs';
import { purgeForgottenThrottles } from './modules/auth/sign-in-throttle';
import { purgeUnclaimedMediaJob } from './modules/catalogue/purge-unclaimed-media';
import { purgePrivateUploadsJob } from './modules/media/purge-private-uploads';
import { purgeDeliveriesJob } from './modules/notifications/purge-deliveries';
import { expireOffersJob } from './modules/offers/expire-offers';
import { paymentClockJob } from './modules/orders/payment-clock-job';
import { matchStatementLinesJob } from './modules/reconciliation/match-statement-lines';
import { releaseMaturedEscrowJob } from './modules/orders/release-matured-escrow';
import { shippingClocksJob } from './modules/orders/shipping-clock-job';
import { avatarRenditionsJob } from './modules/profiles/avatar-renditions-job';
import { endHolidaysJob } from './modules/sellers/end-holidays';
import { savedSearchAlertsJob } from './modules/saved-searches/saved-search-alerts';
import { lapseSupplementsJob } from './modules/supplements/lapse-supplements';
import { dac7NoticesJob } from './modules/tax-reports/dac7-notices-job';
import { purgeVerificationDocumentsJob } from './modules/verification/purge-verification-documents';
import type { Job } from './platform/jobs';
import { purgeEndedWindows } from './platform/rate-limit-store';

/** Every background job of the app, each pass counted for /metrics; main.ts schedules them. */
export function appJobs(ctx: AppContext): Job[] {
  const jobs: Job[] = [
    purgeUnclaimedMediaJob(ctx),
    anonymiseAccountsJob(ctx),
    purgeSecurityLogsJob(ctx),
    releaseMaturedEscrowJob(ctx),
    shippingClocksJob(ctx),
    paymentClockJob(ctx),
    purgeDeliveriesJob(ctx),
    purgePrivateUploadsJob(ctx),
    purgeVerificationDocumentsJob(ctx),
    purgeAdminLogsJob(ctx),
    savedSearchAlertsJob(ctx),
    avatarRenditionsJob(ctx),
    lapseSupplementsJob(ctx),
    endHolidaysJob(ctx),
    expireOffersJob(ctx),
    dac7NoticesJob(ctx),
    matchStatementLinesJob(ctx),
    { name: 'purge-rate-limit-windows', everyMs: 10 * 60 * 1000, run: purgeEndedWindows },
    {
      name: 'purge-sign-in-throttles',
      everyMs: 60 * 60 * 1000,
      run: (db) => purgeForgottenThrottles(db, ctx.clock.now()),
    },
  ];
  return jobs.map((job) => ctx.metrics.countedJob(job));
}
