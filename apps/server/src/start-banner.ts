import { type NetworkInterfaceInfo, networkInterfaces } from 'node:os';
import QRCode from 'qrcode';
import type { AppConfig } from './config/env';
import type { DatabaseHandle } from './db/client';
import { DEMO_STAFF, demoGuestLinks } from './db/seed/seed-demo';
import { lanIpv4Addresses, phoneLinks } from './start-banner-lan';

/** What an operator needs after `npm start`: where guests and staff go, and the demo logins. */
export async function printStartBanner(
  config: AppConfig,
  database: DatabaseHandle,
  interfaces: NodeJS.Dict<NetworkInterfaceInfo[]> = networkInterfaces(),
): Promise<void> {
  const lines = [
    '',
    `Tableside is running at ${config.PUBLIC_URL} (database: ${database.kind})`,
    '',
  ];
  const demoParts = demoModeParts(config);
  if (demoParts.length > 0) lines.push(`DEMO MODE: ${demoParts.join(', ')}`, '');
  const links = config.DEMO_SEED ? await demoGuestLinks(database.db, config.PUBLIC_URL) : [];
  if (links.length > 0) {
    lines.push('Guest app, one link per demo table (the QR code on the table):');
    for (const link of links) lines.push(`  Table ${link.tableName.padEnd(3)} ${link.url}`);
    lines.push('');
  }
  // Trying the demo on a phone; production has no demo links, and prints none of this.
  if (config.NODE_ENV !== 'production') {
    const addresses = lanIpv4Addresses(interfaces);
    const phone = phoneLinks({ links, addresses, host: config.HOST, port: config.PORT });
    if (phone.qr) {
      const qr = await QRCode.toString(phone.qr.url, { type: 'terminal', small: true });
      lines.push(...phone.lines, phone.qr.caption, qr, '');
    }
  }
  lines.push(`Staff console: ${config.PUBLIC_URL}/staff/`);
  if (config.DEMO_SEED) {
    const users = DEMO_STAFF.map((s) => `${s.username} (${s.role})`).join(', ');
    lines.push(`  demo users: ${users}; password demo1234`);
  }
  lines.push('');
  console.info(lines.join('\n'));
}

/** The demo conveniences that are on, so nobody mistakes this server for a live setup. */
export function demoModeParts(config: AppConfig): string[] {
  return [
    config.PAYMENT_PROVIDER === 'simulated' ? 'simulated payments' : null,
    config.SMS_PROVIDER === 'console' ? 'SMS in the log' : null,
    config.DEMO_SEED ? 'demo users' : null,
  ].filter((part): part is string => part !== null);
}
