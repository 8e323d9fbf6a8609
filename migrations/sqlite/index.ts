import * as migration_20261122_085453_initial from './20261122_085453_initial'

export const migrations = [
  {
    up: migration_20261122_085453_initial.up,
    down: migration_20261122_085453_initial.down,
    name: '20261122_085453_initial',
  },
]
