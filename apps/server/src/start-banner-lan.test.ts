import type { NetworkInterfaceInfo } from 'node:os';
import { describe, expect, it } from 'vitest';
import { lanIpv4Addresses, phoneLinks } from './start-banner-lan';

const iface = (address: string, family: 'IPv4' | 'IPv6', internal = false) =>
  ({ address, family, internal }) as NetworkInterfaceInfo;

const INTERFACES = {
  lo: [iface('127.0.0.1', 'IPv4', true), iface('::1', 'IPv6', true)],
  wlan0: [iface('192.168.1.20', 'IPv4'), iface('fe80::1', 'IPv6')],
  docker0: [iface('172.17.0.1', 'IPv4')],
};

const LINKS = [
  { tableName: '1', url: 'http://localhost:3000/?brandId=1&branchId=1&tableId=1' },
  { tableName: '2', url: 'http://localhost:3000/?brandId=1&branchId=1&tableId=2' },
];

const LAN_1 = 'http://192.168.1.20:3000/?brandId=1&branchId=1&tableId=1';
const LAN_2 = 'http://192.168.1.20:3000/?brandId=1&branchId=1&tableId=2';
const HINT = '  (start with HOST=0.0.0.0 to open these from a phone)';

describe('lanIpv4Addresses', () => {
  it("lists the machine's outward IPv4 addresses, without loopback or IPv6", () => {
    expect(lanIpv4Addresses(INTERFACES)).toEqual(['192.168.1.20', '172.17.0.1']);
    expect(lanIpv4Addresses({ lo: INTERFACES.lo, none: undefined })).toEqual([]);
  });
});

describe('phoneLinks', () => {
  const base = { links: LINKS, addresses: ['192.168.1.20'], host: '0.0.0.0', port: 3000 };

  it("gives every table's link on the LAN address, and the first table's for the QR code", () => {
    expect(phoneLinks(base)).toEqual({
      lines: [
        'From a phone on the same Wi-Fi (this machine is 192.168.1.20 there):',
        `  Table 1   ${LAN_1}`,
        `  Table 2   ${LAN_2}`,
      ],
      qr: { caption: 'Scan to open Table 1 on a phone:', url: LAN_1 },
    });
  });

  it('names the other addresses with the server port, for a phone on another network', () => {
    const { lines } = phoneLinks({
      ...base,
      addresses: ['192.168.1.20', '172.17.0.1', '10.8.0.2'],
    });
    expect(lines.at(-1)).toBe(
      "  Other addresses of this machine, if a phone can't open these: http://172.17.0.1:3000, http://10.8.0.2:3000",
    );
  });

  it('uses the port the server listens on, not the one of the printed link', () => {
    const links = [{ tableName: '1', url: 'http://localhost:8080/?tableId=1' }];
    expect(phoneLinks({ ...base, links, port: 3100 }).qr?.url).toBe(
      'http://192.168.1.20:3100/?tableId=1',
    );
  });

  it('adds the HOST hint when the server listens on loopback only', () => {
    for (const host of ['127.0.0.1', 'localhost', '::1']) {
      const { lines, qr } = phoneLinks({ ...base, host });
      expect(lines.at(-1)).toBe(HINT);
      expect(qr?.url).toBe(LAN_1);
    }
    expect(phoneLinks(base).lines).not.toContain(HINT);
    expect(phoneLinks({ ...base, host: '::' }).lines).not.toContain(HINT);
  });

  it('keeps to the one address the server listens on when HOST names it', () => {
    const { lines } = phoneLinks({
      ...base,
      addresses: ['10.8.0.2', '192.168.1.20'],
      host: '192.168.1.20',
    });
    expect(lines).toEqual([
      'From a phone on the same Wi-Fi (this machine is 192.168.1.20 there):',
      `  Table 1   ${LAN_1}`,
      `  Table 2   ${LAN_2}`,
    ]);
  });

  it('prints nothing without a LAN address, without links, or when the links are not localhost', () => {
    const none = { lines: [], qr: null };
    expect(phoneLinks({ ...base, addresses: [] })).toEqual(none);
    expect(phoneLinks({ ...base, links: [] })).toEqual(none);
    const set = [{ tableName: '1', url: 'https://order.example.com/?tableId=1' }];
    expect(phoneLinks({ ...base, links: set })).toEqual(none);
  });
});
