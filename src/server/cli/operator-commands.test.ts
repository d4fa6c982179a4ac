import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, createTestApp } from '@test/app';
import { createUser } from '@test/factories';
import { checkout, homeCheckout, orderParties, paidOrder } from '@test/order-factories';
import { formatEuros } from '@shared/money';
import { DEMO_ACCOUNTS } from '@server/db/seed/demo-data';
import { migrate, readMigrations } from '@server/db/migrate';
import { runExclusively } from '@server/platform/jobs';
import type { CliIo, Command } from './cli-io';
import { demoAccountsCommand } from './demo-accounts-command';
import { jobsStatusCommand } from './jobs-status-command';
import { migrateCommand, migrateStatusCommand } from './migrate-command';
import { ordersShowCommand } from './orders-show-command';
import { usersFindCommand } from './users-find-command';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 180_000);
afterAll(async () => t.close());

/** Runs a command as the CLI would, on this test's database, and answers its exit code and output. */
async function run(command: Command, args: string[], options: { demoDataSeeded?: boolean } = {}) {
  const out: string[] = [];
  const err: string[] = [];
  const database = {
    db: t.ctx.db,
    kind: t.ctx.dbKind,
    poolUse: () => ({ connections: 1, idle: 1, waiting: 0, max: 1 }),
    close: async () => {},
  };
  const io: CliIo = {
    out: (text) => out.push(text),
    err: (text) => err.push(text),
    database: async () => database,
    context: async () => ({ ctx: t.ctx, close: async () => {} }),
    demoDataSeeded: options.demoDataSeeded ?? true,
  };
  const code = await command.run(args, io);
  return { code, stdout: out.join('\n'), stderr: err.join('\n') };
}

