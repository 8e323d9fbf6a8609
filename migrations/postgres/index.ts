import * as migration_20261122_074752_initial from './20261122_074752_initial';

export const migrations = [
  {
    up: migration_20261122_074752_initial.up,
    down: migration_20261122_074752_initial.down,
    name: '20261122_074752_initial'
  },
];
