/** Headers every call carries (spec §7). */
export const requestHeaders = {
  requestId: 'X-Request-Id',
  requestSource: 'X-Request-Source',
  clientLocale: 'X-Client-Locale',
  timezone: 'X-Timezone',
  customerId: 'X-Customer-Id',
} as const;
