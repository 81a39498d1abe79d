import type { StaffAction } from '@tableside/shared/domain/staff-permissions';
import {
  BarChart3,
  BellRing,
  Building2,
  ChefHat,
  LayoutGrid,
  type LucideIcon,
  Megaphone,
  Package,
  ScanLine,
  Settings,
  Users,
  UtensilsCrossed,
} from 'lucide-react';

/** The console's sections; a member sees those their role may act in. */
export interface NavItem {
  to: string;
  label: string;
  icon: LucideIcon;
  action: StaffAction;
  /** A back-office section: on a phone's bottom bar it is reached through the Restaurant hub,
   * so the floor's sections keep their room (CSS hides it below tablet width). */
  office?: true;
}

export const NAV_ITEMS: readonly NavItem[] = [
  { to: '/floor', label: 'Floor', icon: LayoutGrid, action: 'viewFloor' },
  { to: '/calls', label: 'Calls', icon: BellRing, action: 'resolveCallWaiter' },
  { to: '/kitchen', label: 'Kitchen', icon: ChefHat, action: 'deliverItem' },
  { to: '/stock', label: 'Stock', icon: Package, action: 'setAvailability' },
  { to: '/scan', label: 'Verify', icon: ScanLine, action: 'verifyTable' },
  { to: '/menu', label: 'Menu', icon: UtensilsCrossed, action: 'editMenu', office: true },
  { to: '/promotions', label: 'Promotions', icon: Megaphone, action: 'editMenu', office: true },
  { to: '/staff-accounts', label: 'Staff', icon: Users, action: 'manageStaff', office: true },
  {
    to: '/settings',
    label: 'Settings',
    icon: Settings,
    action: 'managePaymentSettings',
    office: true,
  },
  { to: '/restaurant', label: 'Restaurant', icon: Building2, action: 'manageTables' },
  { to: '/reports', label: 'Reports', icon: BarChart3, action: 'viewReports', office: true },
];
