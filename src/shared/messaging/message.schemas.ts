import { z } from 'zod';
import type { FileRules } from '../file-rules';
import { reportSchema } from '../catalogue/report.schemas';
import { offerCardSchema } from '../offers/offer.schemas';
import { pageSchema } from '../paging';
import { text } from '../text';
import { MESSAGE_MAX_LENGTH, messagingTexts } from './message-texts';

/** Per user, every conversation together: a person typing fast stays far below it, a spammer does not. */
export const MESSAGE_RATE_LIMITS = [
  { windowSeconds: 60, max: 10 },
  { windowSeconds: 3600, max: 100 },
] as const;

/** Photos of a message: images only, checked again by their bytes and re-encoded on the server. */
export const messagePhotoRules: FileRules = {
  maxBytes: 5 * 1024 * 1024,
  types: ['image/jpeg', 'image/png', 'image/webp'],
  messages: {
    required: 'Veuillez sélectionner une photo',
    type: 'Seuls les fichiers JPG, PNG et WEBP sont autorisés',
    size: 'La taille du fichier doit être inférieure à 5 Mo',
  },
};

/** What the composer sends; the photos travel beside it in a multipart body. */
export const sendMessageSchema = z.object({
  body: text().trim().max(MESSAGE_MAX_LENGTH, messagingTexts.bodyTooLong).default(''),
});
export type SendMessageInput = z.input<typeof sendMessageSchema>;

/** Opening (or reopening) the conversation about a listing or an order. */
export const openConversationSchema = z.discriminatedUnion(
  'type',
  [
    z.object({ type: z.literal('product'), productId: z.uuid({ error: "Ce produit n'est plus disponible" }) }),
    z.object({ type: z.literal('order'), orderId: z.uuid({ error: 'Commande introuvable' }) }),
  ],
  { error: 'Requête invalide' },
);
export type OpenConversationInput = z.infer<typeof openConversationSchema>;

/** The same reason and description as any report (one form for all, web/components/report-form-dialog.tsx). */
export const conversationReportSchema = reportSchema.extend({
  /** A single message; without it, the whole conversation is reported. */
  messageId: z.uuid({ error: messagingTexts.messageNotFound }).nullish(),
});
export type ConversationReportInput = z.input<typeof conversationReportSchema>;

const isoDate = z.iso.datetime({ offset: true });

const personSchema = z.object({ id: z.uuid(), name: z.string(), avatarUrl: z.string().nullable() });

const subjectSchema = z.object({
  type: z.enum(['product', 'order']),
  productId: z.uuid(),
  productTitle: z.string(),
  imageUrl: z.string().nullable(),
  priceCents: z.number().int(),
  orderId: z.uuid().nullable(),
  orderNumber: z.string().nullable(),
});

export const conversationSummarySchema = z
  .object({
    id: z.uuid(),
    subject: subjectSchema,
    other: personSchema,
    lastMessage: z.object({ body: z.string(), mine: z.boolean(), photoCount: z.number().int(), createdAt: isoDate }),
    unreadCount: z.number().int().nonnegative(),
    paymentWarning: z.boolean(),
  })
  .meta({ id: 'ConversationSummary' });
export type ConversationSummary = z.infer<typeof conversationSummarySchema>;

export const conversationListSchema = pageSchema(conversationSummarySchema);
export type ConversationList = z.infer<typeof conversationListSchema>;

export const unreadCountSchema = z.object({ unreadCount: z.number().int().nonnegative() });

export const messageSchema = z
  .object({
    id: z.uuid(),
    senderId: z.uuid(),
    mine: z.boolean(),
    body: z.string(),
    paymentWarning: z.boolean(),
    /** Written by the app on the sender's behalf: the holiday note (decision 059). */
    automatic: z.boolean(),
    /** Signed for an hour; null when a stored key cannot be signed. */
    photoUrls: z.array(z.string().nullable()),
    createdAt: isoDate,
    /** For my messages: the other person has opened the conversation since. */
    readByOther: z.boolean(),
    /** The offer or counter-offer it carries, as it stands now (decision 058). */
    offer: offerCardSchema.nullable(),
    /** For my message removed by the team (decision 064): its statement of reasons, to read and contest. */
    removalDecisionId: z.uuid().nullable(),
  })
  .meta({ id: 'Message' });
export type Message = z.infer<typeof messageSchema>;

export const conversationViewSchema = z
  .object({
    id: z.uuid(),
    subject: subjectSchema,
    /** The person I write to; for an admin reviewing, the seller (buyer in `buyer`). */
    other: personSchema,
    buyer: personSchema,
    seller: personSchema,
    viewer: z.enum(['buyer', 'seller', 'admin']),
    messages: z.array(messageSchema),
    /** Older messages exist: ask again with `before` = the first message's id. */
    hasOlder: z.boolean(),
    /** Either person blocked the other: the conversation is read-only both ways. */
    ended: z.boolean(),
    blockedByMe: z.boolean(),
    flagged: z.boolean(),
    flagReviewed: z.boolean(),
    /** My messages not yet seen here: the screen marks them read when above zero. */
    unreadCount: z.number().int().nonnegative(),
  })
  .meta({ id: 'Conversation' });
export type ConversationView = z.infer<typeof conversationViewSchema>;

export const conversationViewQuerySchema = z.object({
  /** The id of the oldest message shown: the page before it. */
  before: z.uuid({ error: messagingTexts.messageNotFound }).optional(),
});

export const openedConversationSchema = z.object({ id: z.uuid() });

export const flaggedConversationSchema = z.object({
  id: z.uuid(),
  subject: subjectSchema,
  buyer: personSchema,
  seller: personSchema,
  flaggedAt: isoDate.nullable(),
  openReports: z.number().int().nonnegative(),
  lastMessageAt: isoDate.nullable(),
});
/** A page of the admin's queue, oldest first (decision 074). */
export const flaggedConversationListSchema = pageSchema(flaggedConversationSchema);
export type FlaggedConversation = z.infer<typeof flaggedConversationSchema>;
export type FlaggedConversationList = z.infer<typeof flaggedConversationListSchema>;

/** What the live stream says when a conversation of mine changes (a message, a read receipt). */
export const liveConversationEventSchema = z.object({ conversationId: z.uuid() });
