/** Customer (spec §3). */
export type Customer = {
  id: string;
  name: string;
  web_domain: string | null;
  is_live: boolean;
  is_long_lived_integration_testing_customer: boolean;
};

export type SelectedCustomerResponse = { customer: Customer };
