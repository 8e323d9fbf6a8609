import * as migration_20261122_085459_initial from './20261122_085459_initial'
import * as migration_20261123_023527_wrong_answer_reports from './20261123_023527_wrong_answer_reports'
import * as migration_20261123_025251_billing from './20261123_025251_billing'
import * as migration_20261123_030306_downloads from './20261123_030306_downloads'
import * as migration_20261123_065230_answers from './20261123_065230_answers'
import * as migration_20261124_190720_admin_area from './20261124_190720_admin_area'
import * as migration_20261124_194949_analytics_indexes from './20261124_194949_analytics_indexes'
import * as migration_20261124_214050_free_plan_sale_end from './20261124_214050_free_plan_sale_end'
import * as migration_20261124_225010_essays_and_upload_storage from './20261124_225010_essays_and_upload_storage'
import * as migration_20261124_230007_competitor_comparison from './20261124_230007_competitor_comparison'
import * as migration_20261125_003626_shared_cache_tags from './20261125_003626_shared_cache_tags'
import * as migration_20261125_012053_subscription_pause from './20261125_012053_subscription_pause'
import * as migration_20261125_012603_hint_ladder_and_check from './20261125_012603_hint_ladder_and_check'
import * as migration_20261125_012735_flashcards from './20261125_012735_flashcards'
import * as migration_20261126_073020_post_content from './20261126_073020_post_content'
import * as migration_20261126_073313_drop_post_split from './20261126_073313_drop_post_split'
import * as migration_20261126_074510_redirects from './20261126_074510_redirects'
import * as migration_20261126_075534_search from './20261126_075534_search'
import * as migration_20261126_081044_seo_fields from './20261126_081044_seo_fields'
import * as migration_20261126_092644_accounts_language_referrals from './20261126_092644_accounts_language_referrals'
import * as migration_20261126_111102_publishing_workflow from './20261126_111102_publishing_workflow'
import * as migration_20261126_122216_categories_reading_time from './20261126_122216_categories_reading_time'
import * as migration_20261126_144125_editorial_roles from './20261126_144125_editorial_roles'
import * as migration_20261126_160638_machine_drafted from './20261126_160638_machine_drafted'
import * as migration_20261126_182114_analytics_aggregates from './20261126_182114_analytics_aggregates'
import * as migration_20261126_192804_pages from './20261126_192804_pages'
import * as migration_20261126_192839_retire_landing from './20261126_192839_retire_landing'
import * as migration_20261128_150521_essay_short_status from './20261128_150521_essay_short_status'
import * as migration_20261128_163753_extension_stores_signout from './20261128_163753_extension_stores_signout'
import * as migration_20261128_182128_faq_block_choice from './20261128_182128_faq_block_choice'
import * as migration_20261128_211640_own_drafts_status from './20261128_211640_own_drafts_status'
import * as migration_20261129_003834_content_own_drafts from './20261129_003834_content_own_drafts'
import * as migration_20261129_011216_analytics_askers from './20261129_011216_analytics_askers'
import * as migration_20261129_112228_answers_write_indexes from './20261129_112228_answers_write_indexes'

