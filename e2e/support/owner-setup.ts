import { expect, type Page } from '@playwright/test';
import { LIVE } from './ordering';

export interface NewOwner {
  username: string;
  password: string;
  displayName: string;
  brand: string;
  branch: string;
  branchDisplayName: string;
}

/** The restaurant the production journeys set up from the setup link. */
export const NEW_RESTAURANT: NewOwner = {
  username: 'rhea',
  password: 'Tandoor-Nights-2026',
  displayName: 'Rhea Kapoor',
  brand: 'Tandoor Nights',
  branch: 'Bandra',
  branchDisplayName: 'Tandoor Nights, Bandra',
};

/** The production setup link's form, filled in as a new owner does on their first visit. */
export async function completeSetup(page: Page, setupUrl: string, owner: NewOwner) {
  await page.goto(setupUrl);
  await page.getByLabel('Owner username').fill(owner.username);
  await page.getByLabel('Display name', { exact: true }).fill(owner.displayName);
  await page.getByLabel('Password', { exact: true }).fill(owner.password);
  await page.getByLabel('Confirm password').fill(owner.password);
  await page.getByLabel('Brand name').fill(owner.brand);
  await page.getByLabel('Branch name', { exact: true }).fill(owner.branch);
  await page.getByLabel('Branch display name').fill(owner.branchDisplayName);
  await page.getByLabel('Time zone').selectOption('Asia/Kolkata');
  await page.getByLabel('Opens at').fill('00:00');
  await page.getByLabel('Closes at').fill('00:00');
}

/** Submits the setup form and waits to leave it. */
export async function submitSetup(page: Page) {
  await page.getByRole('button', { name: 'Create owner and restaurant' }).click();
  await expect(page).not.toHaveURL(/\/setup/, LIVE);
}

export interface NewMember {
  username: string;
  displayName: string;
  role: 'MANAGER' | 'CUSTOMER_ASSOCIATE' | 'WAITER' | 'KITCHEN';
  password: string;
  /** The display names of the branches they work at. */
  branches: string[];
}

/** Adds a staff member from the Staff screen and closes the one-time sign-in details. */
export async function addStaffMember(page: Page, member: NewMember) {
  await page.goto('/staff/staff-accounts');
  await page.getByRole('button', { name: 'Add staff member' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Username').fill(member.username);
  await dialog.getByLabel('Display name', { exact: true }).fill(member.displayName);
  await dialog.getByLabel('Role').selectOption(member.role);
  await dialog.getByLabel('Password', { exact: true }).fill(member.password);
  for (const branch of member.branches) await dialog.getByLabel(branch).check();
  await dialog.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(
    page.getByText(`${member.displayName} can now sign in as ${member.username}`),
  ).toBeVisible(LIVE);
  const details = page.getByRole('dialog', { name: `Sign-in details for ${member.displayName}` });
  await expect(details.getByText(`Password: ${member.password}`)).toBeVisible();
  await details.getByRole('button', { name: 'Done' }).click();
  await expect(details).toHaveCount(0);
}
