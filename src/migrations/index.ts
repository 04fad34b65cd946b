import * as migration_20261121_231704_initial from './20261121_231704_initial';
import * as migration_20261121_235837_accounts from './20261121_235837_accounts';
import * as migration_20261122_000532_auth_code_resend from './20261122_000532_auth_code_resend';
import * as migration_20261122_000723_sso from './20261122_000723_sso';
import * as migration_20261122_005254_application_personal_information from './20261122_005254_application_personal_information';
import * as migration_20261122_005747_application_profile_details from './20261122_005747_application_profile_details';
import * as migration_20261122_011202_application_experience from './20261122_011202_application_experience';
import * as migration_20261122_014616_uploads from './20261122_014616_uploads';
import * as migration_20261122_015537_application_review from './20261122_015537_application_review';
import * as migration_20261122_020316_profile_video_upload from './20261122_020316_profile_video_upload';
import * as migration_20261122_021333_tax_info from './20261122_021333_tax_info';
import * as migration_20261122_023416_catalogue from './20261122_023416_catalogue';
import * as migration_20261122_030042_consultant_search from './20261122_030042_consultant_search';
import * as migration_20261122_044325_booking from './20261122_044325_booking';
import * as migration_20261122_045843_jobs from './20261122_045843_jobs';
import * as migration_20261122_052907_authorised from './20261122_052907_authorised';
import * as migration_20261122_055300_booking_settings from './20261122_055300_booking_settings';
import * as migration_20261122_060446_search_indexes from './20261122_060446_search_indexes';
import * as migration_20261122_072416_sessions_lifecycle from './20261122_072416_sessions_lifecycle';
import * as migration_20261122_075006_inquiries from './20261122_075006_inquiries';
import * as migration_20261122_075432_search_speed from './20261122_075432_search_speed';
import * as migration_20261122_080016_consultee_profile from './20261122_080016_consultee_profile';
import * as migration_20261122_082319_content from './20261122_082319_content';
import * as migration_20261122_105123_rate_limits from './20261122_105123_rate_limits';
import * as migration_20261122_105244_contact_mail_job from './20261122_105244_contact_mail_job';
import * as migration_20261122_111500_public_version from './20261122_111500_public_version';
import * as migration_20261122_115500_refund_adjustments from './20261122_115500_refund_adjustments';
import * as migration_20261122_140500_slot_versions from './20261122_140500_slot_versions';
import * as migration_20261126_222517_change_email from './20261126_222517_change_email';
import * as migration_20261127_090000_discovery_filters from './20261127_090000_discovery_filters';
import * as migration_20261127_120000_search_lexemes from './20261127_120000_search_lexemes';
import * as migration_20261127_185941_cv_upload_context from './20261127_185941_cv_upload_context';
import * as migration_20261127_191505_webinars from './20261127_191505_webinars';
import * as migration_20261128_034539_document_counters from './20261128_034539_document_counters';
import * as migration_20261128_052903_billed_to from './20261128_052903_billed_to';
import * as migration_20261128_053215_invoice_issuer from './20261128_053215_invoice_issuer';
import * as migration_20261128_053426_invoices from './20261128_053426_invoices';
import * as migration_20261128_055056_refunded_total from './20261128_055056_refunded_total';
import * as migration_20261128_061315_statements from './20261128_061315_statements';
import * as migration_20261128_082957_calendar_sequence from './20261128_082957_calendar_sequence';
import * as migration_20261128_084146_scheduling_rules_and_rescheduling from './20261128_084146_scheduling_rules_and_rescheduling';
import * as migration_20261128_092111_calendar_feed from './20261128_092111_calendar_feed';
import * as migration_20261128_160000_search_threshold_per_connection from './20261128_160000_search_threshold_per_connection';
import * as migration_20261128_161005_webinar_registration_mail from './20261128_161005_webinar_registration_mail';