describe('users find', () => {
  it('describes the account in French, without its password hash', async () => {
    const user = await createUser(t, { fullName: 'Mariam Koné', roles: ['seller'], emailVerified: false });
    const answer = await run(usersFindCommand, [user.email.toUpperCase()]);
    expect(answer.code).toBe(0);
    expect(answer.stdout).toContain(`Compte Mariam Koné <${user.email}>`);
    expect(answer.stdout).toContain('Rôles : acheteur, vendeur');
    expect(answer.stdout).toContain('E-mail confirmé : non');
    expect(answer.stdout).toContain('Double authentification : désactivée');
    expect(answer.stdout).toContain('Suspendu : non');
    expect(answer.stdout).toContain('Vérification vendeur : aucune demande');
    expect(answer.stdout).toContain('Commandes : 0 comme acheteur, 0 comme vendeur');
    const { password } = await t.ctx.db
      .selectFrom('auth_accounts')
      .select('password')
      .where('user_id', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(answer.stdout).not.toContain(String(password));

    const json = await run(usersFindCommand, ['--json', user.email]);
    expect(JSON.parse(json.stdout)).toMatchObject({ id: user.id, roles: ['seller'], emailConfirmed: false });
    expect(json.stdout).not.toContain(String(password));
  });

  it('says when no account has the address (1), and how to call it when misused (2)', async () => {
    expect(await run(usersFindCommand, ['personne@example.test'])).toMatchObject({
      code: 1,
      stderr: 'Aucun compte pour personne@example.test.',
    });
    expect((await run(usersFindCommand, ['pas-une-adresse'])).code).toBe(2);
    expect((await run(usersFindCommand, [])).code).toBe(2);
  });
});

describe('orders show', () => {
  it('shows the state, amounts in euros, payment, ledger and notifications of an order', async () => {
    const p = await orderParties(t);
    const orderId = await checkout(p.buyerClient, homeCheckout(p.productId));
    const order = await t.ctx.db
      .selectFrom('orders')
      .select(['order_number', 'total_amount_cents'])
      .where('id', '=', orderId)
      .executeTakeFirstOrThrow();
    const answer = await run(ordersShowCommand, [order.order_number.toLowerCase()]);
    expect(answer.code).toBe(0);
    expect(answer.stdout).toContain(`Commande ${order.order_number} — En attente de paiement (pending_payment)`);
    expect(answer.stdout).toContain(`total ${formatEuros(order.total_amount_cents)}`);
    expect(answer.stdout).toContain(`Acheteur : Awa Acheteuse <${p.buyer.email}>`);
    expect(answer.stdout).toMatch(/Paiements :\n {2}.+ {2}virement {2}.+ {2}en attente/);
    expect(answer.stdout).toContain('Grand livre : aucun');
    expect(answer.stdout).toContain(`e-mail à ${p.seller.email}`);

    const json = JSON.parse((await run(ordersShowCommand, [order.order_number, '--json'])).stdout);
    expect(json.order).toMatchObject({ id: orderId, status: 'pending_payment' });
    expect(json.payments).toHaveLength(1);
  });

  it('lists the ledger lines of a paid order, one a line, with their account, party and amount', async () => {
    const p = await orderParties(t);
    const orderId = await paidOrder(t, p);
    const order = await t.ctx.db
      .selectFrom('orders')
      .select(['order_number', 'total_amount_cents'])
      .where('id', '=', orderId)
      .executeTakeFirstOrThrow();
    const entries = await t.ctx.db
      .selectFrom('ledger_entries as l')
      .leftJoin('profiles as party', 'party.id', 'l.party_id')
      .select(['l.kind', 'l.account', 'l.amount_cents', 'party.email as party'])
      .where('l.order_id', '=', orderId)
      .orderBy('l.id')
      .execute();
    expect(entries.length).toBeGreaterThanOrEqual(2);

    const answer = await run(ordersShowCommand, [order.order_number]);
    expect(answer.code).toBe(0);
    expect(answer.stdout).toContain(`Commande ${order.order_number} — Paiement validé (payment_validated)`);
    expect(answer.stdout).toMatch(/Paiements :\n {2}.+ {2}virement {2}.+ {2}validé, validé le /);
    const section = answer.stdout.split('Grand livre :\n')[1]?.split('\nHistorique')[0]?.split('\n') ?? [];
    expect(section).toHaveLength(entries.length);
    entries.forEach((entry, i) => {
      const party = entry.party ? ` (${entry.party})` : '';
      expect(section[i]).toMatch(/^ {2}\d/);
      expect(section[i]).toContain(`  ${entry.kind}  ${entry.account}${party}  ${formatEuros(entry.amount_cents)}`);
    });
    expect(section.join('\n')).toContain(formatEuros(order.total_amount_cents));

    const json = JSON.parse((await run(ordersShowCommand, [order.order_number, '--json'])).stdout);
    expect(json.ledger).toHaveLength(entries.length);
  });

  it('says when there is no such order (1), and refuses what is not an order number (2)', async () => {
    expect(await run(ordersShowCommand, ['CMD-1999-999999'])).toMatchObject({
      code: 1,
      stderr: 'Aucune commande CMD-1999-999999.',
    });
    expect((await run(ordersShowCommand, ['42'])).code).toBe(2);
  });
});

describe('jobs status', () => {
  it('lists every job with its last run, last success and failures; exits 1 while one fails', async () => {
    await runExclusively(t.ctx.db, { name: 'payment-clock', run: async () => 0 });
    await expect(
      runExclusively(t.ctx.db, {
        name: 'payment-clock',
        run: async () => {
          throw new Error('base injoignable');
        },
      }),
    ).rejects.toThrow('base injoignable');
    const failing = await run(jobsStatusCommand, []);
    expect(failing.code).toBe(1);
    expect(failing.stdout).toContain('payment-clock (toutes les 5 min)');
    expect(failing.stdout).toContain('ÉCHEC : 1 échec de suite — base injoignable');
    expect(failing.stderr).toBe('En échec : payment-clock.');
    const [clock] = JSON.parse((await run(jobsStatusCommand, ['--json'])).stdout).filter(
      (job: { name: string }) => job.name === 'payment-clock',
    );
    expect(clock).toMatchObject({ failuresInARow: 1, lastError: 'base injoignable' });
    expect(clock.lastSuccessAt).not.toBeNull();

    await runExclusively(t.ctx.db, { name: 'payment-clock', run: async () => 0 });
    expect((await run(jobsStatusCommand, [])).code).toBe(0);
  });
});

describe('migrate status and a changed migration file', () => {
  const [first] = readMigrations();
  const recorded = () =>
    t.ctx.db
      .selectFrom('schema_migrations')
      .select('checksum')
      .where('name', '=', first!.name)
      .executeTakeFirstOrThrow();

  it('says every migration is applied and unchanged', async () => {
    const answer = await run(migrateStatusCommand, []);
    expect(answer.code).toBe(0);
    expect(answer.stdout).toContain(`${first!.name}  `);
    expect(answer.stdout).toContain('Migrations en attente : 0');
    expect(answer.stdout).not.toContain('MODIFIÉE');
  });

  it('names a file changed since it was applied, and migrate refuses to run (1)', async () => {
    const { checksum } = await recorded();
    await t.ctx.db
      .updateTable('schema_migrations')
      .set({ checksum: '0'.repeat(64) })
      .where('name', '=', first!.name)
      .execute();
    try {
      const status = await run(migrateStatusCommand, []);
      expect(status.code).toBe(1);
      expect(status.stdout).toContain(`${first!.name}  `);
      expect(status.stdout).toContain('MODIFIÉE depuis son application');
      expect(status.stderr).toContain(`Fichier modifié après application : ${first!.name}.`);
      expect(JSON.parse((await run(migrateStatusCommand, ['--json'])).stdout).changed).toEqual([first!.name]);

      const refused = await run(migrateCommand, []);
      expect(refused.code).toBe(1);
      expect(refused.stderr).toContain(`Migration modifiée après application : ${first!.name}.`);
      // Nor do the read commands answer from a schema they cannot trust.
      expect((await run(usersFindCommand, ['quelqu.un@example.test'])).code).toBe(1);
    } finally {
      await t.ctx.db.updateTable('schema_migrations').set({ checksum }).where('name', '=', first!.name).execute();
    }
  });

  it('records the checksum of a migration applied before checksums were kept, at the next migrate', async () => {
    const { checksum } = await recorded();
    await t.ctx.db.updateTable('schema_migrations').set({ checksum: null }).where('name', '=', first!.name).execute();
    expect((await run(migrateStatusCommand, [])).stdout).toContain('empreinte enregistrée au prochain migrate');
    await migrate(t.ctx.db);
    expect(await recorded()).toEqual({ checksum });
  });
});

describe('demo-accounts', () => {
  it('prints the demo accounts and their passwords again, as the start banner does', async () => {
    const answer = await run(demoAccountsCommand, []);
    expect(answer.code).toBe(0);
    expect(answer.stdout.split('\n')[0]).toBe('Comptes de démonstration :');
    for (const account of DEMO_ACCOUNTS) {
      expect(answer.stdout).toMatch(new RegExp(`${account.email.replaceAll('.', '\\.')} +${account.password} `));
    }
  });

  it('says there are none where no demo data is seeded (1)', async () => {
    expect((await run(demoAccountsCommand, [], { demoDataSeeded: false })).code).toBe(1);
  });
});

describe('npm run cli', () => {
  const cli = promisify(execFile);
  // One process only: starting one takes tens of seconds on a loaded machine.
  it('refuses an unknown command (2) and lists every command in its help', { timeout: 300_000 }, async () => {
    const unknown = await cli(process.execPath, ['--import', 'tsx', 'src/server/cli.ts', 'users', 'delete'], {
      env: { ...process.env, NODE_ENV: 'test', LOG_LEVEL: 'silent' },
    }).catch((error: { code: number; stderr: string }) => error);
    expect(unknown).toMatchObject({ code: 2 });
    const { stderr } = unknown as { stderr: string };
    expect(stderr).toContain('Commande inconnue : users delete');
    for (const command of [
      'users find',
      'orders show',
      'jobs status',
      'migrate status',
      'migrate',
      'grant-admin',
      'run-jobs',
      'demo-accounts',
    ]) {
      expect(stderr).toContain(`  ${command} `);
    }
  });
});
