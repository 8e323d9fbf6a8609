import * as migration_20261122_085453_initial from './20261122_085453_initial'
import * as migration_20261123_023518_wrong_answer_reports from './20261123_023518_wrong_answer_reports'
import * as migration_20261123_025234_billing from './20261123_025234_billing'
import * as migration_20261123_030252_downloads from './20261123_030252_downloads'
import * as migration_20261123_065222_answers from './20261123_065222_answers'
import * as migration_20261124_190654_admin_area from './20261124_190654_admin_area'
import * as migration_20261124_194846_analytics_indexes from './20261124_194846_analytics_indexes'
import * as migration_20261124_214012_free_plan_sale_end from './20261124_214012_free_plan_sale_end'
import * as migration_20261124_224943_essays_and_upload_storage from './20261124_224943_essays_and_upload_storage'
import * as migration_20261124_225943_competitor_comparison from './20261124_225943_competitor_comparison'
import * as migration_20261125_003551_shared_cache_tags from './20261125_003551_shared_cache_tags'
import * as migration_20261125_012013_subscription_pause from './20261125_012013_subscription_pause'
import * as migration_20261125_012553_hint_ladder_and_check from './20261125_012553_hint_ladder_and_check'
import * as migration_20261125_012726_flashcards from './20261125_012726_flashcards'
import * as migration_20261126_072859_post_content from './20261126_072859_post_content'
import * as migration_20261126_073201_drop_post_split from './20261126_073201_drop_post_split'
import * as migration_20261126_074347_redirects from './20261126_074347_redirects'
import * as migration_20261126_075253_search from './20261126_075253_search'
import * as migration_20261126_080912_seo_fields from './20261126_080912_seo_fields'
import * as migration_20261126_092625_accounts_language_referrals from './20261126_092625_accounts_language_referrals'
import * as migration_20261126_111038_publishing_workflow from './20261126_111038_publishing_workflow'
import * as migration_20261126_122158_categories_reading_time from './20261126_122158_categories_reading_time'
import * as migration_20261126_144039_editorial_roles from './20261126_144039_editorial_roles'
import * as migration_20261126_160629_machine_drafted from './20261126_160629_machine_drafted'
import * as migration_20261126_182017_analytics_aggregates from './20261126_182017_analytics_aggregates'
import * as migration_20261126_192746_pages from './20261126_192746_pages'
import * as migration_20261126_192823_retire_landing from './20261126_192823_retire_landing'
import * as migration_20261128_163713_extension_stores_signout from './20261128_163713_extension_stores_signout'
import * as migration_20261128_182055_faq_block_choice from './20261128_182055_faq_block_choice'
import * as migration_20261128_211619_own_drafts_status from './20261128_211619_own_drafts_status'
import * as migration_20261129_003748_content_own_drafts from './20261129_003748_content_own_drafts'
import * as migration_20261129_011215_analytics_askers from './20261129_011215_analytics_askers'
import * as migration_20261129_112214_answers_write_indexes from './20261129_112214_answers_write_indexes'

