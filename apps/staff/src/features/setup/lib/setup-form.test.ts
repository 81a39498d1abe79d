import { describe, expect, it } from 'vitest';
import {
  branchDisplayNameOf,
  initialSetupValues,
  passwordHint,
  type SetupFormValues,
  serverFieldError,
  setupFormErrors,
  toSetupBody,
} from './setup-form';

const filled = (change: Partial<SetupFormValues> = {}): SetupFormValues => ({
  ...initialSetupValues('Asia/Kolkata'),
  username: 'omar',
  displayName: 'Omar Shaikh',
  password: 'brass-lantern-42',
  confirmPassword: 'brass-lantern-42',
  brandName: 'Chai & Co.',
  branchName: 'Bandra',
  ...change,
});

describe('setup form', () => {
  it('turns a filled form into the setup body, times with seconds', () => {
    expect(toSetupBody(filled(), 'tok')).toEqual({
      token: 'tok',
      owner: { username: 'omar', displayName: 'Omar Shaikh', password: 'brass-lantern-42' },
      brand: { name: 'Chai & Co.', currency: 'INR', country: 'IN' },
      branch: {
        name: 'Bandra',
        displayName: 'Chai & Co. · Bandra',
        timeZone: 'Asia/Kolkata',
        openingTime: '11:00:00',
        closingTime: '23:00:00',
      },
    });
    expect(setupFormErrors(filled())).toEqual({});
  });

  it('follows brand and branch names for the display name until the owner writes one', () => {
    expect(branchDisplayNameOf(filled({ branchName: '' }))).toBe('Chai & Co.');
    expect(branchDisplayNameOf(filled({ branchDisplayName: 'Chai Bandra' }))).toBe('Chai Bandra');
  });

  it('names each problem under its field', () => {
    const errors = setupFormErrors(
      filled({
        username: 'Omar S',
        password: 'password123',
        brandName: ' ',
        branchName: '',
        timeZone: 'Mars/Olympus',
      }),
    );
    expect(errors).toMatchObject({
      username: expect.stringMatching(/^Must be 3 to 64 lowercase/),
      password: 'This password is too common',
      brandName: 'Required',
      branchName: 'Required',
      timeZone: 'Is not a known time zone',
    });
  });

  it('asks for the same password twice', () => {
    expect(setupFormErrors(filled({ confirmPassword: 'brass-lantern-43' }))).toEqual({
      confirmPassword: 'The two passwords differ',
    });
  });

  it('shows the strength rule live', () => {
    expect(passwordHint(filled({ password: '' }))).toBeNull();
    expect(passwordHint(filled({ password: 'short' }))).toBe('Use at least 10 characters');
    expect(passwordHint(filled({ password: 'omar-the-great' }))).toBe(
      'The password must not contain the username',
    );
    expect(passwordHint(filled())).toBe('Strong enough');
  });

  it('places a server refusal under the field it names', () => {
    expect(serverFieldError('owner.password: This password is too common')).toEqual({
      field: 'password',
      message: 'This password is too common',
    });
    expect(serverFieldError('This username is taken')).toEqual({
      field: 'username',
      message: 'This username is taken',
    });
    expect(serverFieldError('This setup link is not valid or has expired')).toBeNull();
  });
});
