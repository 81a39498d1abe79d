import type { NetworkInterfaceInfo } from 'node:os';

// The demo's guest links start with localhost, which a phone on the same Wi-Fi cannot open;
// the start banner also prints them with this machine's address on the network.

/** This machine's IPv4 addresses other than loopback, in the order the system lists them. */
export function lanIpv4Addresses(interfaces: NodeJS.Dict<NetworkInterfaceInfo[]>): string[] {
  return Object.values(interfaces)
    .flatMap((infos) => infos ?? [])
    .filter((info) => info.family === 'IPv4' && !info.internal)
    .map((info) => info.address);
}

const isLoopback = (host: string) =>
  host === 'localhost' || host === '::1' || host === '[::1]' || host.startsWith('127.');

export interface PhoneLinksInput {
  /** The demo's guest links as printed (built on PUBLIC_URL). */
  links: { tableName: string; url: string }[];
  /** From lanIpv4Addresses. */
  addresses: string[];
  /** HOST and PORT the server listens on. */
  host: string;
  port: number;
}

export interface PhoneLinks {
  lines: string[];
  /** The first table's link, for a QR code in the terminal. */
  qr: { caption: string; url: string } | null;
}

const onAddress = (link: string, address: string, port: number) => {
  const url = new URL(link);
  url.protocol = 'http:';
  url.hostname = address;
  url.port = String(port);
  return url.href;
};

/**
 * The guest links on this machine's LAN address. Nothing when there is no such address, or
 * when PUBLIC_URL is not localhost (the printed links are then already the ones to open).
 */
export function phoneLinks({ links, addresses, host, port }: PhoneLinksInput): PhoneLinks {
  const first = links[0];
  if (!first || addresses.length === 0 || !isLoopback(new URL(first.url).hostname)) {
    return { lines: [], qr: null };
  }
  // A server bound to one of the addresses is reachable on that one only.
  const reachable = addresses.includes(host) ? [host] : addresses;
  const [address, ...others] = reachable as [string, ...string[]];
  const lines = [
    `From a phone on the same Wi-Fi (this machine is ${address} there):`,
    ...links.map(
      (link) => `  Table ${link.tableName.padEnd(3)} ${onAddress(link.url, address, port)}`,
    ),
  ];
  if (others.length > 0) {
    const origins = others.map((other) => `http://${other}:${port}`).join(', ');
    lines.push(`  Other addresses of this machine, if a phone can't open these: ${origins}`);
  }
  if (isLoopback(host)) lines.push('  (start with HOST=0.0.0.0 to open these from a phone)');
  return {
    lines,
    qr: {
      caption: `Scan to open Table ${first.tableName} on a phone:`,
      url: onAddress(first.url, address, port),
    },
  };
}
