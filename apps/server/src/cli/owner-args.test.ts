import { describe, expect, it } from 'vitest';
import { OwnerCliUsageError, parseOwnerArgs, toTimeOfDay } from './owner-args';

describe('parseOwnerArgs', () => {
  it('reads create with defaults for everything but username, password and brand', () => {
    expect(
      parseOwnerArgs([
        'create',
        '--username',
        'omar',
        '--password',
        'brass-lantern-42',
        '--brand',
        'Chai & Co.',
      ]),
    ).toEqual({
      command: 'create',
      passwordFromStdin: false,
      input: {
        owner: { username: 'omar', displayName: 'omar', password: 'brass-lantern-42' },
        brand: { name: 'Chai & Co.', currency: 'INR', country: 'IN' },
        branch: {
          name: 'Main',
          displayName: 'Chai & Co. · Main',
          timeZone: 'Asia/Kolkata',
          openingTime: '00:00:00',
          closingTime: '00:00:00',
        },
      },
    });
  });

  it('reads every create option', () => {
    const parsed = parseOwnerArgs([
      'create',
      '--username',
      'ana',
      '--password-stdin',
      '--brand',
      'Tapas Bar',
      '--display-name',
      'Ana Ruiz',
      '--currency',
      'EUR',
      '--country',
      'ES',
      '--branch',
      'Centro',
      '--branch-display-name',
      'Tapas Bar Centro',
      '--time-zone',
      'Europe/Madrid',
      '--opens',
      '9:30',
      '--closes',
      '23:45',
    ]);
    expect(parsed).toMatchObject({
      command: 'create',
      passwordFromStdin: true,
      input: {
        owner: { username: 'ana', displayName: 'Ana Ruiz', password: undefined },
        brand: { name: 'Tapas Bar', currency: 'EUR', country: 'ES' },
        branch: {
          name: 'Centro',
          displayName: 'Tapas Bar Centro',
          timeZone: 'Europe/Madrid',
          openingTime: '09:30:00',
          closingTime: '23:45:00',
        },
      },
    });
  });

  it('reads reset-password', () => {
    expect(
      parseOwnerArgs(['reset-password', '--username', 'omar', '--password', 'x-y-z-1234']),
    ).toEqual({
      command: 'reset-password',
      username: 'omar',
      password: 'x-y-z-1234',
      passwordFromStdin: false,
    });
  });

  it.each([
    [
      ['create', '--username', 'omar', '--brand', 'B'],
      '--password (or --password-stdin) is required',
    ],
    [['create', '--password', 'p', '--brand', 'B'], '--username is required'],
    [['create', '--username', 'omar', '--password', 'p'], '--brand is required'],
    [['create', '--username', '--password', 'p'], '--username needs a value'],
    [
      ['create', '--username', 'u', '--password', 'p', '--password-stdin', '--brand', 'B'],
      'Give either --password or --password-stdin, not both',
    ],
    [
      ['reset-password', '--username', 'u', '--password', 'p', '--brand', 'B'],
      'Unknown argument: --brand',
    ],
    [['delete', '--username', 'u'], 'Unknown command: delete'],
    [['create', 'omar'], 'Unknown argument: omar'],
  ])('refuses %j', (argv, message) => {
    expect(() => parseOwnerArgs(argv)).toThrow(new OwnerCliUsageError(message));
  });

  it('answers help for no command', () => {
    expect(parseOwnerArgs([])).toEqual({ command: 'help' });
    expect(parseOwnerArgs(['--help'])).toEqual({ command: 'help' });
  });
});

describe('toTimeOfDay', () => {
  it.each([
    ['9:30', '09:30:00'],
    ['23:45', '23:45:00'],
    ['23:45:10', '23:45:10'],
    ['noon', 'noon'],
  ])('%s -> %s', (given, expected) => {
    expect(toTimeOfDay(given)).toBe(expected);
  });
});
