import type { StaffRole } from '@tableside/shared/domain/enums';
import { can, type StaffAction } from '@tableside/shared/domain/staff-permissions';
import {
  BarChart3,
  Building2,
  ChefHat,
  Clock,
  CreditCard,
  type LucideIcon,
  Megaphone,
  Palette,
  QrCode,
  ReceiptText,
  Users,
  UtensilsCrossed,
} from 'lucide-react';

/** A door of the back office: where it leads and who may open it. */
export interface HubCard {
  to: string;
  title: string;
  description: string;
  icon: LucideIcon;
  action: StaffAction;
}

export const HUB_CARDS: readonly HubCard[] = [
  {
    to: '/branches',
    title: 'Branches',
    description: 'Add, edit, copy or archive the places you run',
    icon: Building2,
    action: 'manageBranches',
  },
  {
    to: '/tables',
    title: 'Tables & QR codes',
    description: 'Areas, tables and the QR codes guests scan',
    icon: QrCode,
    action: 'manageTables',
  },
  {
    to: '/hours',
    title: 'Order hours',
    description: 'When guests can order, holidays and last call',
    icon: Clock,
    action: 'editBranchSettings',
  },
  {
    to: '/charges',
    title: 'Charges & taxes',
    description: 'Service charges, taxes and rounding on the bill',
    icon: ReceiptText,
    action: 'editBranchSettings',
  },
  {
    to: '/brand-look',
    title: 'Brand look',
    description: 'Logo, colours and font guests see',
    icon: Palette,
    action: 'editBrandLook',
  },
  {
    to: '/stations',
    title: 'Kitchen stations',
    description: 'Which station cooks which categories',
    icon: ChefHat,
    action: 'manageKitchenStations',
  },
  {
    to: '/staff-accounts',
    title: 'Staff',
    description: 'Accounts, roles, branches and PINs',
    icon: Users,
    action: 'manageStaff',
  },
  {
    to: '/menu',
    title: 'Menu',
    description: 'Categories, items, prices and availability',
    icon: UtensilsCrossed,
    action: 'editMenu',
  },
  {
    to: '/promotions',
    title: 'Promotions',
    description: 'The For You carousels and banners',
    icon: Megaphone,
    action: 'editMenu',
  },
  {
    to: '/reports',
    title: 'Reports',
    description: 'Sales by day, item and payment method',
    icon: BarChart3,
    action: 'viewReports',
  },
  {
    to: '/settings',
    title: 'Payments & SMS',
    description: 'Payment gateway and SMS provider',
    icon: CreditCard,
    action: 'managePaymentSettings',
  },
];

/** The cards a role may open, in the hub's order. */
export const hubCardsFor = (role: StaffRole): HubCard[] =>
  HUB_CARDS.filter((card) => can(role, card.action));
