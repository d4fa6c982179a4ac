import type { ColumnType, Generated } from 'kysely';

// The messaging tables (migration 0011), kept beside schema.ts so the feature's types stay in one place.

type CreatedAt = ColumnType<Date, Date | string | undefined, never>;
type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;

export type ConversationSubject = 'product' | 'order';
export type ConversationRole = 'buyer' | 'seller';

export interface ConversationsTable {
  id: Generated<string>;
  subject: ConversationSubject;
  product_id: string;
  order_id: string | null;
  buyer_id: string;
  seller_id: string;
  created_at: CreatedAt;
  last_message_id: string | null;
  last_message_at: Timestamp | null;
  flagged_at: Timestamp | null;
  flag_reviewed_at: Timestamp | null;
  flag_reviewed_by: string | null;
  /** Added by 0031: the holiday (its start) whose automatic note this conversation got. */
  holiday_note_for: Timestamp | null;
  /** Added by 0049: its open reports (a message's too), kept by a trigger on reports. */
  open_reports: ColumnType<number, never, never>;
  /**
   * Added by 0049, generated: its place in the admin's queue (when flagged, else its last message,
   * else its creation) while a warning waits for review or a report is open; null otherwise.
   */
  review_queue_key: ColumnType<Date | null, never, never>;
}

export interface ConversationMembersTable {
  conversation_id: string;
  user_id: string;
  role: ConversationRole;
  last_message_at: Timestamp | null;
  unread_count: Generated<number>;
  last_read_at: Timestamp | null;
}

export interface MessagesTable {
  id: Generated<string>;
  conversation_id: string;
  sender_id: string;
  body: string;
  payment_warning: Generated<boolean>;
  /** Added by 0031: written by the app on the sender's behalf (the holiday note). */
  automatic: Generated<boolean>;
  created_at: CreatedAt;
  seq: Generated<string>;
  /** The offer this message carries (migration 0030): shown as its card. */
  offer_id: ColumnType<string | null, string | null | undefined, string | null>;
  /** Added by 0036 (decision 064): a removed message's words, kept for a reversal. */
  removed_body: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface MessagePhotosTable {
  message_id: string;
  storage_key: string;
  position: number;
}
