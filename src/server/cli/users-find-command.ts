import { sql } from 'kysely';
import { z } from 'zod';
import type { Db } from '@server/db/connection';
import { countOf, formatMoment, yesNo } from './cli-format';
import { type Command, EXIT, printJson, readyDatabase, splitJsonFlag } from './cli-io';

const VERIFICATION_LABELS = {
  pending: 'demande en attente',
  approved: 'vendeur vérifié',
  refused: 'demande refusée',
  revoked: 'vérification retirée',
} as const;

/** What support needs to know of an account; never its password hash, 2FA secret or payout details. */
async function findUser(db: Db, email: string) {
  const profile = await db
    .selectFrom('profiles')
    .select([
      'id',
      'email',
      'full_name',
      'username',
      'email_verified',
      'two_factor_enabled',
      'suspended_at',
      'suspension_reason',
      'marked_for_deletion_at',
      'anonymized_at',
      'created_at',
    ])
    .where(sql`lower(email)`, '=', email.toLowerCase())
    .executeTakeFirst();
  if (!profile) return null;
  const [roles, verification, orders, listings] = await Promise.all([
    db.selectFrom('user_roles').select('role').where('user_id', '=', profile.id).orderBy('role').execute(),
    db
      .selectFrom('seller_verifications')
      .select(['status', 'created_at', 'decided_at'])
      .where('user_id', '=', profile.id)
      .orderBy('created_at', 'desc')
      .limit(1)
      .executeTakeFirst(),
    db
      .selectFrom('orders')
      .select((eb) => [
        eb.fn.countAll<number>().filterWhere('buyer_id', '=', profile.id).as('asBuyer'),
        eb.fn.countAll<number>().filterWhere('seller_id', '=', profile.id).as('asSeller'),
      ])
      .where((eb) => eb.or([eb('buyer_id', '=', profile.id), eb('seller_id', '=', profile.id)]))
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('products')
      .select((eb) => [
        eb.fn.countAll<number>().as('total'),
        eb.fn.countAll<number>().filterWhere('is_available', '=', true).as('onSale'),
      ])
      .where('seller_id', '=', profile.id)
      .where('deleted_at', 'is', null)
      .executeTakeFirstOrThrow(),
  ]);
  return {
    id: profile.id,
    email: profile.email,
    name: profile.full_name,
    username: profile.username,
    createdAt: profile.created_at,
    roles: roles.map((row) => row.role),
    emailConfirmed: profile.email_verified,
    twoFactorEnabled: profile.two_factor_enabled,
    suspended: profile.suspended_at ? { since: profile.suspended_at, reason: profile.suspension_reason } : null,
    deletionRequestedAt: profile.marked_for_deletion_at,
    anonymizedAt: profile.anonymized_at,
    sellerVerification: verification
      ? { status: verification.status, requestedAt: verification.created_at, decidedAt: verification.decided_at }
      : null,
    orders: { asBuyer: Number(orders.asBuyer), asSeller: Number(orders.asSeller) },
    listings: { total: Number(listings.total), onSale: Number(listings.onSale) },
  };
}

type FoundUser = NonNullable<Awaited<ReturnType<typeof findUser>>>;

function describe(user: FoundUser): string[] {
  const verification = user.sellerVerification;
  return [
    `Compte ${user.name} <${user.email}>${user.username ? ` (@${user.username})` : ''}`,
    `  Identifiant : ${user.id}`,
    `  Créé le : ${formatMoment(user.createdAt)}`,
    `  Rôles : acheteur${user.roles.map((role) => (role === 'seller' ? ', vendeur' : ', admin')).join('')}`,
    `  E-mail confirmé : ${yesNo(user.emailConfirmed)}`,
    `  Double authentification : ${user.twoFactorEnabled ? 'activée' : 'désactivée'}`,
    `  Suspendu : ${user.suspended ? `oui, depuis le ${formatMoment(user.suspended.since)} — ${user.suspended.reason ?? 'sans motif'}` : 'non'}`,
    `  Suppression demandée : ${user.deletionRequestedAt ? `le ${formatMoment(user.deletionRequestedAt)}` : 'non'}`,
    ...(user.anonymizedAt ? [`  Anonymisé le : ${formatMoment(user.anonymizedAt)}`] : []),
    `  Vérification vendeur : ${
      verification
        ? `${VERIFICATION_LABELS[verification.status]} (demandée le ${formatMoment(verification.requestedAt)}` +
          `${verification.decidedAt ? `, décidée le ${formatMoment(verification.decidedAt)}` : ''})`
        : 'aucune demande'
    }`,
    `  Commandes : ${user.orders.asBuyer} comme acheteur, ${user.orders.asSeller} comme vendeur`,
    `  Annonces : ${countOf(user.listings.total, 'annonce')}, dont ${user.listings.onSale} en vente`,
  ];
}

export const usersFindCommand: Command = {
  usage: 'users find <e-mail> [--json]         le compte : rôles, e-mail confirmé, 2FA, suspension, commandes…',
  async run(args, io) {
    const { json, rest } = splitJsonFlag(args);
    const email = z.email().safeParse(rest[0]?.trim());
    if (!email.success || rest.length !== 1) {
      io.err('Donnez une adresse e-mail : npm run cli -- users find quelqu.un@example.com [--json]');
      return EXIT.usage;
    }
    const database = await readyDatabase(io);
    if (!database) return EXIT.problem;
    try {
      const user = await findUser(database.db, email.data);
      if (!user) {
        io.err(`Aucun compte pour ${email.data}.`);
        return EXIT.problem;
      }
      if (json) printJson(io, user);
      else io.out(describe(user).join('\n'));
      return EXIT.ok;
    } finally {
      await database.close();
    }
  },
};
