/** Game review (issue 18): book moves, members' saved reviews (checked), the deep setting's allowance. */

export { reviewRoutes } from './review.routes';
export { createReview, type Review } from './review.service';
