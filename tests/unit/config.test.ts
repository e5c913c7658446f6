import { describe, expect, it } from 'vitest';
import { apiHost, integrationTypeFor, MOCK_MODE, SERVICE_HOSTS, serviceHostFor } from '../../src/config';
import { callUrl } from '../../src/providers/http';

describe('serviceHostFor', () => {
  it('chooses the live service for the live console host name', () => {
    expect(serviceHostFor('console.publisher-console.example')).toBe(SERVICE_HOSTS.live);
  });

  it('chooses the test service for any other host name', () => {
    for (const host of [
      'localhost',
      'test-console.publisher-console.example',
      'console.publisher-console.example.attacker.test',
      'xconsole.publisher-console.example',
      '',
    ]) {
      expect(serviceHostFor(host), host).toBe(SERVICE_HOSTS.test);
    }
  });

  it('keeps the live and test services apart', () => {
    expect(SERVICE_HOSTS.live).not.toBe(SERVICE_HOSTS.test);
  });
});

describe('mock mode', () => {
  it('is on in tests, where no API host is configured', () => {
    expect(MOCK_MODE).toBe(true);
  });

  it('sends calls to the same origin whatever the page host name', () => {
    expect(apiHost('console.publisher-console.example')).toBe('');
  });

  it('builds call URLs from the base prefixes', () => {
    expect(callUrl('main', '/menu')).toBe('/gamebridge-manager/v1/menu');
    expect(callUrl('v2', 'ssp_publisher/report')).toBe('/gamebridge/v2/ssp_publisher/report');
    expect(callUrl('image', '/logo.png')).toBe('/logo.png');
  });
});

describe('integrationTypeFor', () => {
  it("asks for 'Content-SSP' or 'App-SSP' by brand variant, and nothing otherwise", () => {
    expect(integrationTypeFor('content')).toBe('Content-SSP');
    expect(integrationTypeFor('app')).toBe('App-SSP');
    expect(integrationTypeFor('')).toBe('');
    expect(integrationTypeFor('other')).toBe('');
  });
});
