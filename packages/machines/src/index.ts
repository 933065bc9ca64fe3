/**
 * @shootbook/machines — the product's state machines and pure rules, shared by apps/web
 * (through @xstate/react) and apps/api (so the server enforces what the UI shows).
 * Pure: no I/O, no clock; every time-dependent rule takes `now` (ISO-8601 UTC) as input.
 * Each export carries its TSDoc at its declaration.
 *
 * @packageDocumentation
 */

// Appointment lifecycle — docs/product.md §4.1.
export {
  AppointmentStatus,
  AppointmentEventType,
  DEFAULT_UNPAID_EXPIRY_MINUTES,
  appointmentEventTypes,
  appointmentMachine,
  appointmentRefusal,
  appointmentStatuses,
  calledOffAppointmentStatuses,
  finalAppointmentStatuses,
  isCalledOffAppointmentStatus,
  calendarEventStatus,
  shootEventSummary,
  isOpenAppointmentStatus,
  openAppointmentStatuses,
  payByDeadline,
  unpaidExpiryAcceptedBy,
} from './appointment/appointment-machine.ts';
export type {
  AppointmentActor,
  AppointmentEvent,
  AppointmentFacts,
  AppointmentMachine,
  AppointmentMachineContext,
  AppointmentRefusal,
  OpenAppointmentStatus,
  AppointmentRuleContext,
} from './appointment/appointment-machine.ts';
export { appointmentActorOf, bookingPartyOf, counterpartOf } from './appointment/booking-party.ts';
export type { BookingParty } from './appointment/booking-party.ts';
// Booking modes: a request, or an instant booking accepted at once — docs/product.md §12,
// docs/decisions/0029-instant-booking.md.
export {
  INSTANT_BOOKING_REASON,
  bookingModeOf,
  effectiveBookingMode,
  newBookingOutcome,
  wasBookedInstantly,
} from './appointment/booking-mode.ts';
export type {
  BookingMode,
  InstantBookingSetting,
  NewBookingFacts,
  OpeningStatusChange,
} from './appointment/booking-mode.ts';
export {
  appointmentEffects,
  appointmentTransition,
  availableAppointmentEvents,
  offeredAppointmentEvents,
  eventForRequestedStatus,
  requestableAppointmentStatuses,
  statusToEvent,
} from './appointment/appointment-rules.ts';
export type {
  AppointmentEffect,
  AppointmentTransitionResult,
  RequestableAppointmentStatus,
} from './appointment/appointment-rules.ts';

// Reason codes: the API's refusals and the system's stored reasons, worded by clients — docs/product.md §8.
export { ERROR_REASONS, SYSTEM_REASONS, isSystemReason } from './reasons/reasons.ts';
export type { ErrorReason, SystemReason } from './reasons/reasons.ts';

// Payment lifecycle, money and ledger — docs/product.md §4.2, "Money".
export {
  PaymentStatus,
  isOpenPaymentStatus,
  openPaymentStatuses,
  paymentStatuses,
} from './payment/payment-status.ts';
export type { OpenPaymentStatus } from './payment/payment-status.ts';
export {
  PaymentEventType,
  paymentEventTypes,
  paymentMachine,
  paymentRefusal,
} from './payment/payment-machine.ts';
export type {
  PaymentEvent,
  PaymentEventSource,
  PaymentMachine,
  PaymentMachineContext,
  PaymentRefusal,
  PaymentRuleContext,
} from './payment/payment-machine.ts';
export { availablePaymentEvents, paymentTransition } from './payment/payment-rules.ts';
export type { PaymentTransitionResult } from './payment/payment-rules.ts';
export { DEFAULT_PLATFORM_FEE_BPS, photographerPayout, platformFee } from './payment/money.ts';
export {
  LEDGER_LINES_VISIBLE_TO,
  ledgerEntriesFor,
  ledgerEntryTypes,
  ledgerLineKind,
  ledgerLineKinds,
  ledgerLinesFor,
  ledgerLineVisibleTo,
  ledgerPurposeOf,
  ledgerPurposes,
} from './payment/ledger.ts';
export type {
  LedgerEntry,
  LedgerEntryType,
  LedgerLineKind,
  LedgerParty,
  LedgerPayment,
  LedgerPurpose,
} from './payment/ledger.ts';
export {
  LEDGER_FLOW,
  compareLedgerLines,
  isPendingPayout,
  ledgerBalance,
  ledgerStatement,
  pendingPayouts,
  signedLedgerAmount,
  statementWindow,
} from './payment/statement.ts';
export type {
  LedgerFlow,
  PayoutPayment,
  PendingPayouts,
  Statement,
  StatementDates,
  StatementLine,
  StatementRow,
  StatementWindow,
  StatementWindowProblem,
} from './payment/statement.ts';

