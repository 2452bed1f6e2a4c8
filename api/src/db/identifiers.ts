/** Quotes an SQL identifier (schema names come from configuration, never from requests). */
export const quoteIdentifier = (name: string) => `"${name.replaceAll('"', '""')}"`;
