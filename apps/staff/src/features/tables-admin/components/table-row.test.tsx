import type { TAdminTable } from '@tableside/shared/contract/tables-admin';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TableRow } from './table-row';

afterEach(cleanup);

const table: TAdminTable = {
  id: 7,
  name: 'T7',
  seats: 4,
  areaId: null,
  sortOrder: 6,
  archived: false,
  hasToken: true,
  link: 'https://order.example.com/?brandId=1&branchId=1&tableId=7&t=AbC-_123456789012345678',
  hasOpenOrder: false,
  version: 3,
};

const mount = (row: TAdminTable, onAction = vi.fn()) =>
  render(
    <ul>
      <TableRow table={row} tokensRequired busy={false} onAction={onAction} />
    </ul>,
  );

describe('TableRow', () => {
  it('offers the QR code as SVG and PNG downloads named for the table', () => {
    mount(table);
    const svg = screen.getByRole('link', { name: 'Download QR of table T7 as SVG' });
    const png = screen.getByRole('link', { name: 'Download QR of table T7 as PNG' });
    expect(svg.getAttribute('href')).toBe('/v1/staff/tables/7/qr.svg');
    expect(png.getAttribute('href')).toBe('/v1/staff/tables/7/qr.png');
    expect(svg.hasAttribute('download') && png.hasAttribute('download')).toBe(true);
    // The visible words are part of the name (a voice user says what he sees).
    expect(svg.textContent).toBe('SVG');
    expect(png.textContent).toBe('PNG');
  });

  it('keeps its other actions named for the table', () => {
    const onAction = vi.fn();
    mount(table, onAction);
    fireEvent.click(screen.getByRole('button', { name: 'Edit table T7' }));
    fireEvent.click(screen.getByRole('button', { name: /^New QR code\s*for T7$/ }));
    expect(onAction.mock.calls).toEqual([['edit'], ['rotate']]);
    expect(screen.getByRole('button', { name: 'Copy the link of table T7' })).toBeTruthy();
  });

  it('offers no download for an archived table', () => {
    mount({ ...table, archived: true });
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.getByRole('button', { name: 'Restore' })).toBeTruthy();
  });
});