// Cancellation policies, the refund rule and moving a booking — docs/product.md §12,
// docs/decisions/0024-cancellation-policies.md.
export {
  CANCELLATION_POLICIES,
  DEFAULT_CANCELLATION_POLICY,
  POLICY_TIERS,
  freeWindowHours,
  isCancellationPolicy,
  policyTiers,
  tierInForce,
} from './policies/cancellation-policy.ts';
export type { CancellationPolicy, RefundTier } from './policies/cancellation-policy.ts';
export { CANCELING_PARTIES, refundFor, refundLedgerLines } from './policies/refund.ts';
export type { CancelingParty, RefundInput, RefundParties, RefundSplit } from './policies/refund.ts';
export { MOVE_REASONS, moveFee, moveIsFree } from './policies/move.ts';
export {
  CANCELLATION_RATE_MIN_BOOKINGS,
  photographerCancellationRate,
} from './policies/cancellation-rate.ts';
export type { CancellationRecord } from './policies/cancellation-rate.ts';
export type { MoveReason } from './policies/move.ts';
// Moving a confirmed shoot: the move proposal's statechart — docs/product.md §12,
// docs/decisions/0032-moving-a-shoot.md.
export {
  MOVE_PROPOSAL_TTL_HOURS,
  MoveProposalStatus,
  availableMoveProposalEvents,
  moveProposalEventTypes,
  moveProposalExpiresAt,
  moveProposalMachine,
  moveProposalRefusal,
  moveProposalStatuses,
  moveProposalTransition,
  moveProposeRefusal,
  notificationsForMove,
} from './move/move-proposal.ts';
export type {
  MoveProposalActor,
  MoveProposalContext,
  MoveProposalEventType,
  MoveProposalRefusal,
  MoveProposalTransitionResult,
} from './move/move-proposal.ts';

// Registration progression and route guard — docs/product.md §4, §2.
export { RegistrationStep, registrationStep } from './registration/registration-step.ts';
export type { RegistrationSession, UserRole } from './registration/registration-step.ts';
export {
  RegistrationState,
  isRegistrationBusy,
  registrationMachine,
  registrationStatus,
} from './registration/registration-machine.ts';
export type {
  CreatePhotographerChanges,
  CreateUserChanges,
  LoadProfileInput,
  RegistrationChanges,
  RegistrationContext,
  RegistrationEvent,
  RegistrationInput,
  RegistrationMachine,
  RegistrationProfile,
  RegistrationSaveFailed,
  RegistrationSnapshot,
  RegistrationStatus,
  SelectRoleChanges,
} from './registration/registration-machine.ts';
export {
  AuthRoute,
  resolveRouteGuard,
  ROLE_HOME,
  safeReturnPath,
  withReturnPath,
} from './registration/route-guard.ts';
export type { RouteGuardResult } from './registration/route-guard.ts';
// The web's page routes: one table for its router, guard, navigation and parameter shapes.
export {
  ROUTE_PARAM_SHAPES,
  ROUTE_TABLE,
  navRowsFor,
  routeNeedsOperator,
  routePathMatches,
  routeRoleOf,
} from './routes/route-table.ts';
export type {
  RouteAccess,
  RouteNav,
  RouteParamShape,
  RouteRole,
  RouteRow,
} from './routes/route-table.ts';
// The phone rule of the profile (openapi.yaml ProfileUpdate.phone holds the same pattern).
export { PHONE_PATTERN, isPhoneNumber } from './registration/phone.ts';
export { NEW_ACCOUNT_MINUTES, isNewAccount } from './registration/new-account.ts';
export { hasInvisibleCharacters } from './registration/name.ts';

