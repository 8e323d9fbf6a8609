import * as migration_20261122_085459_initial from './20261122_085459_initial'
import * as migration_20261123_023527_wrong_answer_reports from './20261123_023527_wrong_answer_reports'
import * as migration_20261123_025251_billing from './20261123_025251_billing'
import * as migration_20261123_030306_downloads from './20261123_030306_downloads'
import * as migration_20261123_065230_answers from './20261123_065230_answers'

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
]
