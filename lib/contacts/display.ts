/** A contact's name as every screen shows it. */
export const contactName = (contact: { firstName: string; lastName: string }) =>
  `${contact.firstName} ${contact.lastName}`.trim();
