import type { ColumnType, Generated, Insertable, Selectable, Updateable } from 'kysely';
import type { NotificationCategory, NotificationType } from '@shared/notifications/notification.schemas';
import type { Attachment, CurlPattern, LaceColour, ListingCondition } from '@shared/catalogue/product-options';
import type { ModerationDecisionKind, ModerationGround } from '@shared/moderation/grounds';
import type {
  ConversationMembersTable,
  ConversationsTable,
  MessagePhotosTable,
  MessagesTable,
} from './messaging-schema';
import type { FavouritesTable, SavedSearchesTable } from './favourites-schema';
import type {
  BundleDiscountTiersTable,
  LotItemsTable,
  LotsTable,
  OrderItemsTable,
  ReturnItemsTable,
} from './lots-schema';
import type { OffersTable } from './offers-schema';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type CreatedAt = ColumnType<Date, Date | string | undefined, never>;
type DefaultFalse = Generated<boolean>;

export type OrderStatusColumn =
  | 'pending_payment'
  | 'payment_submitted'
  | 'payment_validated'
  | 'in_transit'
  | 'delivered'
  | 'completed'
  | 'cancelled';

export interface ProfilesTable {
  id: string;
  email: string;
  email_verified: DefaultFalse;
  full_name: string;
  username: string | null;
  phone: string | null;
  address: string | null;
  /** Added by 0016, so checkout is pre-filled with the whole address. */
  postal_code: string | null;
  city: string | null;
  country: string | null;
  bio: string | null;
  avatar_url: string | null;
  is_verified: DefaultFalse;
  marked_for_deletion_at: Date | null;
  /** Set while an admin has suspended the account (0010); the reason goes with it. */
  suspended_at: Date | null;
  suspension_reason: string | null;
  /** Added by 0031 (decision 059): the return day of a holiday, read as `holiday_until::text`. */
  holiday_until: ColumnType<string | null, string | null | undefined, string | null>;
  holiday_started_at: Date | null;
  anonymized_at: Date | null;
  referral_code: string;
  referred_by: string | null;
  payment_method: 'paypal' | 'iban' | 'mobile_money' | null;
  paypal_email: string | null;
  iban_holder_name: string | null;
  iban_number: string | null;
  mobile_money_name: string | null;
  mobile_money_number: string | null;
  /** Added by 0021: payouts to details changed since wait PAYOUT_DETAILS_HOLD_HOURS. */
  payout_details_changed_at: Date | null;
  two_factor_enabled: DefaultFalse;
  /** Kept by a trigger on reviews (migration 0005). */
  review_count: Generated<number>;
  review_rating_sum: Generated<number>;
  /** Migration 0032 (decision 060): 'Particulier' or 'Professionnel'. */
  seller_status: Generated<'private' | 'professional'>;
  created_at: CreatedAt;
  updated_at: Timestamp;
}

/** Migration 0032 (decision 060): a professional's legal details (DSA art. 30). */
export interface SellerLegalDetailsTable {
  user_id: string;
  company_name: string;
  address: string;
  phone: string;
  email: string;
  siret: string;
  vat_number: string | null;
  seller_pays_return_shipping: DefaultFalse;
  eu_compliance_certified_at: Date;
  updated_at: Timestamp;
}

export interface AuthSessionsTable {
  id: string;
  user_id: string;
  token: string;
  expires_at: Date;
  ip_address: string | null;
  user_agent: string | null;
  created_at: CreatedAt;
  updated_at: Timestamp;
}

export interface AuthAccountsTable {
  id: string;
  user_id: string;
  account_id: string;
  provider_id: string;
  access_token: string | null;
  refresh_token: string | null;
  id_token: string | null;
  access_token_expires_at: Date | null;
  refresh_token_expires_at: Date | null;
  scope: string | null;
  password: string | null;
  created_at: CreatedAt;
  updated_at: Timestamp;
}

export interface AuthVerificationsTable {
  id: string;
  identifier: string;
  value: string;
  expires_at: Date;
  created_at: CreatedAt;
  updated_at: Timestamp;
}

export interface MfaFactorsTable {
  id: string;
  user_id: string;
  secret: string;
  backup_codes: string;
  verified: Generated<boolean>;
  failed_verification_count: Generated<number>;
  locked_until: Date | null;
  friendly_name: string | null;
  created_at: CreatedAt;
}