export const migrations = [
  {
    up: migration_20261122_085459_initial.up,
    down: migration_20261122_085459_initial.down,
    name: '20261122_085459_initial',
  },
  {
    up: migration_20261123_023527_wrong_answer_reports.up,
    down: migration_20261123_023527_wrong_answer_reports.down,
    name: '20261123_023527_wrong_answer_reports',
  },
  {
    up: migration_20261123_025251_billing.up,
    down: migration_20261123_025251_billing.down,
    name: '20261123_025251_billing',
  },
  {
    up: migration_20261123_030306_downloads.up,
    down: migration_20261123_030306_downloads.down,
    name: '20261123_030306_downloads',
  },
  {
    up: migration_20261123_065230_answers.up,
    down: migration_20261123_065230_answers.down,
    name: '20261123_065230_answers',
  },
  {
    up: migration_20261124_190720_admin_area.up,
    down: migration_20261124_190720_admin_area.down,
    name: '20261124_190720_admin_area',
  },
  {
    up: migration_20261124_194949_analytics_indexes.up,
    down: migration_20261124_194949_analytics_indexes.down,
    name: '20261124_194949_analytics_indexes',
  },
  {
    up: migration_20261124_214050_free_plan_sale_end.up,
    down: migration_20261124_214050_free_plan_sale_end.down,
    name: '20261124_214050_free_plan_sale_end',
  },
  {
    up: migration_20261124_225010_essays_and_upload_storage.up,
    down: migration_20261124_225010_essays_and_upload_storage.down,
    name: '20261124_225010_essays_and_upload_storage',
  },
  {
    up: migration_20261124_230007_competitor_comparison.up,
    down: migration_20261124_230007_competitor_comparison.down,
    name: '20261124_230007_competitor_comparison',
  },
  {
    up: migration_20261125_003626_shared_cache_tags.up,
    down: migration_20261125_003626_shared_cache_tags.down,
    name: '20261125_003626_shared_cache_tags',
  },
  {
    up: migration_20261125_012053_subscription_pause.up,
    down: migration_20261125_012053_subscription_pause.down,
    name: '20261125_012053_subscription_pause',
  },
  {
    up: migration_20261125_012603_hint_ladder_and_check.up,
    down: migration_20261125_012603_hint_ladder_and_check.down,
    name: '20261125_012603_hint_ladder_and_check',
  },
  {
    up: migration_20261125_012735_flashcards.up,
    down: migration_20261125_012735_flashcards.down,
    name: '20261125_012735_flashcards',
  },
  {
    up: migration_20261126_073020_post_content.up,
    down: migration_20261126_073020_post_content.down,
    name: '20261126_073020_post_content',
  },
  {
    up: migration_20261126_073313_drop_post_split.up,
    down: migration_20261126_073313_drop_post_split.down,
    name: '20261126_073313_drop_post_split',
  },
  {
    up: migration_20261126_074510_redirects.up,
    down: migration_20261126_074510_redirects.down,
    name: '20261126_074510_redirects',
  },
  {
    up: migration_20261126_075534_search.up,
    down: migration_20261126_075534_search.down,
    name: '20261126_075534_search',
  },
  {
    up: migration_20261126_081044_seo_fields.up,
    down: migration_20261126_081044_seo_fields.down,
    name: '20261126_081044_seo_fields',
  },
  {
    up: migration_20261126_092644_accounts_language_referrals.up,
    down: migration_20261126_092644_accounts_language_referrals.down,
    name: '20261126_092644_accounts_language_referrals',
  },
  {
    up: migration_20261126_111102_publishing_workflow.up,
    down: migration_20261126_111102_publishing_workflow.down,
    name: '20261126_111102_publishing_workflow',
  },
  {
    up: migration_20261126_122216_categories_reading_time.up,
    down: migration_20261126_122216_categories_reading_time.down,
    name: '20261126_122216_categories_reading_time',
  },
  {
    up: migration_20261126_144125_editorial_roles.up,
    down: migration_20261126_144125_editorial_roles.down,
    name: '20261126_144125_editorial_roles',
  },
  {
    up: migration_20261126_160638_machine_drafted.up,
    down: migration_20261126_160638_machine_drafted.down,
    name: '20261126_160638_machine_drafted',
  },
  {
    up: migration_20261126_182114_analytics_aggregates.up,
    down: migration_20261126_182114_analytics_aggregates.down,
    name: '20261126_182114_analytics_aggregates',
  },
  {
    up: migration_20261126_192804_pages.up,
    down: migration_20261126_192804_pages.down,
    name: '20261126_192804_pages',
  },
  {
    up: migration_20261126_192839_retire_landing.up,
    down: migration_20261126_192839_retire_landing.down,
    name: '20261126_192839_retire_landing',
  },
  {
    up: migration_20261128_150521_essay_short_status.up,
    down: migration_20261128_150521_essay_short_status.down,
    name: '20261128_150521_essay_short_status',
  },
  {
    up: migration_20261128_163753_extension_stores_signout.up,
    down: migration_20261128_163753_extension_stores_signout.down,
    name: '20261128_163753_extension_stores_signout',
  },
  {
    up: migration_20261128_182128_faq_block_choice.up,
    down: migration_20261128_182128_faq_block_choice.down,
    name: '20261128_182128_faq_block_choice',
  },
  {
    up: migration_20261128_211640_own_drafts_status.up,
    down: migration_20261128_211640_own_drafts_status.down,
    name: '20261128_211640_own_drafts_status',
  },
  {
    up: migration_20261129_003834_content_own_drafts.up,
    down: migration_20261129_003834_content_own_drafts.down,
    name: '20261129_003834_content_own_drafts',
  },
  {
    up: migration_20261129_011216_analytics_askers.up,
    down: migration_20261129_011216_analytics_askers.down,
    name: '20261129_011216_analytics_askers',
  },
  {
    up: migration_20261129_112228_answers_write_indexes.up,
    down: migration_20261129_112228_answers_write_indexes.down,
    name: '20261129_112228_answers_write_indexes',
  },
]
