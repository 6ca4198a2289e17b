/** What a participant scores an experience on, 1 to 10 (the API's EXPERIENCE_REVIEW_CATEGORIES), in the order shown. */
export const EXPERIENCE_REVIEW_CATEGORIES = ['guide', 'organisation', 'value', 'safety'] as const;
