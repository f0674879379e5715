import * as v from 'valibot';

/** The selected customer's own settings (GET and PATCH /customer-settings/). */
export type CustomerSettings = {
  /**
   * Maker-checker: whether the user who sent an event for approval (a closing today; capital
   * events and fee postings when they exist) may approve it too. Off by default.
   */
  preparer_may_approve: boolean;
};

/** PATCH /customer-settings/ (admin permission): only the settings named change. */
export const updateCustomerSettingsSchema = v.strictObject({
  preparer_may_approve: v.optional(v.boolean()),
});
export type UpdateCustomerSettings = v.InferOutput<typeof updateCustomerSettingsSchema>;