export interface AuthRateLimitsTable {
  id: string;
  key: string;
  count: number;
  last_request: number;
}

export interface UserRolesTable {
  user_id: string;
  role: 'seller' | 'admin';
  created_at: CreatedAt;
}

export interface NotificationPreferencesTable {
  user_id: string;
  email: Generated<boolean>;
  order_updates: Generated<boolean>;
  messages: Generated<boolean>;
  updated_at: Timestamp;
}

export interface PushSubscriptionsTable {
  id: Generated<string>;
  user_id: string;
  endpoint: string;
  p256dh: string;
  auth: string;
  device_type: Generated<'web' | 'android' | 'ios'>;
  updated_at: Timestamp;
}

export type { NotificationType };

export interface PrivateUploadsTable {
  key: string;
  created_at: CreatedAt;
}

export interface SignInThrottlesTable {
  email: string;
  failures: Generated<number>;
  last_failure_at: Timestamp;
  blocked_until: Timestamp | null;
  owner_warned_at: Timestamp | null;
}

export interface ApiRateLimitsTable {
  key: string;
  hits: number;
  resets_at: Timestamp;
}

export interface JobRunsTable {
  name: string;
  next_run_at: Timestamp;
  leased_by: string | null;
  lease_until: Timestamp | null;
  last_finished_at: Timestamp | null;
  last_error: string | null;
  /** 0027 (decision 051): for `jobs status`, which a failure must not erase. */
  last_success_at: Timestamp | null;
  failures_in_a_row: Generated<number>;
}

export interface NotificationDeliveriesTable {
  id: Generated<number>;
  /** Null for an account e-mail (0027), which belongs to no notification. */
  notification_id: string | null;
  /** Null for an e-mail to a visitor who sent a notice (0033). */
  user_id: string | null;
  channel: 'email' | 'push' | 'account_email';
  /** 'transactional' (0017): sent whatever the preferences, without an unsubscribe link; 'account' (0027). */
  category: NotificationCategory | 'transactional' | 'account';
  /** The address an account e-mail goes to (0027): a new address is not the profile's yet. */
  recipient: string | null;
  title: string;
  message: string;
  link: string | null;
  status: Generated<'pending' | 'sending' | 'sent' | 'failed'>;
  attempts: Generated<number>;
  run_at: Timestamp;
  last_error: string | null;
  created_at: CreatedAt;
  sent_at: Timestamp | null;
}

export interface NotificationsTable {
  id: Generated<string>;
  user_id: string;
  type: NotificationType;
  title: string;
  message: string;
  link: string | null;
  is_read: DefaultFalse;
  created_at: CreatedAt;
}

export type SecurityEvent =
  | 'sign_in'
  | 'sign_in_failed'
  | 'sign_out'
  | 'sign_up'
  | 'password_changed'
  | 'mfa_enabled'
  | 'mfa_disabled'
  | 'account_deletion_requested'
  | 'account_anonymized'
  | 'payout_details_changed';

export interface SecurityLogsTable {
  id: Generated<number>;
  user_id: string | null;
  event: SecurityEvent;
  ip_address: string | null;
  user_agent: string | null;
  created_at: CreatedAt;
}

export interface AdminLogsTable {
  id: Generated<number>;
  admin_id: string | null;
  action: string;
  target_type: string;
  target_id: string;
  details: ColumnType<Record<string, unknown>, string | undefined, string>;
  created_at: CreatedAt;
}

export interface ProductsTable {
  id: Generated<string>;
  seller_id: string;
  title: string;
  description: string;
  price_cents: number;
  category: 'Perruques' | 'Tissages' | 'Extensions' | 'Accessoires';
  hair_type: 'Naturel' | 'Synthétique' | 'Mixte' | null;
  color: 'noir' | 'brun' | 'blond' | 'auburn' | 'rouge' | 'gris' | null;
  color_code: string | null;
  length_cm: number | null;
  texture: string | null;
  lace: string | null;
  /** 0029: replaces lace_hd (true became 'hd'). */
  lace_colour: LaceColour | null;
  glueless: DefaultFalse;
  pre_plucked: DefaultFalse;
  bleached_knots: DefaultFalse;
  dyeable: DefaultFalse;
  bundle_count: number | null;
  bundle_weight_g: number | null;
  attachment: Attachment | null;
  curl_pattern: CurlPattern | null;
  density_percent: number | null;
  cap_size: 'XS' | 'S' | 'M' | 'L' | null;
  hair_quality: 'vierge' | 'remy' | 'non_remy' | null;
  origin: string | null;
  heat_resistant: DefaultFalse;
  /** The listing's 'État' (0028); null on listings made before it, until edited. */
  condition: ListingCondition | null;
  stock_quantity: Generated<number>;
  is_available: Generated<boolean>;
  hidden_by_admin: DefaultFalse;
  /** What the seller reads when an admin took the listing down (0010). */
  takedown_reason: string | null;
  deleted_at: Date | null;
  search_vector: ColumnType<string, never, never>;
  created_at: CreatedAt;
  updated_at: Timestamp;
}

