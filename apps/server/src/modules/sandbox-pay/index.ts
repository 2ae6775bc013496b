/** The built-in sandbox payment provider (the embedded default): a pretend external provider. */
export { type DeliverWebhook, RETRY_DELAYS_MS } from './sandbox-delivery';
export { sandboxPayRoutes } from './sandbox-pay.routes';
export { createSandboxPay, type SandboxPay, type SandboxPayDeps } from './sandbox-pay.service';
