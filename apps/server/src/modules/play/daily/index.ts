/** Daily (correspondence) chess: part of play, built by `createPlay`. */

export { type ConditionalMoves, createConditionalMoves } from './conditional-moves';
export { dailyRoutes, type VacationDaysOf } from './daily.routes';
export { createDailyService, type DailyService } from './daily.service';
export { createDailySweeper, type DailySweeper } from './daily-sweeper';
export { createVacations, type Vacations } from './vacations';
