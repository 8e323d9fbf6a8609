import * as migration_20261122_075344_initial from './20261122_075344_initial';

export const migrations = [
  {
    up: migration_20261122_075344_initial.up,
    down: migration_20261122_075344_initial.down,
    name: '20261122_075344_initial'
  },
];
