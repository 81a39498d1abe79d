// The demo tenants seeded into an empty database: two brands, kept apart.
import type { DemoBrand } from '../demo-types';
import { brewRoom } from './brew-room';
import { secondBrand } from './second-brand';

export { brewRoom, secondBrand };

export const demoBrands: DemoBrand[] = [brewRoom, secondBrand];