// Who may do what once registered — docs/product.md §6, docs/product.md §6.
export {
  REQUIRED_ROLE_FOR_ACTION,
  registrationRequirement,
} from './registration/registration-requirements.ts';
export type {
  ProtectedAction,
  RegistrationItem,
  RegistrationProfile as RequirementProfile,
  RegistrationRequirement,
} from './registration/registration-requirements.ts';

// Reviews — docs/product.md §6 (customers review after a completed shoot).
export { canReview, reviewRefusal } from './reviews/review-rules.ts';
export type { ReviewFacts, ReviewRefusal } from './reviews/review-rules.ts';

// Session token refresh — docs/product.md §9.
export {
  REFRESH_RETRY_INITIAL_MS,
  REFRESH_RETRY_MAX_MS,
  TOKEN_REFRESH_LEAD_MS,
  TOKEN_REFRESH_MIN_INTERVAL_MS,
  TOKEN_SYNC_MAX_AGE_SECONDS,
  isTokenSyncStale,
  refreshRetryDelayMs,
  liveReconnectDelayMs,
  LIVE_RECONNECT_INITIAL_MS,
  LIVE_RECONNECT_MAX_MS,
} from './session/session-timing.ts';
export { sessionMachine } from './session/session-machine.ts';
export type {
  RefreshTokenInput,
  SessionContext,
  SessionEvent,
  SessionToken,
} from './session/session-machine.ts';

// Slots — docs/product.md appointment "create" guard, "Time".
export {
  DEFAULT_BOOKING_HORIZON_DAYS,
  DEFAULT_BOOKING_LEAD_MINUTES,
  DEFAULT_SLOT_STEP_MINUTES,
  DEFAULT_TIMEZONE,
  WEEKDAYS,
  freeSlots,
  isSlotBookable,
} from './scheduling/slots.ts';
// Find by date — docs/product.md §2 "Find by date".
export {
  DAY_PARTS,
  DAY_PART_NAMES,
  addDaysToDate,
  dateSearchWindow,
  freeTimesOnDay,
  weekdayOfDate,
} from './scheduling/day-search.ts';
export type { DayPart, FreeTimesOnDayInput } from './scheduling/day-search.ts';
export {
  DEFAULT_WEEKLY_AVAILABILITY,
  dayRangeProblems,
  defaultWeeklyAvailability,
  weeklyAvailabilityProblems,
} from './scheduling/weekly-availability.ts';
export type { AvailabilityProblem, RangeProblem } from './scheduling/weekly-availability.ts';
export type {
  BookingWindow,
  FreeSlotsInput,
  SlotBookableInput,
  SlotRefusal,
  TimeInterval,
  TimeRange,
  Weekday,
  WeeklyAvailability,
} from './scheduling/slots.ts';

// Booking page flow.
export { BookingState, bookingMachine, toBookingError } from './booking/booking-machine.ts';
export type {
  BookedAppointment,
  BookedEmitted,
  BookingContext,
  BookingDetails,
  BookingError,
  BookingEvent,
  BookingInput,
  BookingMachine,
  CreateAppointmentInput,
} from './booking/booking-machine.ts';

// Catalogue: the directory's "Top rated" order.
export { bayesianRating, RATING_PRIOR } from './catalogue/ranking.ts';

