import * as migration_20261122_080855_initial from './20261122_080855_initial'

export const migrations = [
  {
    up: migration_20261122_080855_initial.up,
    down: migration_20261122_080855_initial.down,
    name: '20261122_080855_initial',
  },
]
