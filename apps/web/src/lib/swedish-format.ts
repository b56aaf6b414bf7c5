/**
 * A Swedish date or number format made the first time it is used. Making an Intl format is
 * costly on a phone (the locale's data is loaded then: a quarter of a second of a slow phone's
 * main thread for the first one), so a module that only may format something does not pay for
 * it as the screen loads.
 */
export function swedishDateFormat(
  options: Intl.DateTimeFormatOptions,
): (date: Date | number) => string {
  let format: Intl.DateTimeFormat | undefined;
  return (date) => (format ??= new Intl.DateTimeFormat('sv-SE', options)).format(date);
}

export function swedishNumberFormat(options: Intl.NumberFormatOptions): (value: number) => string {
  let format: Intl.NumberFormat | undefined;
  return (value) => (format ??= new Intl.NumberFormat('sv-SE', options)).format(value);
}
