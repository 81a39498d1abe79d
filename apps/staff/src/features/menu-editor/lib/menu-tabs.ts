import type { MenuTab } from '@tableside/shared/domain/enums';

/** The guest app's tab names, in its order (For You is made from these, not edited). */
export const TAB_LABELS: Record<MenuTab, string> = { EAT: 'Eat', DRINK: 'Drink', SMOKE: 'Smoke' };
export const TAB_ORDER: readonly MenuTab[] = ['EAT', 'DRINK', 'SMOKE'];