export interface ProductMediaTable {
  id: Generated<string>;
  owner_id: string;
  product_id: string | null;
  kind: 'image' | 'video';
  position: number;
  card_key: string | null;
  large_key: string | null;
  video_key: string | null;
  content_type: string;
  width: number | null;
  height: number | null;
  bytes: number;
  created_at: CreatedAt;
}

export interface ReportsTable {
  id: Generated<string>;
  /** Null for a visitor's notice (0033). */
  reporter_id: string | null;
  report_type: 'user' | 'product' | 'conversation' | 'message' | 'review';
  reported_user_id: string | null;
  reported_product_id: string | null;
  reported_conversation_id: string | null;
  reported_message_id: string | null;
  reason: string;
  description: string | null;
  status: Generated<'open' | 'reviewed' | 'dismissed'>;
  resolution: 'dismissed' | 'taken_down' | 'removed' | 'warned' | 'suspended' | null;
  handled_by: string | null;
  handled_at: Date | null;
  created_at: CreatedAt;
  /** A notice's (0033, DSA art. 16): who sent it, about which address, in good faith. */
  reported_review_id: string | null;
  notifier_name: string | null;
  notifier_email: string | null;
  content_url: string | null;
  good_faith: boolean | null;
  is_notice: DefaultFalse;
  decision_id: string | null;
}

/** A decision restricting someone, its statement of reasons and its complaint (0033). */
export interface ModerationDecisionsTable {
  id: Generated<string>;
  user_id: string;
  kind: ModerationDecisionKind;
  product_id: string | null;
  verification_id: string | null;
  /** Added by 0036 (decision 064): the review or message removed. */
  review_id: ColumnType<string | null, string | null | undefined, string | null>;
  message_id: ColumnType<string | null, string | null | undefined, string | null>;
  ground: ModerationGround;
  facts: string;
  automated: DefaultFalse;
  from_notice: DefaultFalse;
  decided_by: string | null;
  decided_at: Timestamp;
  contest_until: Timestamp;
  access_key_hash: string;
  complaint: string | null;
  complained_at: Timestamp | null;
  complaint_status: 'pending' | 'upheld' | 'reversed' | null;
  complaint_answer: string | null;
  reviewed_by: string | null;
  reviewed_at: Timestamp | null;
}

export interface SellerVerificationsTable {
  id: Generated<string>;
  user_id: string;
  status: Generated<'pending' | 'approved' | 'refused' | 'revoked'>;
  is_professional: DefaultFalse;
  siret: string | null;
  document_key: string | null;
  document_type: 'image' | 'pdf';
  reason: string | null;
  decided_by: string | null;
  decided_at: Date | null;
  created_at: CreatedAt;
}

export interface BlockedUsersTable {
  id: Generated<string>;
  blocker_id: string;
  blocked_id: string;
  created_at: CreatedAt;
}

export interface HiddenProductsTable {
  user_id: string;
  product_id: string;
  created_at: CreatedAt;
}

