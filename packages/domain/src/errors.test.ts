import { describe, expect, it } from 'vitest';
import { errorText, errorToast } from './errors.js';

describe('errorText (spec 1 §8)', () => {
  it('shows a string body as is', () => {
    expect(errorText('Invalid token.')).toBe('Invalid token.');
  });
  it('joins the values of an errors object line by line', () => {
    expect(errorText({ errors: { firstName: 'First name is required.', lastName: 'Too short.' } })).toBe(
      'First name is required.\nToo short.',
    );
  });
  it('joins the values of the body when there is no errors object', () => {
    expect(errorText({ a: 'one', b: 'two' })).toBe('one\ntwo');
  });
  it('flattens arrays of messages', () => {
    expect(errorText({ errors: { password: ['Too short.', 'Needs a digit.'] } })).toBe(
      'Too short.\nNeeds a digit.',
    );
  });
  it('reads a nested errorMessage (login errors)', () => {
    expect(errorText({ login: { errorMessage: 'Account locked.' } })).toBe('Account locked.');
  });
  it('answers empty text for an empty body', () => {
    expect(errorText(undefined)).toBe('');
    expect(errorText(null)).toBe('');
  });
});

describe('errorToast (spec 1 §8)', () => {
  it('shows no toast for 401', () => {
    expect(errorToast(401, 'Unauthorized')).toBeNull();
  });
  it("shows 'Insufficient access privileges' for 403 whatever the body", () => {
    expect(errorToast(403, { errors: { x: 'y' } })).toEqual({
      title: 'Error',
      message: 'Insufficient access privileges',
    });
  });
  it("titles every other error 'Error' with the body's text", () => {
    expect(errorToast(400, { errors: { key: 'key is required.' } })).toEqual({
      title: 'Error',
      message: 'key is required.',
    });
    expect(errorToast(500, 'Something went wrong.')).toEqual({
      title: 'Error',
      message: 'Something went wrong.',
    });
  });
});
