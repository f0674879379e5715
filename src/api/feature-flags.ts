/** The product's name as it appears in flag names such as `{product}_assistant`. */
export const productKey = 'fundline';

/** Feature flags of spec §3. */
export const featureFlagNames = [
  'inter_entity_fund_structure',
  `${productKey}_assistant`,
  `${productKey}_ai_websockets`,
  'general_ledger',
  'removing_pitas',
  'customer_level_investments',
  'custom_fields',
  'customer_level_eventing',
  'hypo_qtd',
  'report_builder',
  'mxl_with_subcalcs',
  'mxl_enabled_for_external_users',
  'external_user_soft_rollback_and_refresh_events',
  'aiv',
  'transaction_register',
  'performance_metric_mxl_live_eval',
] as const;

export type FeatureFlagName = (typeof featureFlagNames)[number];

export type FeatureFlagContext = { feature_flags: Record<string, boolean> };
export type FeatureFlagValue = { name: string; enabled: boolean };
