import { describe, expect, it } from 'vitest';
import {
  connectFormErrors,
  emptyConnectValues,
  portAfterSecureChange,
  serverErrorPlacement,
  smtpFromImap,
  toConnectBody,
} from './connect-form-values.ts';

const filled = () => {
  const values = emptyConnectValues();
  return {
    ...values,
    emailAddress: 'ada@agent.io',
    imap: { ...values.imap, host: 'imap.agent.io', user: 'ada', password: 'secret' },
  };
};

describe('the connect form’s values', () => {
  it('sends no SMTP server while the same one is used, and the ports as numbers', () => {
    expect(toConnectBody(filled())).toEqual({
      emailAddress: 'ada@agent.io',
      displayName: null,
      imap: { host: 'imap.agent.io', port: 993, secure: true, user: 'ada', password: 'secret' },
      smtp: null,
      allowSelfSigned: false,
    });
    expect(connectFormErrors(filled())).toEqual({});
  });

  it('a brand mailbox is sent shared, with its queue or null for the brand’s rules', () => {
    expect(toConnectBody({ ...filled(), queueSid: 'WQ1' }, true)).toMatchObject({
      emailAddress: 'ada@agent.io',
      shared: true,
      queueSid: 'WQ1',
    });
    expect(toConnectBody(filled(), true)).toMatchObject({ shared: true, queueSid: null });
    expect(toConnectBody({ ...filled(), queueSid: 'WQ1' })).not.toHaveProperty('shared');
  });

  it('checks the SMTP fields only when they are shown', () => {
    const values = { ...filled(), sendWithSameServer: false };
    expect(connectFormErrors(values)).toEqual({
      'smtp.host': 'SMTP server is required',
      'smtp.user': 'SMTP username is required',
      'smtp.password': 'SMTP password is required',
    });
    expect(connectFormErrors({ ...values, smtp: smtpFromImap(values) })).toEqual({});
    expect(smtpFromImap(values)).toMatchObject({
      host: 'smtp.agent.io',
      port: 587,
      secure: false,
      user: 'ada',
    });
  });

  it('moves the usual port with SSL/TLS, and keeps one the agent typed', () => {
    expect(portAfterSecureChange('imap', false, 993)).toBe(143);
    expect(portAfterSecureChange('imap', true, 143)).toBe(993);
    expect(portAfterSecureChange('smtp', true, 587)).toBe(465);
    expect(portAfterSecureChange('smtp', false, 2525)).toBe(2525);
  });

  it('puts a queue the brand does not have under the queue picker', () => {
    const refusal = { status: 400, field: 'queueSid', message: 'queueSid WQ9 is not a queue of this brand' };
    expect(serverErrorPlacement(filled(), refusal)).toEqual({
      path: 'queueSid',
      message: 'Queue WQ9 is not a queue of this brand',
    });
  });

  it('puts a server refusal on its field, an SMTP one on the checkbox while SMTP is hidden, a 409 on the address', () => {
    const refusal = { status: 400, field: 'smtp.password', message: 'smtp.password was refused' };
    expect(serverErrorPlacement(filled(), refusal)).toEqual({
      path: 'sendWithSameServer',
      message: 'SMTP password was refused',
    });
    expect(serverErrorPlacement({ ...filled(), sendWithSameServer: false }, refusal)).toEqual({
      path: 'smtp.password',
      message: 'SMTP password was refused',
    });
    expect(
      serverErrorPlacement(filled(), { status: 409, message: 'That address is connected by someone else' }),
    ).toEqual({
      path: 'emailAddress',
      message: 'That address is connected by someone else',
    });
    expect(serverErrorPlacement(filled(), { status: 502, message: 'Bad gateway' })).toBeNull();
  });
});
