import type { AppContext } from '@server/context';
import type { Logger } from '@server/platform/logger';
import type { CurrentUser } from '@server/modules/auth/current-user';
import { markConversationRead } from '@server/modules/messaging/mark-read';
import { openConversation } from '@server/modules/messaging/open-conversation';
import { sendMessage } from '@server/modules/messaging/send-message';

type Line = { from: 'buyer' | 'seller'; body: string; minutesAgo: number };
type Thread = {
  buyer: string;
  seller: string;
  /** A listing by its title, or the buyer's latest order with this seller. */
  about: { title: string } | 'order';
  lines: Line[];
  /** Who has read everything (the other one sees the last messages unread). */
  readBy: ('buyer' | 'seller')[];
};

const THREADS: Thread[] = [
  {
    buyer: 'nadia@boucles.demo',
    seller: 'aminata@boucles.demo',
    about: { title: 'Perruque lace frontale 13x4 body wave 60 cm' },
    lines: [
      {
        from: 'buyer',
        body: 'Bonjour Aminata, la lace est-elle HD ? Je fais un tour de tête de 56 cm.',
        minutesAgo: 180,
      },
      {
        from: 'seller',
        body: 'Bonjour Nadia ! Oui, lace HD transparente, bonnet M (54-56 cm) avec sangle réglable.',
        minutesAgo: 170,
      },
      { from: 'buyer', body: 'Parfait. Et la densité, 180 % ?', minutesAgo: 60 },
      {
        from: 'seller',
        body: 'Exactement, 180 %. Je peux vous envoyer une photo à la lumière du jour si vous voulez.',
        minutesAgo: 12,
      },
    ],
    readBy: ['seller'],
  },
  {
    buyer: 'fatou@boucles.demo',
    seller: 'koffi@boucles.demo',
    about: 'order',
    lines: [
      { from: 'buyer', body: 'Bonjour, ma commande peut-elle partir avant vendredi ?', minutesAgo: 300 },
      {
        from: 'seller',
        body: 'Bonjour Fatou, pour aller plus vite on peut faire un virement direct, je vous envoie mon RIB ?',
        minutesAgo: 290,
      },
      { from: 'buyer', body: 'Je préfère payer sur Boucles, merci.', minutesAgo: 285 },
    ],
    readBy: ['buyer', 'seller'],
  },
];

/**
 * A few conversations through the real services (opening, sending, reading), so the lists,
 * unread counts, receipts and the admin's queue agree: Nadia has an unread answer from
 * Aminata; Koffi's offer of a direct transfer to Fatou carries the warning and waits for review.
 */
export async function seedDemoMessages(ctx: AppContext, log: Logger): Promise<void> {
  const accounts = await ctx.db.selectFrom('profiles').select(['id', 'email']).execute();
  const user = (email: string): CurrentUser => {
    const id = accounts.find((account) => account.email === email)?.id;
    if (!id) throw new Error(`no demo account ${email}`);
    return { id, email, emailVerified: true, roles: [] };
  };
  const now = ctx.clock.now().getTime();
  for (const thread of THREADS) {
    const people = { buyer: user(thread.buyer), seller: user(thread.seller) };
    const id = await openConversation(ctx.db, people.buyer, await subjectOf(ctx, thread, people));
    for (const line of thread.lines) {
      const at = new Date(now - line.minutesAgo * 60_000);
      const author = people[line.from];
      await sendMessage({ ...ctx, clock: { now: () => at } }, log, author, id, {
        fields: { body: line.body },
        photos: [],
      });
    }
    for (const side of thread.readBy) await markConversationRead(ctx.db, people[side].id, id, new Date(now - 60_000));
  }
}

async function subjectOf(ctx: AppContext, thread: Thread, people: { buyer: CurrentUser; seller: CurrentUser }) {
  if (thread.about === 'order') {
    const order = await ctx.db
      .selectFrom('orders')
      .select('id')
      .where('buyer_id', '=', people.buyer.id)
      .where('seller_id', '=', people.seller.id)
      .orderBy('created_at', 'desc')
      .executeTakeFirst();
    if (order) return { type: 'order' as const, orderId: order.id };
  }
  const title = thread.about === 'order' ? null : thread.about.title;
  let query = ctx.db.selectFrom('products').select('id').where('seller_id', '=', people.seller.id);
  if (title) query = query.where('title', '=', title);
  const product = await query.orderBy('created_at', 'desc').executeTakeFirstOrThrow();
  return { type: 'product' as const, productId: product.id };
}
