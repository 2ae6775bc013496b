/** Two-factor login (TOTP and recovery codes). Other modules use only what is exported here. */
export { twoFactorRoutes } from './two-factor.routes';
export { createTwoFactorService, type TwoFactorService } from './two-factor.service';