export interface OrdersTable {
  id: Generated<string>;
  order_number: Generated<string>;
  buyer_id: string;
  seller_id: string;
  product_id: string;
  status: Generated<OrderStatusColumn>;
  price_cents: number;
  delivery_cost_cents: number;
  total_amount_cents: number;
  commission_cents: number;
  seller_amount_cents: number;
  delivery_type: 'home' | 'pickup';
  delivery_address: string | null;
  delivery_country: string | null;
  pickup_location: string | null;
  tracking_number: string | null;
  payout_released_at: Date | null;
  /** The buyer's Idempotency-Key and the fingerprint of the checkout it came with (0008). */
  idempotency_key: string | null;
  checkout_fingerprint: string | null;
  /** Shipping and transit clocks, the 'Colis non reçu' claim (0018, decision 039). */
  ship_by: Date | null;
  ship_reminded_at: Date | null;
  ship_extended_at: Date | null;
  deliver_by: Date | null;
  transit_reminded_at: Date | null;
  not_received_at: Date | null;
  claim_outcome: 'refunded' | 'delivered' | null;
  claim_decided_at: Date | null;
  /** The payment clock (0017): when an unpaid order expires, and when its buyer was reminded. */
  payment_due_at: Date | null;
  payment_reminded_at: Date | null;
  /** The seller's status at the sale (0032, decision 060): a professional's order may be withdrawn. */
  seller_status: Generated<'private' | 'professional'>;
  created_at: CreatedAt;
  updated_at: Timestamp;
}

export interface OrderEventsTable {
  id: Generated<number>;
  order_id: string;
  status: string;
  actor_id: string | null;
  note: string | null;
  created_at: CreatedAt;
}

export interface PaymentsTable {
  id: Generated<string>;
  order_id: string;
  amount_cents: number;
  method: 'bank_transfer' | 'paypal' | 'mtn_mobile';
  status: Generated<'pending' | 'submitted' | 'paid' | 'rejected'>;
  proof_key: string | null;
  admin_notes: string | null;
  validated_at: Date | null;
  validated_by: string | null;
  /** 0023: the bank statement line that validated it, instead of a proof. */
  reconciled_line_id: Generated<string | null>;
  created_at: CreatedAt;
  updated_at: Timestamp;
}

export type SupplementStatus = 'pending' | 'submitted' | 'validated' | 'rejected' | 'lapsed' | 'cancelled';

/** Decision 040: the delivery cost owed when a paid pickup order switches to home delivery (0019). */
export interface OrderSupplementsTable {
  id: Generated<string>;
  order_id: string;
  amount_cents: number;
  status: Generated<SupplementStatus>;
  address: string;
  country: string | null;
  proof_key: string | null;
  admin_notes: string | null;
  due_at: Date;
  validated_at: Date | null;
  validated_by: string | null;
  reconciled_line_id: Generated<string | null>;
  created_at: CreatedAt;
  updated_at: Timestamp;
}

/** Decision 046: an uploaded bank statement (0023). */
export interface BankStatementsTable {
  id: Generated<string>;
  uploaded_by: string | null;
  filename: string;
  format: 'camt' | 'csv' | 'csv_credit_agricole';
  lines_read: number;
  lines_new: number;
  validated: number;
  to_examine: number;
  created_at: CreatedAt;
  /** 0025: the statement itself, a private upload kept until retain_until (ten years); null before 0025. */
  file_key: string | null;
  retain_until: string | null;
  /** 0043: lines matched so far by the job, and when the last of lines_new was. */
  lines_done: Generated<number>;
  finished_at: Date | null;
}

/** One credit line of a statement, kept once whatever the number of imports (0023). */
export interface BankStatementLinesTable {
  id: Generated<string>;
  /** Null for a provider's payment notification (decision 048), which names its provider instead. */
  statement_id: string | null;
  provider: Generated<'wave' | 'generic' | null>;
  line_key: string;
  booked_on: string;
  amount_cents: number;
  currency: string;
  remittance: string;
  debtor_name: string | null;
  bank_reference: string | null;
  /** 'pending' (0043): stored with its statement, not matched yet by the job. */
  outcome: 'pending' | 'validated' | 'to_examine' | 'to_refund' | 'dismissed';
  /** The line's place in its statement (0043); null for a provider's notification. */
  position: Generated<number | null>;
  reason: string | null;
  order_id: string | null;
  note: Generated<string | null>;
  decided_by: Generated<string | null>;
  decided_at: Generated<Date | null>;
  created_at: CreatedAt;
}