// Provinces of Thailand: stable ISO 3166-2:TH codes with English and Thai names (docs/decisions/0013).
export {
  PROVINCE_SPELLINGS,
  PROVINCES,
  isProvinceCode,
  placeName,
  provinceByCode,
  provinceCodes,
  provinceFromText,
  provinceName,
  provincesByName,
  provinceSpellingKey,
} from './provinces/provinces.ts';
export type { Province, ProvinceCode, ProvinceLanguage } from './provinces/provinces.ts';
export { PROVINCE_NEIGHBOURS, neighbouringProvinces } from './provinces/neighbours.ts';

// Notifications: who hears what of an appointment or payment change.
export {
  echoesOwnAction,
  NotificationKind,
  notificationKinds,
  notificationsForAppointmentChange,
  notificationsForDispute,
  notificationsForInstantBooking,
  notificationsForPayment,
  notificationsForRequest,
  remindersDue,
  reminderKinds,
  PAY_REMINDER_MINUTES,
  SHOOT_REMINDER_MINUTES,
} from './notifications/notifications.ts';
export type { NotificationDue, NotificationRecipient } from './notifications/notifications.ts';
export { reminderDay, REMINDER_TIME_ZONE } from './notifications/reminder-day.ts';
export type { ReminderDay } from './notifications/reminder-day.ts';
export {
  defaultNotificationPreferences,
  deliverAt,
  notificationChannels,
  notificationTopics,
  QUIET_HOURS_END,
  QUIET_HOURS_START,
  QUIET_HOURS_TIME_ZONE,
  topicOf,
  wantsNotification,
} from './notifications/preferences.ts';
export type {
  NotificationChannel,
  NotificationPreferences,
  NotificationTopic,
} from './notifications/preferences.ts';

// Photos — portfolios (docs/decisions/0010).
export {
  ACCEPT_IMAGE_TYPES,
  DELIVERY_ACCEPT_TYPES,
  deliveredImageFormats,
  DEFAULT_STORAGE_QUOTA_BYTES,
  MAX_CAPTION_LENGTH,
  MAX_PHOTO_BYTES,
  MAX_PHOTO_PIXELS,
  PHOTO_LIMITS,
  PHOTO_WIDTHS,
  acceptedImageFormats,
  photoFileProblem,
  photoPurposes,
  variantWidths,
} from './photos/photo-rules.ts';
export type { AcceptedImageFormat, PhotoPurpose } from './photos/photo-rules.ts';

