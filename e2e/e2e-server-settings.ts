/**
 * Settings the e2e servers run with where the shipped default would only make a spec wait:
 * the refresh token's reuse grace (30 s shipped; auth.spec waits it out to see a replay
 * refused). Five seconds still covers two tabs refreshing together on a busy machine.
 */
export const e2eRefreshReuseGraceSeconds = 5;
