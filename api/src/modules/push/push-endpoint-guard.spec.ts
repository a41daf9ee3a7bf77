import { describe, expect, it } from 'vitest';
import { classifyAddress, endpointUrlProblem, isPushEndpointAllowed, pinnedLookup } from './push-endpoint-guard';

const production = { production: true };
const test = { production: false };

describe('push endpoint guard (SSRF)', () => {
  it.each([
    ['8.8.8.8', 'public'],
    ['142.250.74.10', 'public'],
    ['2a00:1450:4009:81f::200a', 'public'],
    ['127.0.0.1', 'loopback'],
    ['127.8.9.10', 'loopback'],
    ['::1', 'loopback'],
    ['::ffff:127.0.0.1', 'loopback'],
    ['10.0.0.1', 'refused'],
    ['172.16.5.4', 'refused'],
    ['172.31.255.255', 'refused'],
    ['192.168.1.1', 'refused'],
    ['100.64.0.1', 'refused'],
    ['169.254.169.254', 'refused'],
    ['0.0.0.0', 'refused'],
    ['224.0.0.1', 'refused'],
    ['255.255.255.255', 'refused'],
    ['::', 'refused'],
    ['::a9fe:a9fe', 'refused'],
    ['::10.0.0.1', 'refused'],
    ['fe80::1', 'refused'],
    ['fd00:ec2::254', 'refused'],
    ['fc00::1', 'refused'],
    ['ff02::1', 'refused'],
    ['::ffff:10.0.0.1', 'refused'],
    ['::ffff:169.254.169.254', 'refused'],
    ['not an address', 'refused'],
  ])('%s is %s', (address, verdict) => {
    expect(classifyAddress(address)).toBe(verdict);
  });

  it('allows only https in production, http too outside it; never credentials in the URL', () => {
    expect(endpointUrlProblem('https://push.example.net/x', production)).toBeUndefined();
    expect(endpointUrlProblem('http://push.example.net/x', production)).toBe('scheme http:');
    expect(endpointUrlProblem('http://127.0.0.1:9/x', test)).toBeUndefined();
    expect(endpointUrlProblem('ftp://push.example.net/x', test)).toBe('scheme ftp:');
    expect(endpointUrlProblem('https://user:pw@push.example.net/x', production)).toBe('credentials in the URL');
    expect(endpointUrlProblem('nonsense', test)).toBe('not a URL');
  });

  it('refuses loopback and private literal addresses in production, allows loopback in tests', async () => {
    expect(await isPushEndpointAllowed('https://127.0.0.1/x', production)).toBe(false);
    expect(await isPushEndpointAllowed('https://[::1]/x', production)).toBe(false);
    expect(await isPushEndpointAllowed('https://10.1.1.1/x', production)).toBe(false);
    expect(await isPushEndpointAllowed('https://[fd00:ec2::254]/x', production)).toBe(false);
    expect(await isPushEndpointAllowed('http://127.0.0.1:8080/x', test)).toBe(true);
    expect(await isPushEndpointAllowed('http://10.1.1.1/x', test)).toBe(false);
    expect(await isPushEndpointAllowed('https://8.8.8.8/x', production)).toBe(true);
  });

  it('judges a host name by every address it resolves to (localhost is loopback)', async () => {
    expect(await isPushEndpointAllowed('https://localhost/x', production)).toBe(false);
    expect(await isPushEndpointAllowed('http://localhost:9/x', test)).toBe(true);
    // A name that does not resolve cannot be reached either.
    expect(await isPushEndpointAllowed('https://no-such-host.invalid/x', production)).toBe(false);
  });

  it('pins the connection to the checked addresses', () => {
    const lookup = pinnedLookup([
      { address: '203.0.114.1', family: 4 },
      { address: '2a00::1', family: 6 },
    ]);
    const answers: unknown[] = [];
    lookup('attacker.example', { family: 6 }, (error, address, family) => answers.push([error, address, family]));
    lookup('attacker.example', { all: true }, (error, addresses) => answers.push([error, addresses]));
    expect(answers).toEqual([
      [null, '2a00::1', 6],
      [
        null,
        [
          { address: '203.0.114.1', family: 4 },
          { address: '2a00::1', family: 6 },
        ],
      ],
    ]);
  });
});
