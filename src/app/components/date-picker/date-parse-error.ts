/** Spec §5: the message for typed text that is not a date. */
export const dateParseError =
  "We couldn't parse the date. Please enter a valid date in the format of MM/DD/YYYY.";