// Delivery after the shoot: proofs, picks, finals, acceptance; the extra-photos add-on
// (docs/product.md §11, docs/decisions/0023).
export {
  DeliveryStatus,
  deliveryStatuses,
  finalDeliveryStatuses,
  finalsOwedStatuses,
  isFinalsOwedStatus,
} from './delivery/delivery-status.ts';
export {
  DEFAULT_AUTO_ACCEPT_DAYS,
  DEFAULT_FINALS_RETENTION_DAYS,
  DEFAULT_REFUND_GRACE_DAYS,
  DEFAULT_REVISIONS_ALLOWED,
  DELIVERY_EVENT_SOURCE,
  DISPUTE_WINDOW_HOURS,
  DeliveryEventType,
  FINALS_EXPIRY_REMINDER_DAYS,
  autoAcceptAt,
  changeableFileKind,
  deliveryEventTypes,
  deliveryFileKinds,
  deliveryRefusal,
  deliverySources,
  dueAt,
  fileChangeRefusal,
  isAutoAcceptDue,
  isLate,
  payoutReleaseRule,
  refundRequestableAt,
  retentionDates,
} from './delivery/delivery-rules.ts';
export type {
  DeliveryEvent,
  DeliveryFacts,
  DeliveryFileKind,
  DeliveryRefusal,
  DeliveryRuleContext,
  DeliverySource,
  FileChangeRefusal,
  PayoutReleaseRule,
  RetentionDates,
} from './delivery/delivery-rules.ts';
export {
  availableDeliveryEvents,
  deliveryMachine,
  deliveryTransition,
} from './delivery/delivery-machine.ts';
export type {
  DeliveryEffect,
  DeliveryMachine,
  DeliveryMachineContext,
  DeliveryTransitionResult,
} from './delivery/delivery-machine.ts';
export {
  extraPhotosCharge,
  extraPhotosCheckout,
  extraPhotosCheckoutExpired,
  extraPhotosLedgerLines,
  extraPhotosTransition,
  paidExtraPhotos,
} from './delivery/add-on.ts';
export { portfolioCopyRefusal, portfolioCopyStays } from './delivery/portfolio-copy.ts';
export type { PortfolioCopyFacts, PortfolioCopyRefusal } from './delivery/portfolio-copy.ts';
export {
  notificationsForDeliveryEvent,
  notificationsForDeliveryNotice,
  notificationsForExtraPhotos,
} from './delivery/delivery-notifications.ts';
export type {
  ExtraPhotosAddOn,
  ExtraPhotosCharge,
  ExtraPhotosCheckoutPlan,
  ExtraPhotosCheckoutRefusal,
  ExtraPhotosEvent,
  ExtraPhotosStatus,
} from './delivery/add-on.ts';

// Formatting — the shared Intl formatters of every screen and e-mail.
export {
  dateTimeFormat,
  numberFormat,
  relativeTimeFormat,
  formattingLocale,
  DISPLAY_TIME_ZONE,
  formatSlotStart,
  formatRange,
  formatDateTime,
  formatTimeLeft,
  formatTimeAgo,
  formatSearchDay,
  formatDuration,
  formatTimeZone,
} from './format/intl-format.ts';

// Conversations — docs/product.md "Conversation", docs/decisions/0028-threads.md.
export {
  MESSAGE_TEXT_MAX,
  PLACE_NAME_MAX,
  PLACE_URL_MAX,
  THREAD_PAGE_DEFAULT,
  THREAD_PAGE_MAX,
  ThreadLineCode,
  contactVisible,
  contactVisiblePaymentStatuses,
  enquiryRefusal,
  isPlaceUrl,
  placeLink,
  isSeen,
  threadLineCodes,
  threadLinesFor,
  threadPartyOf,
} from './threads/threads.ts';
export type { EnquiryRefusal, ThreadParties } from './threads/threads.ts';

// Personal data: account deletion and what is kept — docs/product.md §14, decision 0031.
export {
  accountDeletionBlockReasons,
  accountDeletionVerdict,
  bookingDeletionBlocks,
  personalDataFates,
} from './privacy/account-deletion.ts';
export type {
  AccountDeletionBlocker,
  AccountDeletionBlockReason,
  AccountDeletionVerdict,
  DeletionBookingFacts,
  PersonalDataFate,
} from './privacy/account-deletion.ts';

// Disputes of a paid booking and their settlement — docs/product.md §12, decision 0033.
export {
  DISPUTE_REASONS,
  DISPUTE_STATUSES,
  availableDisputeEvents,
  disputeMachine,
  disputeOpenRefusal,
  disputeTransition,
} from './disputes/dispute-machine.ts';
export type {
  DisputeActor,
  DisputeEvent,
  DisputeMachine,
  DisputeOpenFacts,
  DisputeOpenRefusal,
  DisputeReason,
  DisputeRefusal,
  DisputeStatus,
  DisputeTransitionResult,
} from './disputes/dispute-machine.ts';
export {
  DISPUTE_DECISIONS,
  disputeLedgerLines,
  disputeSettlement,
  partialRefundProblem,
} from './disputes/dispute-settlement.ts';
export type { DisputeDecision, DisputeSettlementInput } from './disputes/dispute-settlement.ts';
