import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';

describe('billing configuration', () => {
  it('defaults to 24-hour payments, every method, demo details, and timers outside tests', () => {
    const config = loadConfig({});
    expect(config.PAYMENT_EXPIRY_HOURS).toBe(24);
    expect(config.PAYMENT_METHODS).toEqual(['bank_transfer', 'virtual_account', 'qris', 'crypto']);
    expect(config.RUN_JOBS).toBe(true);
    expect(loadConfig({ NODE_ENV: 'test' }).RUN_JOBS).toBe(false);
    expect(loadConfig({ NODE_ENV: 'test', RUN_JOBS: 'true' }).RUN_JOBS).toBe(true);
  });

  it('stops the start naming the variable when a value is wrong', () => {
    expect(() => loadConfig({ QRIS_STATIC_PAYLOAD: '000201010211' })).toThrow(
      /QRIS_STATIC_PAYLOAD: not a valid QRIS payload: must end with the CRC field/,
    );
    expect(() => loadConfig({ PAYMENT_METHODS: 'bank_transfer,cash' })).toThrow(
      /PAYMENT_METHODS.*must list some of/,
    );
    expect(() => loadConfig({ PAYMENT_EXPIRY_HOURS: '0' })).toThrow(/PAYMENT_EXPIRY_HOURS/);
    expect(() => loadConfig({ VIRTUAL_ACCOUNT_PREFIX: '12ab' })).toThrow(
      /VIRTUAL_ACCOUNT_PREFIX: must be 3 to 8 digits/,
    );
    expect(loadConfig({ PAYMENT_METHODS: ' qris , crypto ' }).PAYMENT_METHODS).toEqual(['qris', 'crypto']);
  });
});
