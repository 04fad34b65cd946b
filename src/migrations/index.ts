import * as migration_20261121_231704_initial from './20261121_231704_initial';

export const migrations = [
  {
    up: migration_20261121_231704_initial.up,
    down: migration_20261121_231704_initial.down,
    name: '20261121_231704_initial'
  },
];
