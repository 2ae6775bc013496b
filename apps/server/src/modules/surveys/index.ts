/** Surveys (§1, §5, §7): staff ask, members vote once. Other modules use only what is exported here. */

export { seedDemoSurveys } from './surveys.demo';
export { surveysRoutes } from './surveys.routes';
export { createSurveys, type Surveys } from './surveys.service';
