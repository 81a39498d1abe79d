import { type APIRequestContext, expect, type Page, request } from '@playwright/test';
import { LIVE } from './ordering';
import type { ProductionWorld } from './production-server';

// A table of a production server whose guests pay the bill in shares (issue 17).

export interface Diner {
  name: string;
  dish: string;
  price: number;
}

/** One table, one category and the diners' dishes, written as go-live does (issues 13, 14). */
export async function seedTable(
  world: ProductionWorld,
  table: { owner: string; token: string },
  diners: Diner[],
) {
  await world.sql.query(
    `INSERT INTO dining_tables (tenant_id, branch_id, name, associate_staff_user_id, qr_token)
     SELECT b.tenant_id, b.id, '1', (SELECT id FROM staff_users WHERE username = $1), $2
     FROM branches b LIMIT 1`,
    [table.owner, table.token],
  );
  const { rows } = await world.sql.query(
    `INSERT INTO menu_categories (tenant_id, tab, name)
     SELECT id, 'EAT', 'Mains' FROM brands LIMIT 1 RETURNING id, tenant_id`,
  );
  const category = rows[0] as { id: number; tenant_id: number };
  for (const diner of diners) {
    await world.sql.query(
      `WITH product AS (
         INSERT INTO products (tenant_id, category_id, item_name, display_name, food_type)
         VALUES ($1, $2, $3, $3, 'VEGETARIAN') RETURNING id, tenant_id),
       size AS (
         INSERT INTO menu_items (tenant_id, product_id, size_name, default_price_minor)
         SELECT tenant_id, id, 'Regular', $4 FROM product RETURNING id, tenant_id)
       INSERT INTO branch_menu_items (tenant_id, branch_id, menu_item_id, price_minor)
       SELECT size.tenant_id, b.id, size.id, $4 FROM size, branches b`,
      [category.tenant_id, category.id, diner.dish, diner.price * 100],
    );
  }
}

/** The owner's staff API: turns splitting on as the pricing editor does, reads the bill. */
export async function ownerApi(
  baseURL: string,
  credentials: { username: string; password: string },
) {
  const api: APIRequestContext = await request.newContext({ baseURL });
  const login = await api.post('/v1/staff/auth/login', { data: credentials });
  expect(login.ok(), `login answered ${login.status()}`).toBe(true);
  return {
    async splitBills(branchId: number) {
      const rules = await api.get(`/v1/staff/branches/${branchId}/pricing-rules`);
      const { roundingVersion } = (await rules.json()) as { roundingVersion: number };
      const set = await api.put(`/v1/staff/branches/${branchId}/pricing-split-bill`, {
        data: { splitBill: true, version: roundingVersion },
      });
      expect(set.ok(), `split-bill setting answered ${set.status()}: ${await set.text()}`).toBe(
        true,
      );
    },
    async bill(orderId: number) {
      const response = await api.get(`/v1/staff/orders/${orderId}/bill`);
      expect(response.ok()).toBe(true);
      return (await response.json()) as {
        split: {
          paidAmount: number;
          remainingAmount: number;
          shares: { payerName: string; way: string; amount: number; tip: number; status: string }[];
        } | null;
      };
    },
    dispose: () => api.dispose(),
  };
}

/** The live totals under the bill on /check-out. */
export async function expectTotals(page: Page, paid: string, remaining: string) {
  await expect(page.getByTestId('split-paid')).toHaveText(paid, LIVE);
  await expect(page.getByTestId('split-remaining')).toHaveText(remaining, LIVE);
}
