import type { SavedSearchFilters } from '@shared/favourites/saved-search.schemas';
import { savedSearchPath, shopFiltersOf } from '@shared/favourites/saved-search.schemas';
import type { AppContext } from '@server/context';
import type { Db } from '@server/db/connection';
import type { Job } from '@server/platform/jobs';
import { type NewMatches, listNewMatches } from '../catalogue/list-new-matches';
import { notify } from '../notifications/notify';

const DAY_MS = 24 * 60 * 60 * 1000;
/**
 * A listing is stamped with its creation time before its transaction commits; looking only at
 * listings at least a minute old means none is still uncommitted when its window is read.
 */
const SETTLE_MS = 60 * 1000;
const BATCH = 100;
/** A pass stops there; the rest waits an hour (each search it checks leaves the due set). */
const MAX_BATCHES = 50;

type DueSearch = { id: string; user_id: string; name: string; filters: SavedSearchFilters; matched_until: Date };

/**
 * decision 018: once an hour, each active search not alerted in the last 24 hours is matched
 * against the listings created since it was last checked, with the shop's own statement.
 * Matches make one grouped notification; the search then waits a day before the next one.
 */
export async function sendSavedSearchAlerts(db: Db, now: Date): Promise<number> {
  const upTo = new Date(now.getTime() - SETTLE_MS);
  const alertedBefore = new Date(now.getTime() - DAY_MS);
  let sent = 0;
  for (let batch = 0; batch < MAX_BATCHES; batch++) {
    const due = await dueSearches(db, upTo, alertedBefore);
    for (const search of due) if (await alertOne(db, search, { now, upTo, alertedBefore })) sent++;
    if (due.length < BATCH) break;
  }
  return sent;
}

function dueSearches(db: Db, upTo: Date, alertedBefore: Date): Promise<DueSearch[]> {
  return db
    .selectFrom('saved_searches as s')
    .innerJoin('profiles as u', 'u.id', 's.user_id')
    .select(['s.id', 's.user_id', 's.name', 's.filters', 's.matched_until'])
    .where('s.paused', '=', false)
    .where('s.matched_until', '<', upTo)
    .where((eb) => eb.or([eb('s.last_alerted_at', 'is', null), eb('s.last_alerted_at', '<=', alertedBefore)]))
    .where('u.marked_for_deletion_at', 'is', null)
    .where('u.anonymized_at', 'is', null)
    .orderBy('s.matched_until')
    .orderBy('s.id')
    .limit(BATCH)
    .execute();
}

type Pass = { now: Date; upTo: Date; alertedBefore: Date };

async function alertOne(db: Db, search: DueSearch, pass: Pass): Promise<boolean> {
  const matches = await listNewMatches(db, shopFiltersOf(search.filters), search.user_id, {
    after: new Date(search.matched_until),
    upTo: pass.upTo,
  });
  return db.transaction().execute(async (trx) => {
    // Compare-and-set: a search paused, resumed or alerted since it was read is left alone.
    const claimed = await trx
      .updateTable('saved_searches')
      .set({ matched_until: pass.upTo, ...(matches.count > 0 ? { last_alerted_at: pass.now } : {}) })
      .where('id', '=', search.id)
      .where('paused', '=', false)
      .where('matched_until', '<', pass.upTo)
      .where((eb) => eb.or([eb('last_alerted_at', 'is', null), eb('last_alerted_at', '<=', pass.alertedBefore)]))
      .returning('id')
      .executeTakeFirst();
    if (!claimed || matches.count === 0) return false;
    await notify(trx, [
      {
        userId: search.user_id,
        type: 'saved_search',
        title: matches.count === 1 ? `Nouvelle annonce : ${search.name}` : `Nouvelles annonces : ${search.name}`,
        message: alertMessage(matches),
        link: savedSearchPath(search.filters),
      },
    ]);
    return true;
  });
}

const quoted = (titles: string[]) => titles.map((title) => `« ${title} »`).join(' et ');

function alertMessage({ count, capped, titles }: NewMatches): string {
  if (count === 1) return `${quoted(titles)} correspond à votre recherche.`;
  const figure = `${count.toLocaleString('fr-FR')}${capped ? '+' : ''}`;
  return `${figure} nouvelles annonces correspondent à votre recherche, dont ${quoted(titles.slice(0, 2))}.`;
}

export function savedSearchAlertsJob(ctx: AppContext): Job {
  return {
    name: 'saved-search-alerts',
    everyMs: 60 * 60 * 1000,
    run: (db) => sendSavedSearchAlerts(db, ctx.clock.now()),
  };
}
