import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

describe('configuration', () => {
  it('starts on PGlite under ./data on port 3000 when nothing is set', () => {
    const config = loadConfig({});
    expect(config.PORT).toBe(3000);
    expect(config.DATA_DIR).toBe('./data');
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.PUBLIC_URL).toBe('http://localhost:3000');
    expect(config.LOG_LEVEL).toBe('info');
  });

  it('offers the sandbox only where asked for: not under NODE_ENV=production unless listed', () => {
    expect(loadConfig({}).WHATSAPP_ENGINES).toEqual(['baileys']);
    expect(loadConfig({ NODE_ENV: 'production' }).WHATSAPP_ENGINES).toEqual(['baileys']);
    expect(loadConfig({ NODE_ENV: 'development' }).WHATSAPP_ENGINES).toEqual(['baileys', 'sandbox']);
    expect(loadConfig({ NODE_ENV: 'test' }).WHATSAPP_ENGINES).toEqual(['baileys', 'sandbox']);
    expect(loadConfig({ WHATSAPP_ENGINES: 'baileys,sandbox' }).WHATSAPP_ENGINES).toEqual([
      'baileys',
      'sandbox',
    ]);
  });

  it('reads every documented variable', () => {
    const config = loadConfig({
      PORT: '8080',
      DATA_DIR: '/var/siar',
      DATABASE_URL: 'postgres://siar@db:5432/siar',
      SESSION_SECRET: 'x'.repeat(40),
      PUBLIC_URL: 'https://app.siar.example',
      LOG_LEVEL: 'debug',
    });
    expect(config).toMatchObject({
      PORT: 8080,
      DATA_DIR: '/var/siar',
      DATABASE_URL: 'postgres://siar@db:5432/siar',
      PUBLIC_URL: 'https://app.siar.example',
      LOG_LEVEL: 'debug',
    });
  });

  it.each([
    ['PORT', 'eighty', 'PORT: must be a port number (0-65535)'],
    ['PORT', '70000', 'PORT: must be a port number (0-65535)'],
    ['DATABASE_URL', 'mysql://x', 'DATABASE_URL: must be a postgres:// or postgresql:// URL'],
    ['SESSION_SECRET', 'short', 'SESSION_SECRET: must be at least 32 characters'],
    ['PUBLIC_URL', 'not a url', 'PUBLIC_URL: must be an http(s) URL'],
    ['LOG_LEVEL', 'loud', 'LOG_LEVEL: must be one of fatal, error, warn, info, debug, trace, silent'],
    ['EVENTS_AMQP_URL', 'http://rabbit:5672', 'EVENTS_AMQP_URL: must be an amqp:// or amqps:// URL'],
    ['EVENTS_NATS_URL', 'rabbit', 'EVENTS_NATS_URL: must be a nats:// or tls:// URL'],
    [
      'EVENTS_NATS_STREAM',
      'siar events',
      'EVENTS_NATS_STREAM: must be letters, digits, - or _ (a JetStream stream name)',
    ],
  ])('refuses a wrong %s with a message naming it', (name, value, message) => {
    expect(() => loadConfig({ [name]: value })).toThrow(ConfigError);
    expect(() => loadConfig({ [name]: value })).toThrow(message);
  });

  it('names every wrong variable at once', () => {
    expect(() => loadConfig({ PORT: 'x', LOG_LEVEL: 'y' })).toThrow(/PORT:.*\n.*LOG_LEVEL:/s);
  });
});
