import * as migration_20261122_085453_initial from './20261122_085453_initial'
import * as migration_20261123_023518_wrong_answer_reports from './20261123_023518_wrong_answer_reports'
import * as migration_20261123_025234_billing from './20261123_025234_billing'
import * as migration_20261123_030252_downloads from './20261123_030252_downloads'
import * as migration_20261123_065222_answers from './20261123_065222_answers'

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
]
