/** Client error reports (§7 client metrics): stored, swept after a fixed time, browsed by staff. */
export { clientMetricsRoutes, requireStaff } from './client-metrics.routes';
export { type ClientMetrics, createClientMetrics } from './client-metrics.service';
