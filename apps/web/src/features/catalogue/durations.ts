/**
 * Sub-package durations the create/edit form suggests, in minutes. The API accepts any multiple
 * of 15 from 15 to 1440 (openapi.yaml `SubpackageCreate.durationMinutes`); these are the usual ones.
 */
export const suggestedDurations = [30, 60, 90, 120, 180, 240, 480] as const;