export interface ReturnsTable {
  id: Generated<string>;
  order_id: string;
  product_id: string;
  buyer_id: string;
  seller_id: string;
  reason: 'defective' | 'not_as_described' | 'wrong_item' | 'damaged' | 'quality' | 'other' | 'withdrawal';
  description: string | null;
  /** A withdrawal of a sealed listing: whether the seal is intact (0032, decision 060). */
  seal_intact: Generated<boolean | null>;
  status: Generated<
    | 'pending'
    | 'approved'
    | 'admin_approved'
    | 'rejected'
    | 'shipped_back'
    | 'received'
    | 'refunded'
    | 'cancelled'
    | 'disputed'
    | 'ordered'
  >;
  seller_refund_proof_key: string | null;
  admin_refund_proof_key: string | null;
  admin_validated_at: Date | null;
  refunded_at: Date | null;
  /** Migration 0015 (decision 026): address, tracking, refusal, dispute and its decision. */
  return_address: Generated<string | null>;
  return_country: Generated<string | null>;
  tracking_number: Generated<string | null>;
  rejection_reason: Generated<string | null>;
  rejected_at: Generated<Date | null>;
  dispute_message: Generated<string | null>;
  disputed_at: Generated<Date | null>;
  dispute_outcome: Generated<'uphold' | 'order' | null>;
  dispute_decision_reason: Generated<string | null>;
  dispute_decided_at: Generated<Date | null>;
  /** Migration 0020 (decision 041): where the buyer is refunded, the seller's relist choice, the refund made. */
  refund_to_method: Generated<'paypal' | 'iban' | 'mobile_money' | null>;
  refund_to_holder: Generated<string | null>;
  refund_to_account: Generated<string | null>;
  relist: Generated<boolean | null>;
  refund_method: Generated<'paypal' | 'iban' | 'mobile_money' | null>;
  refund_reference: Generated<string | null>;
  refund_amount_cents: Generated<number | null>;
  created_at: CreatedAt;
  updated_at: Timestamp;
}

export interface ReturnPhotosTable {
  id: Generated<string>;
  return_id: string;
  storage_key: string;
  position: number;
  kind: Generated<'request' | 'dispute'>;
}

export interface ReturnEventsTable {
  id: Generated<number>;
  return_id: string;
  event: string;
  actor_id: string | null;
  note: string | null;
  created_at: CreatedAt;
}

export interface ReviewsTable {
  id: Generated<string>;
  order_id: string;
  reviewer_id: string;
  reviewee_id: string;
  rating: number;
  comment: string;
  created_at: CreatedAt;
  /** Added by 0036 (decision 064): removed by an admin, out of the lists and the rating. */
  removed_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
}

export interface ReferralsTable {
  id: Generated<string>;
  referrer_id: string;
  referred_id: string;
  order_id: string;
  bonus_amount_cents: Generated<number>;
  status: Generated<'pending' | 'paid' | 'cancelled'>;
  paid_at: Date | null;
  /** Set when the referred user's first order was cancelled or refunded (0014). */
  cancelled_at: Date | null;
  created_at: CreatedAt;
}

export interface PayoutsTable {
  id: Generated<string>;
  seller_id: string;
  amount_cents: number;
  method: 'paypal' | 'iban' | 'mobile_money';
  reference: string;
  proof_key: string | null;
  created_by: string | null;
  created_at: CreatedAt;
}

export type LedgerAccount =
  'platform_cash' | 'seller_escrow' | 'seller_payable' | 'commission_revenue' | 'referral_payable' | 'referral_expense';

export type LedgerKind =
  | 'payment_received'
  | 'seller_share_released'
  | 'refund_to_buyer'
  | 'referral_bonus_payable'
  | 'referral_bonus_paid'
  | 'payout_to_seller'
  | 'supplement_received';

export interface LedgerEntriesTable {
  id: Generated<number>;
  movement_id: string;
  kind: LedgerKind;
  account: LedgerAccount;
  party_id: string | null;
  amount_cents: number;
  order_id: string | null;
  return_id: string | null;
  referral_id: string | null;
  payout_id: string | null;
  created_at: CreatedAt;
}

/** Added by 0041 (decision 069): the ledger's totals, kept by a trigger as lines arrive; read-only here. */
export interface LedgerTotalsTable {
  account: LedgerAccount;
  kind: LedgerKind;
  amount_cents: number;
}

/** Added by 0041: each movement's sum (zero when it balances), kept by the same trigger. */
export interface LedgerMovementSumsTable {
  movement_id: string;
  amount_cents: number;
}

/** Added by 0046 (decision 075): what each seller is owed, kept by a ledger trigger. */
export interface SellerBalancesTable {
  seller_id: string;
  payable_cents: Generated<number>;
  escrow_cents: Generated<number>;
}

