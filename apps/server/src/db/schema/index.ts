// Drizzle's schema entry (drizzle.config.ts and the client's typed schema); the one barrel.
export * from './billing';
export * from './brands-branches';
export * from './customers-auth';
export * from './feedback';
export * from './guest-sessions';
export * from './kitchen';
export * from './login-attempts';
export * from './media';
export * from './menu';
export * from './menu-extras';
export * from './menu-versions';
export * from './operations';
export * from './order-items';
export * from './orders';
export * from './promotions';
export * from './staff';
export * from './tables';