export const migrations = [
  {
    up: migration_20261122_085453_initial.up,
    down: migration_20261122_085453_initial.down,
    name: '20261122_085453_initial',
  },
  {
    up: migration_20261123_023518_wrong_answer_reports.up,
    down: migration_20261123_023518_wrong_answer_reports.down,
    name: '20261123_023518_wrong_answer_reports',
  },
  {
    up: migration_20261123_025234_billing.up,
    down: migration_20261123_025234_billing.down,
    name: '20261123_025234_billing',
  },
  {
    up: migration_20261123_030252_downloads.up,
    down: migration_20261123_030252_downloads.down,
    name: '20261123_030252_downloads',
  },
  {
    up: migration_20261123_065222_answers.up,
    down: migration_20261123_065222_answers.down,
    name: '20261123_065222_answers',
  },
  {
    up: migration_20261124_190654_admin_area.up,
    down: migration_20261124_190654_admin_area.down,
    name: '20261124_190654_admin_area',
  },
  {
    up: migration_20261124_194846_analytics_indexes.up,
    down: migration_20261124_194846_analytics_indexes.down,
    name: '20261124_194846_analytics_indexes',
  },
  {
    up: migration_20261124_214012_free_plan_sale_end.up,
    down: migration_20261124_214012_free_plan_sale_end.down,
    name: '20261124_214012_free_plan_sale_end',
  },
  {
    up: migration_20261124_224943_essays_and_upload_storage.up,
    down: migration_20261124_224943_essays_and_upload_storage.down,
    name: '20261124_224943_essays_and_upload_storage',
  },
  {
    up: migration_20261124_225943_competitor_comparison.up,
    down: migration_20261124_225943_competitor_comparison.down,
    name: '20261124_225943_competitor_comparison',
  },
  {
    up: migration_20261125_003551_shared_cache_tags.up,
    down: migration_20261125_003551_shared_cache_tags.down,
    name: '20261125_003551_shared_cache_tags',
  },
  {
    up: migration_20261125_012013_subscription_pause.up,
    down: migration_20261125_012013_subscription_pause.down,
    name: '20261125_012013_subscription_pause',
  },
  {
    up: migration_20261125_012553_hint_ladder_and_check.up,
    down: migration_20261125_012553_hint_ladder_and_check.down,
    name: '20261125_012553_hint_ladder_and_check',
  },
  {
    up: migration_20261125_012726_flashcards.up,
    down: migration_20261125_012726_flashcards.down,
    name: '20261125_012726_flashcards',
  },
  {
    up: migration_20261126_072859_post_content.up,
    down: migration_20261126_072859_post_content.down,
    name: '20261126_072859_post_content',
  },
  {
    up: migration_20261126_073201_drop_post_split.up,
    down: migration_20261126_073201_drop_post_split.down,
    name: '20261126_073201_drop_post_split',
  },
  {
    up: migration_20261126_074347_redirects.up,
    down: migration_20261126_074347_redirects.down,
    name: '20261126_074347_redirects',
  },
  {
    up: migration_20261126_075253_search.up,
    down: migration_20261126_075253_search.down,
    name: '20261126_075253_search',
  },
  {
    up: migration_20261126_080912_seo_fields.up,
    down: migration_20261126_080912_seo_fields.down,
    name: '20261126_080912_seo_fields',
  },
  {
    up: migration_20261126_092625_accounts_language_referrals.up,
    down: migration_20261126_092625_accounts_language_referrals.down,
    name: '20261126_092625_accounts_language_referrals',
  },
  {
    up: migration_20261126_111038_publishing_workflow.up,
    down: migration_20261126_111038_publishing_workflow.down,
    name: '20261126_111038_publishing_workflow',
  },
  {
    up: migration_20261126_122158_categories_reading_time.up,
    down: migration_20261126_122158_categories_reading_time.down,
    name: '20261126_122158_categories_reading_time',
  },
  {
    up: migration_20261126_144039_editorial_roles.up,
    down: migration_20261126_144039_editorial_roles.down,
    name: '20261126_144039_editorial_roles',
  },
  {
    up: migration_20261126_160629_machine_drafted.up,
    down: migration_20261126_160629_machine_drafted.down,
    name: '20261126_160629_machine_drafted',
  },
  {
    up: migration_20261126_182017_analytics_aggregates.up,
    down: migration_20261126_182017_analytics_aggregates.down,
    name: '20261126_182017_analytics_aggregates',
  },
  {
    up: migration_20261126_192746_pages.up,
    down: migration_20261126_192746_pages.down,
    name: '20261126_192746_pages',
  },
  {
    up: migration_20261126_192823_retire_landing.up,
    down: migration_20261126_192823_retire_landing.down,
    name: '20261126_192823_retire_landing',
  },
  {
    up: migration_20261128_163713_extension_stores_signout.up,
    down: migration_20261128_163713_extension_stores_signout.down,
    name: '20261128_163713_extension_stores_signout',
  },
  {
    up: migration_20261128_182055_faq_block_choice.up,
    down: migration_20261128_182055_faq_block_choice.down,
    name: '20261128_182055_faq_block_choice',
  },
  {
    up: migration_20261128_211619_own_drafts_status.up,
    down: migration_20261128_211619_own_drafts_status.down,
    name: '20261128_211619_own_drafts_status',
  },
  {
    up: migration_20261129_003748_content_own_drafts.up,
    down: migration_20261129_003748_content_own_drafts.down,
    name: '20261129_003748_content_own_drafts',
  },
  {
    up: migration_20261129_011215_analytics_askers.up,
    down: migration_20261129_011215_analytics_askers.down,
    name: '20261129_011215_analytics_askers',
  },
  {
    up: migration_20261129_112214_answers_write_indexes.up,
    down: migration_20261129_112214_answers_write_indexes.down,
    name: '20261129_112214_answers_write_indexes',
  },
]