/**
 * Added by 0047 (decision 069): each order's searchable text (number, both parties, lines' titles,
 * lower-cased and unaccented), kept by triggers; read only, never written by the application.
 */
export interface OrderSearchTable {
  order_id: string;
  text: string;
}

/** Added by 0035 (decision 063): what a seller gives to be reported under DAC7. */
export interface SellerTaxDetailsTable {
  user_id: string;
  /** A private seller's only: a professional is reported under its legal details (0042). */
  first_name: string | null;
  last_name: string | null;
  /** A date column: always read as `birth_date::text` (YYYY-MM-DD), never as a Date. */
  birth_date: string | null;
  street: string;
  postal_code: string;
  city: string;
  country_code: string;
  tin: string;
  tin_country: string;
  created_at: CreatedAt;
  updated_at: Timestamp;
}

export interface Dac7NoticesTable {
  seller_id: string;
  year: number;
  kind: 'details_requested' | 'statement_ready';
  sent_at: CreatedAt;
}

export interface SchemaMigrationsTable {
  name: string;
  applied_at: CreatedAt;
  /** SHA-256 of the file as applied (decision 051); null only until the first migrate that knows it. */
  checksum: string | null;
}

export interface TermsVersionsTable {
  version: number;
  published_at: Date;
  effective_at: Date;
  summary: string;
  published_by: string | null;
}

export interface TermsAcceptancesTable {
  user_id: string;
  version: number;
  accepted_at: Date;
  source: 'sign_up' | 'prompt';
}

export interface Database {
  profiles: ProfilesTable;
  seller_legal_details: SellerLegalDetailsTable;
  auth_sessions: AuthSessionsTable;
  auth_accounts: AuthAccountsTable;
  auth_verifications: AuthVerificationsTable;
  mfa_factors: MfaFactorsTable;
  auth_rate_limits: AuthRateLimitsTable;
  user_roles: UserRolesTable;
  notification_preferences: NotificationPreferencesTable;
  push_subscriptions: PushSubscriptionsTable;
  notifications: NotificationsTable;
  notification_deliveries: NotificationDeliveriesTable;
  sign_in_throttles: SignInThrottlesTable;
  api_rate_limits: ApiRateLimitsTable;
  job_runs: JobRunsTable;
  private_uploads: PrivateUploadsTable;
  security_logs: SecurityLogsTable;
  admin_logs: AdminLogsTable;
  products: ProductsTable;
  product_media: ProductMediaTable;
  reports: ReportsTable;
  moderation_decisions: ModerationDecisionsTable;
  seller_verifications: SellerVerificationsTable;
  blocked_users: BlockedUsersTable;
  hidden_products: HiddenProductsTable;
  favourites: FavouritesTable;
  saved_searches: SavedSearchesTable;
  conversations: ConversationsTable;
  conversation_members: ConversationMembersTable;
  messages: MessagesTable;
  message_photos: MessagePhotosTable;
  offers: OffersTable;
  orders: OrdersTable;
  order_items: OrderItemsTable;
  bundle_discount_tiers: BundleDiscountTiersTable;
  lots: LotsTable;
  lot_items: LotItemsTable;
  order_events: OrderEventsTable;
  payments: PaymentsTable;
  order_supplements: OrderSupplementsTable;
  bank_statements: BankStatementsTable;
  bank_statement_lines: BankStatementLinesTable;
  returns: ReturnsTable;
  return_items: ReturnItemsTable;
  return_photos: ReturnPhotosTable;
  return_events: ReturnEventsTable;
  reviews: ReviewsTable;
  referrals: ReferralsTable;
  payouts: PayoutsTable;
  ledger_entries: LedgerEntriesTable;
  ledger_totals: LedgerTotalsTable;
  ledger_movement_sums: LedgerMovementSumsTable;
  seller_balances: SellerBalancesTable;
  order_search: OrderSearchTable;
  seller_tax_details: SellerTaxDetailsTable;
  dac7_notices: Dac7NoticesTable;
  schema_migrations: SchemaMigrationsTable;
  terms_versions: TermsVersionsTable;
  terms_acceptances: TermsAcceptancesTable;
}

export type Profile = Selectable<ProfilesTable>;
export type NewProfile = Insertable<ProfilesTable>;
export type ProfileUpdate = Updateable<ProfilesTable>;
export type Product = Selectable<ProductsTable>;
export type Order = Selectable<OrdersTable>;