export const migrations = [
  {
    up: migration_20261121_231704_initial.up,
    down: migration_20261121_231704_initial.down,
    name: '20261121_231704_initial',
  },
  {
    up: migration_20261121_235837_accounts.up,
    down: migration_20261121_235837_accounts.down,
    name: '20261121_235837_accounts',
  },
  {
    up: migration_20261122_000532_auth_code_resend.up,
    down: migration_20261122_000532_auth_code_resend.down,
    name: '20261122_000532_auth_code_resend',
  },
  {
    up: migration_20261122_000723_sso.up,
    down: migration_20261122_000723_sso.down,
    name: '20261122_000723_sso',
  },
  {
    up: migration_20261122_005254_application_personal_information.up,
    down: migration_20261122_005254_application_personal_information.down,
    name: '20261122_005254_application_personal_information',
  },
  {
    up: migration_20261122_005747_application_profile_details.up,
    down: migration_20261122_005747_application_profile_details.down,
    name: '20261122_005747_application_profile_details',
  },
  {
    up: migration_20261122_011202_application_experience.up,
    down: migration_20261122_011202_application_experience.down,
    name: '20261122_011202_application_experience',
  },
  {
    up: migration_20261122_014616_uploads.up,
    down: migration_20261122_014616_uploads.down,
    name: '20261122_014616_uploads',
  },
  {
    up: migration_20261122_015537_application_review.up,
    down: migration_20261122_015537_application_review.down,
    name: '20261122_015537_application_review',
  },
  {
    up: migration_20261122_020316_profile_video_upload.up,
    down: migration_20261122_020316_profile_video_upload.down,
    name: '20261122_020316_profile_video_upload',
  },
  {
    up: migration_20261122_021333_tax_info.up,
    down: migration_20261122_021333_tax_info.down,
    name: '20261122_021333_tax_info',
  },
  {
    up: migration_20261122_023416_catalogue.up,
    down: migration_20261122_023416_catalogue.down,
    name: '20261122_023416_catalogue',
  },
  {
    up: migration_20261122_030042_consultant_search.up,
    down: migration_20261122_030042_consultant_search.down,
    name: '20261122_030042_consultant_search',
  },
  {
    up: migration_20261122_044325_booking.up,
    down: migration_20261122_044325_booking.down,
    name: '20261122_044325_booking',
  },
  {
    up: migration_20261122_045843_jobs.up,
    down: migration_20261122_045843_jobs.down,
    name: '20261122_045843_jobs',
  },
  {
    up: migration_20261122_052907_authorised.up,
    down: migration_20261122_052907_authorised.down,
    name: '20261122_052907_authorised',
  },
  {
    up: migration_20261122_055300_booking_settings.up,
    down: migration_20261122_055300_booking_settings.down,
    name: '20261122_055300_booking_settings',
  },
  {
    up: migration_20261122_060446_search_indexes.up,
    down: migration_20261122_060446_search_indexes.down,
    name: '20261122_060446_search_indexes',
  },
  {
    up: migration_20261122_072416_sessions_lifecycle.up,
    down: migration_20261122_072416_sessions_lifecycle.down,
    name: '20261122_072416_sessions_lifecycle',
  },
  {
    up: migration_20261122_075006_inquiries.up,
    down: migration_20261122_075006_inquiries.down,
    name: '20261122_075006_inquiries',
  },
  {
    up: migration_20261122_075432_search_speed.up,
    down: migration_20261122_075432_search_speed.down,
    name: '20261122_075432_search_speed',
  },
  {
    up: migration_20261122_080016_consultee_profile.up,
    down: migration_20261122_080016_consultee_profile.down,
    name: '20261122_080016_consultee_profile',
  },
  {
    up: migration_20261122_082319_content.up,
    down: migration_20261122_082319_content.down,
    name: '20261122_082319_content',
  },
  {
    up: migration_20261122_105123_rate_limits.up,
    down: migration_20261122_105123_rate_limits.down,
    name: '20261122_105123_rate_limits',
  },
  {
    up: migration_20261122_105244_contact_mail_job.up,
    down: migration_20261122_105244_contact_mail_job.down,
    name: '20261122_105244_contact_mail_job',
  },
  {
    up: migration_20261122_111500_public_version.up,
    down: migration_20261122_111500_public_version.down,
    name: '20261122_111500_public_version',
  },
  {
    up: migration_20261122_115500_refund_adjustments.up,
    down: migration_20261122_115500_refund_adjustments.down,
    name: '20261122_115500_refund_adjustments',
  },
  {
    up: migration_20261122_140500_slot_versions.up,
    down: migration_20261122_140500_slot_versions.down,
    name: '20261122_140500_slot_versions',
  },
  {
    up: migration_20261126_222517_change_email.up,
    down: migration_20261126_222517_change_email.down,
    name: '20261126_222517_change_email',
  },
  {
    up: migration_20261127_090000_discovery_filters.up,
    down: migration_20261127_090000_discovery_filters.down,
    name: '20261127_090000_discovery_filters',
  },
  {
    up: migration_20261127_120000_search_lexemes.up,
    down: migration_20261127_120000_search_lexemes.down,
    name: '20261127_120000_search_lexemes',
  },
  {
    up: migration_20261127_185941_cv_upload_context.up,
    down: migration_20261127_185941_cv_upload_context.down,
    name: '20261127_185941_cv_upload_context',
  },
  {
    up: migration_20261127_191505_webinars.up,
    down: migration_20261127_191505_webinars.down,
    name: '20261127_191505_webinars',
  },
  {
    up: migration_20261128_034539_document_counters.up,
    down: migration_20261128_034539_document_counters.down,
    name: '20261128_034539_document_counters',
  },
  {
    up: migration_20261128_052903_billed_to.up,
    down: migration_20261128_052903_billed_to.down,
    name: '20261128_052903_billed_to',
  },
  {
    up: migration_20261128_053215_invoice_issuer.up,
    down: migration_20261128_053215_invoice_issuer.down,
    name: '20261128_053215_invoice_issuer',
  },
  {
    up: migration_20261128_053426_invoices.up,
    down: migration_20261128_053426_invoices.down,
    name: '20261128_053426_invoices',
  },
  {
    up: migration_20261128_055056_refunded_total.up,
    down: migration_20261128_055056_refunded_total.down,
    name: '20261128_055056_refunded_total',
  },
  {
    up: migration_20261128_061315_statements.up,
    down: migration_20261128_061315_statements.down,
    name: '20261128_061315_statements',
  },
  {
    up: migration_20261128_082957_calendar_sequence.up,
    down: migration_20261128_082957_calendar_sequence.down,
    name: '20261128_082957_calendar_sequence',
  },
  {
    up: migration_20261128_084146_scheduling_rules_and_rescheduling.up,
    down: migration_20261128_084146_scheduling_rules_and_rescheduling.down,
    name: '20261128_084146_scheduling_rules_and_rescheduling',
  },
  {
    up: migration_20261128_092111_calendar_feed.up,
    down: migration_20261128_092111_calendar_feed.down,
    name: '20261128_092111_calendar_feed',
  },
  {
    up: migration_20261128_160000_search_threshold_per_connection.up,
    down: migration_20261128_160000_search_threshold_per_connection.down,
    name: '20261128_160000_search_threshold_per_connection',
  },
  {
    up: migration_20261128_161005_webinar_registration_mail.up,
    down: migration_20261128_161005_webinar_registration_mail.down,
    name: '20261128_161005_webinar_registration_mail'
  },
];
