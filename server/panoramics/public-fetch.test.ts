import { describe, expect, it } from 'vitest';
import { isPrivateHost } from './public-fetch';

describe('the hosts a redirect may not reach', () => {
  it('this machine and private networks, in IPv4 and IPv6', () => {
    for (const host of [
      'localhost',
      'api.localhost',
      '127.0.0.1',
      '10.1.2.3',
      '172.16.0.1',
      '172.31.255.255',
      '192.168.1.1',
      '169.254.169.254',
      '100.64.0.1',
      '0.0.0.0',
      '[::1]',
      'fd12:3456::1',
      'fe80::1',
    ])
      expect(isPrivateHost(host), host).toBe(true);
  });

  it('public hosts and addresses', () => {
    for (const host of ['api.panoramax.xyz', '172.32.0.1', '8.8.8.8', '2001:db8::1', 'fdroid.org'])
      expect(isPrivateHost(host), host).toBe(false);
  });
});
