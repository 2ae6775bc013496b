/** Insights (issue 5): a platinum member's own games as charts. Others use only this file. */

export { openingTotals } from './insights.report';
export { insightsRoutes } from './insights.routes';
export { createInsights, type Insights } from './insights.service';
